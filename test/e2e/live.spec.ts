import type { Browser, Page } from '@playwright/test';
import { api, apiToken, demoAccounts, expect, expectAccessible, signInAt, test } from './support';

/**
 * Live updates (docs/api.md "Live updates"), with two people at once: an order placed through
 * the API shows on an open orders list as a chip within two seconds, which reads the list again
 * when clicked; a colleague opening the same e-book is shown on its edit page, and their save is
 * announced at once, with Reload.
 */

const stamp = () => Date.now().toString(36);

/** A second person's own browser (context), signed in at `hashPath`. */
async function colleague(browser: Browser, email: string, hashPath: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAt(page, email, hashPath);
  return page;
}

/** Waits until the page's live stream has answered (it opens a moment after the page). */
const streamOpen = (page: Page) => page.waitForResponse((response) => response.url().includes('/api/live/events') && response.status() === 200);

test('an order placed through the API shows on the open orders list as a chip, which reads the list again', async ({ page }) => {
  const token = await apiToken(page.request, demoAccounts.superAdmin);
  const title = `Tidewater ${stamp()}`;
  const categories = (await (await page.request.get('/api/ebooks/categories?ebookType=1', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number }[];
  const book = await api(page.request, token, 'POST', '/api/ebooks/', {
    title,
    authors: ['Mira Holt'],
    description: 'A book to order while someone watches.',
    type: 1,
    categoryId: categories[0]!.id,
    language: 'en',
    price: 999,
    currency: 'USD',
    premium: false,
    status: 'E',
  });
  const customers = (await api(page.request, token, 'POST', '/api/customers/list', {
    blocked: false,
    paginationRequest: { page: 0, size: 1, sortBy: 'registeredAt', sortDirection: 'DESC' },
  })) as { content: { id: number }[] };

  const opened = streamOpen(page);
  await signInAt(page, demoAccounts.admin, '/orders');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await opened;

  const order = await api(page.request, token, 'POST', '/api/orders', { customerId: customers.content[0]!.id, ebookId: book.id });
  const chip = page.getByRole('button', { name: /^1 new order\b/ });
  await expect(chip).toBeVisible({ timeout: 2_000 });
  // The rows stay as they were until the chip is clicked.
  await expect(page.getByRole('cell', { name: String(order.number) })).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/live-orders-chip.png' });
  await chip.click();
  await expect(page.getByText(String(order.number)).first()).toBeVisible();
  await expect(chip).toHaveCount(0);
});

test('a colleague opening the same e-book is shown, and their save is announced with Reload', async ({ page, browser }) => {
  const token = await apiToken(page.request, demoAccounts.admin);
  const categories = (await (await page.request.get('/api/ebooks/categories?ebookType=1', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number }[];
  const title = `Shared Proofs ${stamp()}`;
  const book = await api(page.request, token, 'POST', '/api/ebooks/', {
    title,
    authors: ['Ines Vale'],
    description: 'Edited by two people at once.',
    type: 1,
    categoryId: categories[0]!.id,
    language: 'en',
    price: 1299,
    currency: 'USD',
    premium: false,
    status: 'D',
  });
  const opened = streamOpen(page);
  await signInAt(page, demoAccounts.admin, `/e-books/${book.id}`);
  const titleField = page.getByRole('textbox', { name: /^Title/ });
  await expect(titleField).toHaveValue(title);
  await opened;

  const other = await colleague(browser, demoAccounts.superAdmin, `/e-books/${book.id}`);
  await expect(page.getByRole('status').filter({ hasText: /^\S.* also has this open$/ })).toBeVisible();
  await expect(other.getByRole('status').filter({ hasText: /also has this open/ })).toBeVisible();

  // The colleague saves a new title: announced on the first page before any save of its own.
  const otherTitle = other.getByRole('textbox', { name: /^Title/ });
  await otherTitle.fill(`${title} (revised)`);
  await other.getByRole('button', { name: 'Save' }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Saved by someone else' });
  await expect(notice).toContainText(/ saved this book: reload to see their changes, or keep yours/);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/live-saved-by-other.png' });
  await notice.getByRole('button', { name: 'Reload' }).click();
  await expect(titleField).toHaveValue(`${title} (revised)`);
  await expect(notice).toHaveCount(0);

  // Leaving: the first page no longer names the colleague.
  await other.context().close();
  await expect(page.getByRole('status').filter({ hasText: /also has this open/ })).toHaveCount(0);
});
