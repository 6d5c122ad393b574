import type { Page } from '@playwright/test';
import { tinyEpub } from '../fixtures/epub';
import { api, apiToken, demoAccounts, expect, expectAccessible, signInAt, test } from './support';

/**
 * An e-book's catalogue metadata and sales terms (docs/api.md "Catalogue metadata"): an admin
 * names a translator, a series, the countries where the book is sold with a price and a
 * promotion, uses what the e-pub says, saves, reloads and finds it all; the list shows the
 * territories and the promotion, and filters by them.
 */

const screens = 'test-results/screens';
const panel = (page: Page) => page.getByRole('region', { name: 'Release readiness' });

async function newBook(page: Page, title: string): Promise<number> {
  const token = await apiToken(page.request, demoAccounts.admin);
  const categories = (await (await page.request.get('/api/ebooks/categories?ebookType=1', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number }[];
  const book = await api(page.request, token, 'POST', '/api/ebooks/', {
    title,
    authors: ['Mara Lind'],
    description: 'Letters between two lighthouse keepers.',
    type: 1,
    categoryId: categories[0]!.id,
    language: 'de',
    price: 1499,
    currency: 'USD',
    publicationDate: '2027-05-01',
    premium: false,
    status: 'D',
  });
  return book.id as number;
}

test('an admin sets where a book is sold, its prices and a promotion, and uses what its e-pub says', async ({ page }) => {
  test.slow();
  const title = `Lighthouse Letters ${Date.now().toString(36)}`;
  const id = await newBook(page, title);
  await signInAt(page, demoAccounts.admin, `/e-books/${id}`);

  // The e-pub says its language is English and names its author: proposed, not written.
  const full = page.getByRole('region', { name: 'Files' }).getByRole('region', { name: 'Full e-pub' });
  await full.getByLabel('Full e-pub', { exact: true }).setInputFiles({ name: 'letters.epub', mimeType: 'application/epub+zip', buffer: tinyEpub(title) });
  await full.getByRole('button', { name: 'Upload' }).click();
  const proposals = page.getByRole('region', { name: 'Read from the e-pub' });
  await expect(proposals).toBeVisible({ timeout: 90_000 });
  await expect(proposals).toContainText('English');
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('German');
  await proposals.getByRole('button', { name: "Use the e-pub's language" }).click();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English');

  // A translator after the author, a series.
  const contributors = page.getByRole('group', { name: 'Contributors' });
  await contributors.getByRole('button', { name: 'Add' }).click();
  await contributors.getByRole('textbox', { name: 'Name' }).nth(1).fill('Jon Vale');
  await contributors.getByRole('combobox', { name: 'Role' }).nth(1).click();
  await page.getByRole('option', { name: 'Translator' }).click();
  await page.getByRole('textbox', { name: 'Series', exact: true }).fill('Coastal Letters');
  await page.getByLabel('Number in the series').fill('2');

  // Sold in the world and in France, with a French price and a promotion running today.
  const sales = page.getByRole('region', { name: 'Sales' });
  await sales.getByRole('combobox', { name: 'Territories' }).fill('France');
  await page.getByRole('option', { name: 'France (FR)' }).click();
  const prices = sales.getByRole('group', { name: 'Prices per territory' });
  for (const [row, amount, from] of [
    [0, '12.99', ''],
    [1, '7.99', new Date().toISOString().slice(0, 10)],
  ] as const) {
    await prices.getByRole('button', { name: 'Add' }).click();
    await prices.getByRole('combobox', { name: 'Territory' }).nth(row).fill('France');
    await page.getByRole('option', { name: 'France (FR)' }).click();
    await prices.getByRole('combobox', { name: 'Currency' }).nth(row).click();
    await page.getByRole('option', { name: 'EUR' }).click();
    await prices.getByRole('spinbutton', { name: 'Amount' }).nth(row).fill(amount);
    if (from) await prices.getByLabel('Promotion from').nth(row).fill(from);
  }
  await page.screenshot({ path: `${screens}/ebook-catalogue-form.png`, fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/e-books$/);

  // Reloaded, it is all there; the readiness no longer asks for a French price.
  await page.goto(`/#/e-books/${id}`);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Language' })).toHaveText('English');
  await expect(page.getByRole('group', { name: 'Contributors' }).getByRole('textbox', { name: 'Name' }).nth(1)).toHaveValue('Jon Vale');
  await expect(page.getByLabel('Number in the series')).toHaveValue('2');
  await expect(page.getByRole('region', { name: 'Sales' }).getByRole('button', { name: 'France (FR)' })).toBeVisible();
  await expect(panel(page)).toContainText('It has a price wherever it is sold');
  await expect(page.getByRole('region', { name: 'Read from the e-pub' })).not.toContainText('Language');

  // The list shows where it is sold and the promotion, and filters by both.
  await page.goto(`/#/e-books?filter=${encodeURIComponent(JSON.stringify({ territory: 'FR', onPromotion: true, q: title }))}`);
  const row = page.locator('tbody tr').filter({ hasText: title });
  await expect(row).toContainText('World, FR');
  await expect(row).toContainText('Promotion');
  await page.screenshot({ path: `${screens}/ebook-list-territories.png` });
  await expectAccessible(page);
  await page.goto(`/#/e-books?filter=${encodeURIComponent(JSON.stringify({ onPromotion: false, q: title }))}`);
  await expect(page.getByText('Nothing matches the current filters.')).toBeVisible();
});

test('the catalogue sections fit a phone-sized screen', async ({ page }) => {
  const title = `Narrow Catalogue ${Date.now().toString(36)}`;
  const id = await newBook(page, title);
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, demoAccounts.admin, `/e-books/${id}`);
  const sales = page.getByRole('region', { name: 'Sales' });
  await sales.getByRole('group', { name: 'Prices per territory' }).getByRole('button', { name: 'Add' }).click();
  await sales.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screens}/ebook-catalogue-phone.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page);
});

test('an admin puts every book a search matches on promotion in a territory, then ends it', async ({ page }) => {
  const stamp = `Promo${Date.now().toString(36)}`;
  for (const index of [1, 2]) await newBook(page, `${stamp} book ${index}`);
  await signInAt(page, demoAccounts.admin, `/e-books?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}`);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await page.getByRole('checkbox', { name: 'Select all' }).check();

  await page.getByRole('button', { name: 'Set promotion' }).click();
  const confirm = page.getByRole('dialog', { name: /Set promotion 2 e-books\?/ });
  await confirm.getByRole('combobox', { name: 'Territory' }).fill('Germany');
  await page.getByRole('option', { name: 'Germany (DE)' }).click();
  await confirm.getByRole('spinbutton', { name: 'Percent off' }).fill('25');
  await confirm.getByLabel('First day').fill(new Date().toISOString().slice(0, 10));
  await expectAccessible(page);
  await page.screenshot({ path: `${screens}/ebook-bulk-promotion.png` });
  await confirm.getByRole('button', { name: 'Set promotion' }).click();
  const job = page.getByRole('dialog', { name: 'Set a promotion on e-books' });
  await expect(job.getByText('2 changed · 0 could not change')).toBeVisible();
  await job.getByRole('button', { name: 'Close' }).click();

  await page.goto(`/#/e-books?filter=${encodeURIComponent(JSON.stringify({ q: stamp, onPromotion: true }))}`);
  await expect(page.locator('tbody tr')).toHaveCount(2);
  await expect(page.locator('tbody tr').first()).toContainText('Promotion');

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'End promotion' }).click();
  await page.getByRole('dialog', { name: /End promotion 2 e-books\?/ }).getByRole('button', { name: 'End promotion' }).click();
  await expect(page.getByRole('dialog', { name: 'End the promotions of e-books' }).getByText('2 changed · 0 could not change')).toBeVisible();
});
