import fs from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { formatDayRange } from '../../src/format';
import { demoAccounts, expect, expectAccessible, latestOrder, openFirstRow, signIn, signInAt, test } from './support';

const rows = (page: Page) => page.locator('tbody tr');
/** The date-range selector's field (its menu, while it closes, is labelled by it too). */
const period = (page: Page) => page.getByRole('combobox', { name: 'Period' });
/** The total of the list's pagination ("1-25 of 1,234"). */
async function total(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+-\d+ of [\d,]+$/).innerText();
  return Number(text.split(' of ')[1]!.replace(/,/g, ''));
}

test('an admin filters orders by status and by a date preset', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/#\/orders/);
  // The list's own default, the 7 days ending today, reads as its dates; Last 7 Days ends yesterday.
  await expect(period(page)).toHaveText(/^[A-Z][a-z]{2} \d+ – /);
  await period(page).click();
  await page.getByRole('option', { name: 'Last 7 Days' }).click();
  await expect(period(page)).toHaveText('Last 7 Days');
  await expect(rows(page).first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/orders-desktop.png' });
  await expectAccessible(page);
  const lastWeek = await total(page);

  // By status: every row is then Confirmed.
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'Confirmed' }).click();
  await expect(page).toHaveURL(/%22status%22%3A2/);
  // The status column holds the order's status chip, with the payment's status under it.
  await expect.poll(async () => (await rows(page).locator('td.column-status .MuiChip-label').allInnerTexts()).every((text) => text === 'Confirmed')).toBe(true);

  // A wider preset finds more; No Filters more still.
  await page.getByLabel('Period').click();
  await page.getByRole('option', { name: 'Last 30 Days' }).click();
  await expect.poll(() => total(page)).toBeGreaterThan(0);
  const lastMonth = await total(page);
  expect(lastMonth).toBeGreaterThan(0);
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await expect.poll(() => total(page)).toBeGreaterThan(lastMonth);
  await page.getByLabel('Period').click();
  await page.getByRole('option', { name: 'No Filters' }).click();
  await expect(page).not.toHaveURL(/startDate/);
  await expect.poll(() => total(page)).toBeGreaterThan(lastWeek);
});

test('Custom opens a calendar and filters only once the end date is chosen', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/orders');
  await expect(rows(page).first()).toBeVisible();
  const today = new Date();
  const day = (n: number) => `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(n).padStart(2, '0')}`;
  await page.getByLabel('Period').click();
  await page.getByRole('option', { name: 'Custom' }).click();
  const calendar = page.getByRole('dialog', { name: 'Choose the dates' });
  await expect(calendar.getByText('Choose the first day')).toBeVisible();
  await calendar.getByRole('gridcell', { name: '1', exact: true }).click();
  // Only the start is chosen: nothing is emitted yet.
  await expect(calendar.getByText(/choose the last day$/)).toBeVisible();
  await expect(page).not.toHaveURL(new RegExp(encodeURIComponent(day(1))));
  await calendar.getByRole('gridcell', { name: String(today.getDate()), exact: true }).click();
  await expect(calendar).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`${encodeURIComponent(`"startDate":"${day(1)}"`)}.*${encodeURIComponent(`"endDate":"${day(today.getDate())}"`)}|${encodeURIComponent(`"endDate":"${day(today.getDate())}"`)}.*${encodeURIComponent(`"startDate":"${day(1)}"`)}`));
  // The field shows the chosen dates, not just "Custom" ("Nov 1 – 24"); on the 1st of a month the
  // range is today alone, which the field names as its preset.
  await expect(page.getByLabel('Period')).toHaveText(today.getDate() === 1 ? 'Today' : formatDayRange(day(1), day(today.getDate())));
  await expectAccessible(page);
});

test('an admin re-checks a pending payment and sees the new status in the timeline', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  // The orders whose latest payment is Pending, over the whole year, oldest first: one of the demo
  // data's, not one that another spec placed on this worker's server a moment ago.
  await page.goto(`/#/orders?filter=${encodeURIComponent(JSON.stringify({ paymentStatus: 4 }))}&sort=createdAt&order=ASC`);
  await page.getByLabel('Period').click();
  await page.getByRole('option', { name: 'No Filters' }).click();
  await expect(rows(page).first()).toContainText('Pending');
  const customer = (await rows(page).first().locator('td.column-customer').innerText()).split('\n')[0]!.trim();
  await openFirstRow(page, /#\/orders\/\d+\/show$/);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Re-check payment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/^Payment re-checked: payment (Success|Failed)/)).toBeVisible();
  await expect(page.getByText(/^Payment status: Pending → (Success|Failed)$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/order-show.png', fullPage: true });

  // The customer's page lists the order among their purchases.
  // The title is written into the app bar by a portal, a moment after the page: read once it is there.
  await expect(page.locator('#react-admin-title')).toHaveText(/^Order ORD-\d+$/);
  const number = (await page.locator('#react-admin-title').innerText()).replace(/^Order /, '');
  await page.getByRole('link', { name: customer }).click();
  await expect(page).toHaveURL(/#\/users\/customers\/\d+\/show$/);
  await page.getByRole('tab', { name: 'Orders' }).click();
  await expect(page.getByRole('cell', { name: number })).toBeVisible();
  await page.getByRole('tab', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('table', { name: 'Subscriptions' }).or(page.getByText('No subscriptions yet.'))).toBeVisible();
  await expectAccessible(page);
});

test('an admin exports the filtered orders as CSV', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/orders');
  await expect(rows(page).first()).toBeVisible();
  const expected = await total(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await (await download).path();
  const lines = (await fs.readFile(file, 'utf8')).trim().split(/\r?\n/);
  expect(lines[0]).toMatch(/number/i);
  expect(lines).toHaveLength(expected + 1);
});

test('a search matching more orders than the server counts says "more than" and still pages on', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/orders');
  await page.getByLabel('Period').click();
  await page.getByRole('option', { name: 'No Filters' }).click();
  // As a person would, the search is typed once the list shows every order.
  // Every demo order, and any a test placed (orderPlacement.spec.ts).
  await expect(page.getByText(/^1-25 of 20,\d{3}$/)).toBeVisible();
  // Every customer's e-mail has an "@": all 20,000 demo orders match, past the 10,000 counted.
  await page.getByLabel('Order number or e-mail').fill('@');
  await expect(page.getByText('1-25 of more than 25')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  await page.screenshot({ path: 'test-results/screens/orders-more-than.png' });
  await expectAccessible(page);
  const first = await rows(page).first().locator('td.column-number').innerText();
  await page.getByRole('button', { name: 'Go to next page' }).click();
  await expect(page.getByText('26-50 of more than 50')).toBeVisible();
  await expect(rows(page).first().locator('td.column-number')).not.toHaveText(first);
  await page.getByRole('button', { name: 'Go to previous page' }).click();
  await expect(page.getByText('1-25 of more than 25')).toBeVisible();
});

test('an editor is refused the orders', async ({ page }) => {
  await signInAt(page, demoAccounts.editor, '/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied!' })).toBeVisible();
});

test.describe('below 768px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the orders list is a simple list', async ({ page }) => {
    await signInAt(page, demoAccounts.admin, '/orders');
    await expect(page.getByRole('link', { name: /^ORD-/ }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/orders-narrow.png' });
    await expectAccessible(page);
  });
});

/** The business day of an instant, as the server dates orders (console settings' time zone). */
async function businessDay(request: APIRequestContext, instant: string | Date): Promise<string> {
  const { timeZone } = (await (await request.get('/data/console-settings')).json()) as { timeZone: string };
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(instant));
}

test("today's orders are on the list as it opens, its period the 7 days ending today; a period that hides a match says so and widens", async ({
  page,
  request,
}) => {
  const latest = await latestOrder(request);
  // The demo's newest order is 20 minutes old: only just after midnight is it yesterday's.
  test.skip((await businessDay(request, latest.createdAt)) !== (await businessDay(request, new Date())), 'no demo order is dated today yet');
  await signIn(page, demoAccounts.admin);
  await page.getByRole('menuitem', { name: 'Orders' }).click();
  await expect(rows(page).first().locator('td.column-number')).toHaveText(latest.number);
  // The period is a range of no preset, shown as its dates: the 7 days ending today.
  const today = await businessDay(request, new Date());
  const weekStart = new Date(Date.parse(today) - 6 * 86_400_000).toISOString().slice(0, 10);
  await expect(period(page)).toHaveText(formatDayRange(weekStart, today));

  // Yesterday holds none of today's orders: the order's number finds nothing, and the list says the period is why.
  await period(page).click();
  await page.getByRole('option', { name: 'Yesterday', exact: true }).click();
  await expect(period(page)).toHaveText('Yesterday');
  await page.getByRole('textbox', { name: 'Order number or e-mail' }).fill(latest.number);
  await expect(page.getByRole('status').getByText('No orders in this period.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Search all dates' }).click();
  await expect(rows(page).first().locator('td.column-number')).toHaveText(latest.number);
  await expect(period(page)).toHaveText('No Filters');
  // The search stays: only the period went.
  await expect(page.getByRole('textbox', { name: 'Order number or e-mail' })).toHaveValue(latest.number);
});

test("the command palette finds today's order whatever the list's period", async ({ page, request }) => {
  const latest = await latestOrder(request);
  await signInAt(page, demoAccounts.admin, '/orders');
  await period(page).click();
  await page.getByRole('option', { name: 'Yesterday', exact: true }).click();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: 'Search records, screens and actions' }).fill(latest.number);
  await page.getByRole('group', { name: 'Orders' }).getByRole('option', { name: new RegExp(latest.number) }).click();
  await expect(page).toHaveURL(new RegExp(`#/orders/${latest.id}/show$`));
});
