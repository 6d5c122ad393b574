import type { Browser, Page } from '@playwright/test';
import type { PublicLayout } from '../../contract/layout';
import { demoAccounts, expect, expectAccessible, signIn, test } from './support';

/**
 * Two people edit one screen's layout at once (docs/api.md "Versions"): the second save meets the
 * first one's, and the conflict dialog says who changed what; the person reloads or applies their
 * changes on top.
 */

const screens = 'test-results/screens';

const sectionsRegion = (page: Page) => page.getByRole('region', { name: 'Sections' });
const sectionTitles = (page: Page) => sectionsRegion(page).getByRole('heading', { level: 3 }).allTextContents();
const visibleSwitch = (page: Page, title: string) => page.getByRole('switch', { name: `Visible: ${title}` });
const conflictDialog = (page: Page) => page.getByRole('dialog', { name: 'Someone else saved this layout' });

async function openNews(page: Page) {
  await page.goto('/#/ui/layout?type=news');
  await expect(page.getByRole('tab', { name: 'News', selected: true })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Phone preview of the News screen' })).toBeVisible();
}

/** A person in a browser of their own, signed in, on the News screen's layout; with their name. */
async function person(browser: Browser, email: string): Promise<{ page: Page; name: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  const { id, access_token: token } = await page.evaluate(
    () => JSON.parse(localStorage.getItem('auth')!) as { id: number; access_token: string },
  );
  const profile = await page.request.get(`/api/users/profile/${id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(profile.status()).toBe(200);
  const { name } = (await profile.json()) as { name: string };
  await openNews(page);
  return { page, name };
}

async function addSection(page: Page, title: string) {
  await page.getByRole('button', { name: 'Add section' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a section' });
  await dialog.getByRole('combobox', { name: 'Section' }).click();
  await page.getByRole('option', { name: 'Videos' }).click();
  await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
  await dialog.getByRole('spinbutton', { name: 'Items shown' }).fill('3');
  await dialog.getByRole('button', { name: 'Apply' }).click();
  await expect(dialog).toBeHidden();
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

test('the second save meets the first: the dialog names who changed what, and "Apply my changes on top" keeps both', async ({ browser }) => {
  const first = await person(browser, demoAccounts.admin);
  // Two who may publish: an editor's save of the published layout would be a pending change (layout.spec.ts).
  const second = await person(browser, demoAccounts.superAdmin);
  const titles = await sectionTitles(first.page);
  expect(titles.length).toBeGreaterThan(1);
  expect(await sectionTitles(second.page)).toEqual(titles);
  const hidden = titles[0]!;

  // The first person hides the first section and saves.
  await visibleSwitch(first.page, hidden).click();
  await saveButton(first.page).click();
  await expect(first.page.getByText('Layout saved')).toBeVisible();

  // The second, still on the version they opened, adds a section and saves: the conflict.
  await addSection(second.page, 'Editor picks');
  await saveButton(second.page).click();
  const dialog = conflictDialog(second.page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`${first.name} saved it on`);
  await expect(dialog.getByRole('list', { name: 'Their changes' })).toContainText(new RegExp(`Changed: ${hidden} \\(.*\\) → ${hidden} \\(.*hidden\\)`));
  await expect(dialog.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The keyboard starts on "Apply my changes on top", which keeps the person's work.
  await expect(dialog.getByRole('button', { name: 'Apply my changes on top' })).toBeFocused();
  await expectAccessible(second.page);
  await second.page.screenshot({ path: `${screens}/layout-conflict-dialog.png` });

  await second.page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(second.page.getByText('Layout saved')).toBeVisible();
  await expect(second.page.getByText('Unsaved changes')).toBeHidden();
  // Both changes: the first person's hidden section and the second's new one.
  expect(await sectionTitles(second.page)).toEqual([...titles, 'Editor picks']);
  await expect(visibleSwitch(second.page, hidden)).not.toBeChecked();

  await first.page.reload();
  await expect(sectionsRegion(first.page).getByRole('heading', { level: 3, name: 'Editor picks' })).toBeVisible();
  await expect(visibleSwitch(first.page, hidden)).not.toBeChecked();
  const served = (await (await first.page.request.get('/data/layout?layoutType=news')).json()) as PublicLayout;
  expect(served.sections.map((section) => section.title)).toEqual([...titles.slice(1), 'Editor picks']);

  // Again, and this time the second person reloads: their change is dropped for the first person's.
  await visibleSwitch(first.page, hidden).click();
  await saveButton(first.page).click();
  await expect(first.page.getByText('Layout saved')).toBeVisible();
  await addSection(second.page, 'Dropped on reload');
  await saveButton(second.page).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Reload' }).click();
  await expect(dialog).toBeHidden();
  await expect(second.page.getByText('Unsaved changes')).toBeHidden();
  expect(await sectionTitles(second.page)).toEqual([...titles, 'Editor picks']);
  await expect(visibleSwitch(second.page, hidden)).toBeChecked();
  await expect(saveButton(second.page)).toBeDisabled();

  await first.page.context().close();
  await second.page.context().close();
});
