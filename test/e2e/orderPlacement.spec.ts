import type { Page } from '@playwright/test';
import { formatDate } from '../../src/format';
import { api, apiToken, demoAccounts, expect, expectAccessible, openFirstRow, signInAt, test } from './support';

/**
 * Placing an order for a customer (docs/api.md "Placing an order"): an admin pre-orders a book
 * to be released for a customer, in France at the French price; the order opens, and the
 * customer's books show it delivered from the release day. An embargoed book is refused under
 * the field.
 */

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function newBook(page: Page, title: string, terms: object): Promise<number> {
  const token = await apiToken(page.request, demoAccounts.admin);
  const categories = (await (await page.request.get('/api/ebooks/categories?ebookType=1', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number }[];
  const book = await api(page.request, token, 'POST', '/api/ebooks/', {
    title,
    authors: ['Lena Ort'],
    description: 'A book to order.',
    type: 1,
    categoryId: categories[0]!.id,
    language: 'fr',
    price: 1499,
    currency: 'USD',
    premium: false,
    status: 'E',
    ...terms,
  });
  return book.id as number;
}

async function orderDialog(page: Page, title: string) {
  await page.getByRole('button', { name: 'Place an order' }).click();
  const dialog = page.getByRole('dialog', { name: /^Place an order for / });
  await dialog.getByRole('combobox', { name: 'Book' }).fill(title);
  await page.getByRole('option', { name: title }).click();
  await dialog.getByRole('combobox', { name: 'Country' }).fill('France');
  await page.getByRole('option', { name: 'France (FR)' }).click();
  return dialog;
}

test('an admin pre-orders a book for a customer at the French price; the customer has it from the release day', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const title = `Harbour Lights ${stamp}`;
  const release = day(20);
  await newBook(page, title, {
    publicationDate: release,
    preorderFrom: day(-1),
    territories: ['FR', 'BE'],
    prices: [
      { territory: 'FR', currency: 'EUR', amount: 1299, startsOn: null, endsOn: null },
      { territory: 'BE', currency: 'EUR', amount: 1349, startsOn: null, endsOn: null },
    ],
  });
  const embargoed = `Sealed Harbour ${stamp}`;
  await newBook(page, embargoed, { publicationDate: day(-5), embargoUntil: day(3) });

  // A customer who may order (another spec blocks one for a while).
  await signInAt(page, demoAccounts.admin, `/users/customers?filter=${encodeURIComponent(JSON.stringify({ blocked: false }))}`);
  await openFirstRow(page, /#\/users\/customers\/\d+\/show/);
  const customerUrl = page.url();

  // An embargoed book: refused, under the field, and the dialog stays.
  let dialog = await orderDialog(page, embargoed);
  await dialog.getByRole('button', { name: 'Place the order' }).click();
  await expect(dialog.getByText(`Under embargo until ${day(3)}`)).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  dialog = await orderDialog(page, title);
  await dialog.getByRole('textbox', { name: 'Payment reference' }).fill(`sbx_ok_e2e_${stamp}`);
  await page.screenshot({ path: 'test-results/screens/place-order.png' });
  await dialog.getByRole('button', { name: 'Place the order' }).click();
  await expect(page).toHaveURL(/#\/orders\/\d+\/show$/);
  await expect(page.getByText(/^Order ORD-\d+ placed$/)).toBeVisible();
  const details = page.getByRole('region', { name: 'Order' }).or(page.locator('main'));
  await expect(details.getByText('€12.99').first()).toBeVisible();
  await expect(details.getByText('France')).toBeVisible();
  await expect(details.getByText('Yes: the book is delivered at its release')).toBeVisible();
  await expect(details.getByText('Confirmed').first()).toBeVisible();

  // The customer's books: pre-ordered, delivered from the release day.
  await page.goto(customerUrl.replace(/\/show.*$/, '/show/books'));
  const books = page.getByRole('table', { name: 'Books' });
  const row = books.getByRole('row').filter({ hasText: title });
  await expect(row.getByText('Pre-ordered')).toBeVisible();
  await expect(row).toContainText(formatDate(`${release}T12:00:00Z`));
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/customer-books.png' });
});
