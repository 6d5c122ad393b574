import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, openFromMenu, signIn, signInAt, test } from './support';

/**
 * Accountability (issue 20): the History panel under every record's page, and the Activity page
 * of the audit log. Screenshots land in HISTORY_SHOTS (or test-results/history) to be looked at.
 */

const shots = process.env.HISTORY_SHOTS ?? 'test-results/history';
test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

/** The signed-in staff member's name, as the audit log records it. */
const ownName = (page: Page) =>
  page.evaluate(async () => {
    const { id, access_token: token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { id: number; access_token: string };
    const response = await fetch(`/api/users/profile/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { name: string }).name;
  });

const historyPanel = (page: Page) => page.getByRole('region', { name: 'History' });

/** Opens a list's first record, as a person would. */
async function openFirst(page: Page, list: string) {
  await page.goto(`/#${list}`);
  const first = page.locator('tbody tr, #main-content li a[href*="#/"]').first();
  const before = page.url();
  await first.click();
  await expect(page).not.toHaveURL(before);
}

test("a changed title shows in the feed entry's history, and on the Activity page with a link back", async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const name = await ownName(page);

  await openFirst(page, '/feeds/list');
  const entryUrl = page.url();
  const id = /#\/feeds\/(\d+)$/.exec(entryUrl)?.[1];
  expect(id).toBeTruthy();
  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).not.toHaveValue('');
  const oldTitle = await title.inputValue();
  // Short enough for the top bar at 1280px, where the sweep opens the first entry after this test and checks no title is cut.
  const newTitle = `${oldTitle.slice(0, 40)} (revised ${Date.now() % 1_000_000})`;
  await expect(page.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'true');
  await title.fill(newTitle);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/feeds\/list/);

  // Back on the entry: its newest change is the new title, by this staff member.
  await page.goto(entryUrl);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(newTitle);
  const newest = historyPanel(page).getByRole('listitem').first();
  await expect(newest).toContainText('Changed');
  await expect(newest).toContainText(`by ${name}`);
  await expect(newest).toContainText('admin@demo.test');
  await expect(newest.getByRole('term').first()).toHaveText('Title');
  await expect(newest.getByRole('definition').first()).toContainText(`${oldTitle}→ changed to ${newTitle}`);
  await expectAccessible(page);

  // The panel folds, and stays folded.
  await page.getByRole('button', { name: 'History' }).click();
  await expect(page.getByRole('button', { name: 'History' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'History' }).click();
  await expect(newest).toBeVisible();

  // The Activity page, filtered by kind of record.
  await openFromMenu(page, 'Users', 'Activity', /#\/users\/activity/);
  await page.getByRole('combobox', { name: 'Record type' }).click();
  await page.getByRole('option', { name: 'Feed entry' }).click();
  await expect(page).toHaveURL(/filter=.*feeds/);
  // The entry's row is also in the whole log: the filtered rows are there once no other kind is.
  await expect(page.locator('tbody td.column-action').filter({ hasNotText: 'Feed entry' })).toHaveCount(0);
  const row = page.locator('tbody tr').filter({ hasText: newTitle }).first();
  await expect(row).toContainText('Changed');
  await expect(row).toContainText(name);
  await expect(row).toContainText('Title');
  await expectAccessible(page);

  // The export carries the same filter.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^activity-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = fs.readFileSync(await download.path(), 'utf8');
  expect(csv).toContain(newTitle);
  expect(csv).not.toContain('signIn');

  // The row expands to the whole change, from the keyboard too.
  const changes = row.getByRole('button', { name: 'Title' });
  await changes.focus();
  await page.keyboard.press('Enter');
  await expect(changes).toHaveAttribute('aria-expanded', 'true');
  const details = page.locator('tbody tr[id$="-expand"]').first();
  await expect(details.getByRole('definition').first()).toContainText(`${oldTitle}→ changed to ${newTitle}`);
  await expectAccessible(page);
  await page.screenshot({ path: `${shots}/activity-expanded-desktop.png` });

  // Its record's link opens the entry.
  await row.getByRole('link', { name: newTitle }).click();
  await expect(page).toHaveURL(new RegExp(`#/feeds/${id}$`));
  await expect(historyPanel(page)).toBeVisible();
});

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the History panel on an e-book and an order, and the Activity page, read well', async ({ page }) => {
      await signIn(page, demoAccounts.superAdmin);
      if (size.name === 'desktop') {
        // A change to show: the first book's title.
        await openFirst(page, '/e-books');
        const title = page.getByRole('textbox', { name: /^Title/ });
        await expect(title).not.toHaveValue('');
        await title.fill(`${await title.inputValue()} (2nd edition)`);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page).toHaveURL(/#\/e-books(\?.*)?$/);
      }
      for (const [shot, list] of [
        ['ebook', '/e-books'],
        ['order', '/orders'],
      ] as const) {
        await openFirst(page, list);
        const panel = historyPanel(page);
        await panel.scrollIntoViewIfNeeded();
        await expect(panel.getByRole('listitem').first().or(panel.getByText('No changes recorded yet'))).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await page.mouse.move(0, 0);
        await panel.screenshot({ path: `${shots}/history-${shot}-${size.name}.png` });
        await page.screenshot({ path: `${shots}/history-${shot}-${size.name}-page.png`, fullPage: true });
        await expectAccessible(page);
      }
      await page.goto('/#/users/activity');
      await expect(page.locator('tbody tr, #main-content li').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await page.screenshot({ path: `${shots}/activity-${size.name}.png`, fullPage: true });
      await expectAccessible(page);
    });
  });
}

test('an editor has no Activity page, and gets Access denied at its URL', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await expect(page.getByRole('menuitem', { name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Activity' })).toHaveCount(0);
  await page.goto('/#/users/activity');
  await expect(page).toHaveURL(/#\/access-denied$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied!' })).toBeVisible();
});

test('History and Activity show labels, not codes: a status reads Enabled/Disabled, a category its name', async ({ page }) => {
  test.slow();
  await signIn(page, demoAccounts.admin);

  // A feed entry's status, changed through its select (whose options read Enable and Disable).
  await openFirst(page, '/feeds/list');
  const entryUrl = page.url();
  const status = page.getByRole('combobox', { name: /^Status/ });
  const wasEnabled = (await status.textContent())?.includes('Enable') && !(await status.textContent())?.includes('Disable');
  await status.click();
  await page.getByRole('option', { name: wasEnabled ? 'Disable' : 'Enable', exact: true }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/feeds\/list/);
  await page.goto(entryUrl);
  const newest = historyPanel(page).getByRole('listitem').first();
  await expect(newest.getByRole('term').first()).toHaveText('Status');
  await expect(newest.getByRole('definition').first()).toHaveText(wasEnabled ? 'Enabled→ changed to Disabled' : 'Disabled→ changed to Enabled');
  await historyPanel(page).screenshot({ path: `${shots}/labels-history.png` });

  // An e-book's category, by its name.
  await openFirst(page, '/e-books');
  const category = page.getByRole('combobox', { name: /^Category/ });
  const oldCategory = (await category.textContent())?.trim() ?? '';
  await category.click();
  const other = page.getByRole('option').filter({ hasNotText: oldCategory }).first();
  const newCategory = (await other.textContent())?.trim() ?? '';
  await other.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/e-books$/);
  await page.goBack();
  const changed = historyPanel(page).getByRole('listitem').first();
  await expect(changed.getByRole('term')).toHaveText(['Category']);
  await expect(changed.getByRole('definition').first()).toHaveText(`${oldCategory}→ changed to ${newCategory}`);

  // The Activity page: the same words in the expanded row.
  await page.goto('/#/users/activity');
  const row = page.locator('tbody tr').filter({ hasText: 'Category' }).first();
  await row.getByRole('button', { name: 'Category' }).click();
  await expect(page.getByRole('definition').filter({ hasText: newCategory }).first()).toBeVisible();
  await expectAccessible(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width > 400 ? 800 : 844 });
    await page.screenshot({ path: `${shots}/labels-activity-${width}.png`, fullPage: true });
  }
});

for (const list of ['/e-books', '/feeds/list', '/ui/alerts', '/ui/app-config']) {
  test(`the Add filter menu of ${list} names every filter, and offers no "Save current query"`, async ({ page }) => {
    await signInAt(page, demoAccounts.admin, `${list}`);
    await page.getByRole('button', { name: 'Add filter' }).click();
    const items = page.getByRole('menuitemcheckbox');
    await expect(items.first()).toBeVisible();
    for (const item of await items.all()) await expect(item).toHaveAccessibleName(/\S/);
    await expect(page.getByRole('menuitem', { name: /Save current query/ })).toHaveCount(0);
    await expectAccessible(page);
  });
}
