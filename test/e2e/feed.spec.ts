import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signIn, signInAt, test } from './support';

const screens = 'test-results/screens';

async function openFeed(page: Page) {
  await page.getByRole('menuitem', { name: 'Feed' }).click();
  await expect(page).toHaveURL(/#\/feeds\/list/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

test('an admin creates an entry with a suggested tag, finds it in the list, then deletes it', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await openFeed(page);
  await expect(page.getByText(/^1-25 of \d[\d,]*$/)).toBeVisible();
  await page.screenshot({ path: `${screens}/feed-list-desktop.png` });
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/feeds\/create$/);
  const title = `Autumn reading list ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.type('Our editors picked twelve books for the long evenings.');
  await expect(page.getByRole('button', { name: 'Bold' })).toBeVisible();

  // A tag: the start of a demo tag, then the suggestion.
  const tags = page.getByRole('combobox', { name: 'Tags' });
  await tags.fill('book f');
  await page.getByRole('option', { name: 'book fair' }).click();
  await expect(page.getByRole('button', { name: 'book fair' })).toBeVisible();
  // Nothing matches: the spec's message.
  await tags.fill('zzqx');
  await expect(page.getByText('No results found')).toBeVisible();
  await tags.fill('');
  await page.screenshot({ path: `${screens}/feed-form-desktop.png`, fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/feeds\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Picture' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'book fair' })).toBeVisible();
  await page.screenshot({ path: `${screens}/feed-edit-desktop.png`, fullPage: true });
  await expectAccessible(page);

  // In the list.
  await page.goto('/#/feeds/list');
  await page.getByPlaceholder('Search titles and text').fill(title);
  // Once the search applies, the entry is the only row.
  await expect(page).toHaveURL(/filter=.*Autumn/);
  const row = page.locator('tbody tr');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(title);
  await expect(row).toContainText('book fair');
  await expect(row).toContainText('News');

  // Delete through the confirmation dialog.
  await row.click();
  await expect(page).toHaveURL(/#\/feeds\/\d+$/);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Delete “${title}”?`);
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'No' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#\/feeds\/list/);
  await page.getByPlaceholder('Search titles and text').fill(title);
  await expect(page.getByText('Nothing matches the current filters.')).toBeVisible();
});

test('the list filters by content type and by a suggested tag, and sorts by title', async ({ page }) => {
  await signIn(page, demoAccounts.superAdmin);
  await openFeed(page);
  const rows = page.locator('tbody tr');

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Content type' }).click();
  await page.getByRole('combobox', { name: 'Content type' }).click();
  await page.getByRole('option', { name: 'Videos' }).click();
  await expect(page).toHaveURL(/contentType/);
  await expect.poll(async () => (await rows.locator('td.column-contentType').allInnerTexts()).every((text) => text === 'Videos')).toBe(true);

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Tag' }).click();
  await page.getByRole('combobox', { name: 'Tag', exact: true }).fill('book c');
  await page.getByRole('option', { name: 'book club' }).click();
  await expect(page).toHaveURL(/book%20club/);
  await expect.poll(async () => (await rows.allInnerTexts()).every((text) => text.includes('book club') && text.includes('Videos'))).toBe(true);

  await page.getByRole('button', { name: /^Sort by title/i }).click();
  await expect(page).toHaveURL(/sort=title/);
  // The rows follow the URL once the sorted page has arrived.
  const sorted = (titles: string[]) => titles.every((title, i) => i === 0 || titles[i - 1]!.localeCompare(title, undefined, { sensitivity: 'base' }) <= 0);
  await expect.poll(async () => sorted(await rows.locator('td.column-title').allInnerTexts())).toBe(true);
  await expectAccessible(page);
});

test('an editor opening the feed gets Access denied', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await expect(page.getByRole('menuitem', { name: 'Feed' })).toHaveCount(0);
  await page.goto('/#/feeds/list');
  await expect(page).toHaveURL(/#\/access-denied$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied!' })).toBeVisible();
});

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is a simple list and the form fits', async ({ page }) => {
    await signInAt(page, demoAccounts.admin, '/feeds/list');
    const first = page.locator('a[href^="#/feeds/"]').filter({ hasText: /·/ }).first();
    await expect(first).toBeVisible();
    await page.screenshot({ path: `${screens}/feed-list-390.png` });
    await expectAccessible(page);

    await first.click();
    await expect(page).toHaveURL(/#\/feeds\/\d+$/);
    await expect(page.getByRole('textbox', { name: 'Text' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Picture' })).toBeVisible();
    await page.screenshot({ path: `${screens}/feed-form-390.png`, fullPage: true });
    await expectAccessible(page);
  });
});
