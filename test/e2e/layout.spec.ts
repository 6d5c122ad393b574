import type { Locator, Page } from '@playwright/test';
import type { PublicLayout } from '../../contract/layout';
import { AlertButtonType } from '../../contract/enums';
import { api, apiToken, demoAccounts, expect, expectAccessible, signIn, test } from './support';

const screens = 'test-results/screens';

const sectionsRegion = (page: Page) => page.getByRole('region', { name: 'Sections' });
const sectionTitles = (page: Page) => sectionsRegion(page).getByRole('heading', { level: 3 }).allTextContents();
const handle = (page: Page, title: string) => page.getByRole('button', { name: `Reorder ${title}` });
const preview = (page: Page, screen: string) => page.getByRole('img', { name: `Phone preview of the ${screen} screen` });

async function openLayout(page: Page, tab?: string) {
  await page.goto('/#/ui/layout');
  await expect(page.getByRole('heading', { level: 1, name: 'Layout' })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
  // The preview is drawn once the chosen screen's layout has loaded.
  await expect(preview(page, tab ?? 'Home')).toBeVisible();
}

/** Drags with the mouse in small steps, as a person would: past dnd-kit's 5 px threshold, then onto the target. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  const x = start.x + start.width / 2;
  await page.mouse.move(x, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(x, start.y + start.height / 2 - 8, { steps: 4 });
  await page.mouse.move(x, end.y + end.height / 2 - 10, { steps: 12 });
  await page.mouse.up();
}

async function saveLayout(page: Page) {
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Layout saved')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
}

test('an admin drags the second section above the first, saves, and the app reads the new order', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await openLayout(page);
  await expect(page.getByRole('tab', { name: 'Home', selected: true })).toBeVisible();
  const [first, second] = await sectionTitles(page);
  expect(first && second).toBeTruthy();
  await expect(preview(page, 'Home')).toContainText(first!);
  await page.screenshot({ path: `${screens}/layout-desktop.png`, fullPage: true });
  await expectAccessible(page);

  await drag(page, handle(page, second!), handle(page, first!));
  expect((await sectionTitles(page)).slice(0, 2)).toEqual([second, first]);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // The preview follows the unsaved order.
  await expect(preview(page, 'Home')).toHaveText(new RegExp(`${second}.*${first}`, 's'));
  await saveLayout(page);

  await page.reload();
  await expect(sectionsRegion(page).getByRole('heading', { level: 3 }).first()).toHaveText(second!);
  expect((await sectionTitles(page)).slice(0, 2)).toEqual([second, first]);

  const response = await page.request.get('/data/layout?layoutType=home');
  expect(response.status()).toBe(200);
  const layout = (await response.json()) as PublicLayout;
  expect(layout.sections.slice(0, 2).map((section) => section.title)).toEqual([second, first]);
  expect(layout.version).toBe(2);
  await expectAccessible(page);
});

test('an editor reorders with the keyboard and saves, on a phone-sized screen', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await openLayout(page, 'Books');
  await expect(page).toHaveURL(/type=books/);
  const [first, second] = await sectionTitles(page);

  // Each step waits for dnd-kit's live region to say, in words, what happened.
  await handle(page, second!).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Picked up ${second}, position 2 of`)).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${second} moved to position 1 of`)).toBeAttached();
  await page.keyboard.press('Space');
  await expect(page.getByText(`${second} dropped at position 1 of`)).toBeAttached();
  await expect(sectionsRegion(page).getByRole('heading', { level: 3 }).first()).toHaveText(second!);
  await saveLayout(page);

  await page.reload();
  await expect(sectionsRegion(page).getByRole('heading', { level: 3 }).first()).toHaveText(second!);
  expect((await sectionTitles(page)).slice(0, 2)).toEqual([second, first]);

  // A live resize leaves react-admin's mobile drawer half-open; a narrow screen starts narrow.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(preview(page, 'Books')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add section' })).toBeVisible();
  await page.screenshot({ path: `${screens}/layout-mobile.png`, fullPage: true });
  await expectAccessible(page);
});

test('adding, removing and switching screens with unsaved changes asks first', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await openLayout(page, 'Magazines');
  const titles = await sectionTitles(page);

  // Add a section through the dialog.
  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a section' });
  await dialog.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'News' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Press corner');
  await dialog.getByRole('spinbutton', { name: 'Items shown' }).fill('4');
  await page.screenshot({ path: `${screens}/layout-section-dialog.png` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
  expect(await sectionTitles(page)).toEqual([...titles, 'Press corner']);
  await expect(sectionsRegion(page).getByText('News · 4 items')).toBeVisible();

  // Hide the first section: it leaves the preview.
  await page.getByRole('switch', { name: `Visible: ${titles[1]}` }).click();
  await expect(preview(page, 'Magazines')).not.toContainText(titles[1]!);

  // Remove, after the confirmation.
  await page.getByRole('button', { name: 'Remove Press corner' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove “Press corner”?' });
  await expect(confirm.getByRole('button', { name: 'Yes' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  expect(await sectionTitles(page)).toEqual(titles);
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // Switching screens asks; No stays with the changes.
  await page.getByRole('tab', { name: 'News' }).click();
  const discard = page.getByRole('dialog', { name: 'Discard your unsaved changes?' });
  await expect(discard).toBeVisible();
  await expectAccessible(page);
  await discard.getByRole('button', { name: 'No' }).click();
  await expect(page).toHaveURL(/type=magazines/);
  await expect(page.getByRole('switch', { name: `Visible: ${titles[1]}` })).not.toBeChecked();

  // Yes drops them: back on this screen, the saved layout.
  await page.getByRole('tab', { name: 'News' }).click();
  await discard.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/type=news/);
  await expect(page.getByRole('tab', { name: 'News', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Magazines' }).click();
  await expect(page.getByRole('switch', { name: `Visible: ${titles[1]}` })).toBeChecked();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
});

test('removing a section with the keyboard asks first, and focus stays in the list', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await openLayout(page, 'News');
  const titles = await sectionTitles(page);
  expect(titles.length).toBeGreaterThan(1);
  const [first, second] = titles;
  const remove = (title: string) => page.getByRole('button', { name: `Remove ${title}` });
  const confirm = page.getByRole('dialog', { name: `Remove “${first}”?` });

  // Enter opens the confirmation, its Yes focused; Escape closes it, nothing removed, focus back on Remove.
  await remove(first!).focus();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Yes' })).toBeFocused();
  await expect(confirm.getByRole('button', { name: 'No' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${screens}/layout-remove-confirm-desktop.png` });
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  expect(await sectionTitles(page)).toEqual(titles);
  await expect(remove(first!)).toBeFocused();

  // Enter, then Enter on Yes: removed, and focus moves to the Remove button of the section now in its place.
  await page.keyboard.press('Enter');
  await expect(confirm.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(confirm).toBeHidden();
  expect(await sectionTitles(page)).toEqual(titles.slice(1));
  await expect(remove(second!)).toBeFocused();
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // The last section: focus moves to the previous one's Remove button.
  const last = titles.at(-1)!;
  await remove(last).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('dialog', { name: `Remove “${last}”?` }).getByRole('button', { name: 'Yes' }).press('Enter');
  await expect(remove(titles.at(-2)!)).toBeFocused();
});

test('the remove confirmation fits a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoAccounts.editor);
  await openLayout(page);
  // The screen tabs scroll; the page itself does not.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const [first] = await sectionTitles(page);
  await page.getByRole('button', { name: `Remove ${first}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove “${first}”?` });
  await expect(confirm.getByRole('button', { name: 'Yes' })).toBeFocused();
  await expectAccessible(page);
  await page.screenshot({ path: `${screens}/layout-remove-confirm-mobile.png` });
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(confirm).toBeHidden();
  expect((await sectionTitles(page))[0]).toBe(first);
});

test('the phone preview shows the app as it will be at a time: an alert scheduled for tomorrow shows from then on', async ({ page, request }) => {
  const token = await apiToken(request, demoAccounts.admin);
  const title = `Festival weekend ${Date.now()}`;
  const tomorrow = new Date(Date.now() + 86_400_000);
  const alert = await api(request, token, 'POST', '/api/ui/alert', {
    title,
    message: 'Three days of readings, signings and talks.',
    buttonType: AlertButtonType.NONE,
    startAt: new Date().toISOString(),
    endAt: null,
    status: 'D',
  });
  await api(request, token, 'POST', `/api/ui/alert/${alert.id}/steps`, { step: 'schedule', at: tomorrow.toISOString() });

  await signIn(page, demoAccounts.admin);
  await openLayout(page);
  await expect(preview(page, 'Home')).not.toContainText(title);
  // The day after, as a person types it (UTC, the tests' business time zone).
  const after = new Date(tomorrow.getTime() + 3_600_000).toISOString().slice(0, 16);
  await page.getByLabel('Show the app at').fill(after);
  await expect(preview(page, 'Home')).toContainText(title);
  await page.screenshot({ path: `${screens}/layout-preview-at.png`, fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Now', exact: true }).click();
  await expect(preview(page, 'Home')).not.toContainText(title);
});

test("an editor's change to the published layout waits for an admin's approval; a revision shows in the phone preview", async ({ browser }) => {
  const open = async (email: string) => {
    const page = await (await browser.newContext()).newPage();
    await signIn(page, email);
    await openLayout(page, 'Magazines');
    return page;
  };
  const served = async (page: Page) =>
    ((await (await page.request.get('/data/layout?layoutType=magazines')).json()) as PublicLayout).sections.map((section) => section.title);
  const publication = (page: Page) => page.getByRole('region', { name: 'Publication' });
  const change = (page: Page) => publication(page).getByRole('region', { name: 'Pending change' });

  // The editor hides the first section and saves: a change of the published layout, which the app does not show.
  const editor = await open(demoAccounts.editor);
  const [first] = await sectionTitles(editor);
  await expect(publication(editor).getByText('Published', { exact: true })).toBeVisible();
  await editor.getByRole('switch', { name: `Visible: ${first}` }).click();
  await saveLayout(editor);
  await expect(change(editor).getByText('Draft', { exact: true })).toBeVisible();
  expect(await served(editor)).toContain(first);
  await change(editor).getByRole('button', { name: 'Submit the change' }).click();
  await expect(change(editor).getByText('In review', { exact: true })).toBeVisible();
  await expect(change(editor).getByRole('button', { name: 'Approve the change' })).toHaveCount(0);
  // After a reload the editor goes on with the change, not the published layout.
  await editor.reload();
  await expect(editor.getByRole('switch', { name: `Visible: ${first}` })).not.toBeChecked();
  await expect(change(editor).getByText('In review', { exact: true })).toBeVisible();
  await editor.screenshot({ path: `${screens}/layout-pending-change.png`, fullPage: true });
  await expectAccessible(editor);

  // The admin approves it: the app draws it.
  const admin = await open(demoAccounts.admin);
  await expect(admin.getByRole('switch', { name: `Visible: ${first}` })).not.toBeChecked();
  await change(admin).getByRole('button', { name: 'Show what it changes (1 field)' }).click();
  await expect(change(admin)).toContainText(`${first} (`);
  await change(admin).getByRole('button', { name: 'Approve the change' }).click();
  await expect(admin.getByText('Change approved: it is live')).toBeVisible();
  await expect(change(admin)).toHaveCount(0);
  await expect.poll(() => served(admin)).not.toContain(first);

  // Its revisions: the one before the change drawn in the phone preview, then back to the draft.
  await admin.getByRole('button', { name: 'Revisions' }).click();
  const older = admin.getByRole('combobox', { name: 'Older revision' });
  const before = (await older.locator('option').last().getAttribute('value'))!;
  await older.selectOption(before);
  await admin.getByRole('button', { name: `Show revision ${before} in the preview` }).click();
  const notice = admin.getByRole('alert').filter({ hasText: `Revision ${before} of this layout` });
  await expect(notice).toBeFocused();
  await expect(preview(admin, 'Magazines')).toContainText(first!);
  await admin.screenshot({ path: `${screens}/layout-revision-preview.png`, fullPage: true });
  await expectAccessible(admin);
  await notice.getByRole('button', { name: 'Back to the draft' }).click();
  await expect(notice).toBeHidden();
  await expect(preview(admin, 'Magazines')).not.toContainText(first!);

  await editor.context().close();
  await admin.context().close();
});
