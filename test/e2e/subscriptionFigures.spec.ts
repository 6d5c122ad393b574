import type { Page } from '@playwright/test';
import { animationsEnded, demoAccounts, expect, expectAccessible, signIn, signInAt, test } from './support';

const DAY = 86_400_000;
/** A calendar day `days` before now, in the e2e server's TIME_ZONE (UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);
/** A card of the page by its title. */
const section = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const figuresPath = '/api/analytics/subscriptions';

/** The page's width and the window's: nothing reaches past the window. */
const widths = (page: Page) => page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));

test('an admin reads MRR, its movements and the customers behind one, and the cohorts, at 1280 and at 390', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, demoAccounts.admin);
  // The dashboard shows MRR beside the revenue, at the end of its 7 days, asked for once the dashboard has answered.
  await expect(section(page, 'MRR, end of the last 7 days').getByText(/^\$[\d,.]+$/)).toBeVisible();
  await expect(section(page, 'MRR, end of the last 7 days').getByText(/over the last 7 days$/)).toBeVisible();
  // Analytics > Subscriptions (the menu's other "Subscriptions" is the plans' list).
  const menu = page.getByRole('menu', { name: 'Main menu' });
  await expect(async () => {
    const group = menu.getByRole('menuitem', { name: 'Analytics' });
    if ((await group.getAttribute('aria-expanded')) === 'false') await group.click();
    await page.locator('#menu-group-analytics').getByRole('menuitem', { name: 'Subscriptions' }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(/#\/analytics\/subscriptions$/, { timeout: 2_000 });
  }).toPass();
  await expect(page.getByRole('heading', { level: 1, name: 'Subscriptions' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Period' })).toHaveText('Last 7 Days');
  await expect(page.getByRole('combobox', { name: 'Amounts in' })).toHaveText('As paid');

  // No Filters: the longest range the analytics answer, ending today, for every view.
  const asked: URL[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(figuresPath) && request.method() === 'GET') asked.push(url);
  });
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'No Filters' }).click();
  const mrrCard = section(page, 'MRR on the last day');
  await expect(mrrCard.getByText(/\d/).first()).toBeVisible();
  await expect
    .poll(() => asked.filter((url) => url.searchParams.get('startDate') === daysAgo(730)).map((url) => url.pathname.slice(figuresPath.length)).sort())
    .toEqual(['/churn', '/cohorts', '/movements', '/mrr', '/plans']);
  for (const url of asked.filter((url) => url.searchParams.get('startDate') === daysAgo(730))) expect(url.searchParams.get('endDate')).toBe(daysAgo(0));

  // A reporting currency: MRR and its movements are asked for again, converted; the other views stay as paid.
  asked.length = 0;
  await page.getByRole('combobox', { name: 'Amounts in' }).click();
  await page.getByRole('option', { name: 'EUR' }).click();
  await expect
    .poll(() => asked.map((url) => `${url.pathname.slice(figuresPath.length)} ${url.searchParams.get('reportingCurrency')}`).sort())
    .toEqual(['/movements EUR', '/mrr EUR']);
  await page.getByRole('combobox', { name: 'Amounts in' }).click();
  await page.getByRole('option', { name: 'As paid' }).click();
  await expect(page.getByRole('combobox', { name: 'Amounts in' })).toHaveText('As paid');

  await expect(section(page, 'MRR by day').getByRole('img')).toBeVisible();
  await expect(section(page, 'MRR movements by month').getByRole('img')).toBeVisible();
  const movements = section(page, 'MRR movements over the period');
  for (const kind of ['New', 'Reactivated', 'Expansion', 'Contraction', 'Churned', 'Net']) {
    await expect(movements.getByRole('rowheader', { name: kind, exact: true })).toBeVisible();
  }
  const cohorts = section(page, 'Cohort retention');
  await expect(cohorts.getByRole('table').getByRole('rowheader').first()).toBeVisible();
  await expect(cohorts.getByRole('cell', { name: /^\d+(\.\d)?%$/ }).first()).toBeVisible();
  await expect(section(page, 'Churn by month').getByRole('table')).toBeVisible();
  await expect(section(page, 'ARPU and lifetime value by plan').getByRole('rowheader', { name: 'All plans' }).first()).toBeVisible();
  await animationsEnded(page);
  await expectAccessible(page);
  expect((await widths(page)).page).toBeLessThanOrEqual(1280);

  // The customers behind the new subscriptions: the movements' list of that kind over the same range, a page at a time.
  const [listed] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(`${figuresPath}/movements/list`)),
    movements.getByRole('button', { name: 'Show the customers: New' }).click(),
  ]);
  expect(listed.postDataJSON()).toEqual({
    startDate: daysAgo(730),
    endDate: daysAgo(0),
    kind: 'new',
    paginationRequest: { page: 0, size: 10, sortBy: 'day', sortDirection: 'DESC' },
  });
  const dialog = page.getByRole('dialog', { name: 'Customers: New' });
  await expect(dialog.getByRole('table').locator('tbody tr')).toHaveCount(10);
  await expect(dialog.getByRole('link').first()).toHaveAttribute('href', /^#\/users\/customers\/\d+\/show$/);
  await expectAccessible(page);
  const [next] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith(`${figuresPath}/movements/list`)),
    dialog.getByRole('button', { name: 'Go to next page' }).click(),
  ]);
  expect(next.postDataJSON()).toMatchObject({ kind: 'new', paginationRequest: { page: 1, size: 10 } });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  // On a phone (opened afresh: the desktop's open menu would be the phone's open drawer): every table as blocks that fit the window.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await page.getByRole('combobox', { name: 'Period' }).click();
  await page.getByRole('option', { name: 'No Filters' }).click();
  await expect(movements.getByRole('list')).toBeVisible();
  await expect(cohorts.getByRole('list')).toBeVisible();
  await expect(mrrCard.getByText(/\d/).first()).toBeVisible();
  await animationsEnded(page);
  const phone = await widths(page);
  expect(phone.page).toBeLessThanOrEqual(phone.window);
  await expectAccessible(page);
  await movements.getByRole('button', { name: 'Show the customers: Churned' }).click();
  await expect(page.getByRole('dialog', { name: 'Customers: Churned' }).getByRole('listitem').first()).toBeVisible();
  await expectAccessible(page);
});

test('an admin sets an exchange rate, reads MRR converted with it, and removes it after a confirmation', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAt(page, demoAccounts.admin, '/analytics/subscriptions');
  const rates = section(page, 'Exchange rates');
  await rates.getByRole('combobox', { name: 'Currency' }).click();
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await rates.getByRole('combobox', { name: 'Into' }).click();
  await page.getByRole('option', { name: 'USD', exact: true }).click();
  await rates.getByRole('button', { name: 'Set rate' }).click();
  await expect(rates.getByText('A currency is worth itself: choose another')).toBeVisible();
  await rates.getByRole('combobox', { name: 'Into' }).click();
  await page.getByRole('option', { name: 'EUR', exact: true }).click();
  // The demo's prices are in dollars: a rate from a year ago converts every day of the period.
  await rates.getByLabel('From').fill(daysAgo(400));
  await rates.getByRole('textbox', { name: 'Rate: 1 USD in EUR' }).fill('0.5');
  await rates.getByRole('button', { name: 'Set rate' }).click();
  await expect(page.getByText('Rate set: the figures are converted with it')).toBeVisible();
  await expect(rates.getByRole('listitem').filter({ hasText: /^1 USD = 0\.5 EUR from / })).toBeVisible();

  const mrr = section(page, 'MRR on the last day');
  // The figure and its change share a line ("$12,618.50 -0.1%"): the amount is what starts it.
  const amountOf = async (symbol: string) => {
    const line = mrr.getByText(new RegExp(`^\\${symbol}[\\d,]+\\.\\d\\d`)).first();
    await expect(line).toBeVisible();
    return Number(new RegExp(`^\\${symbol}([\\d,]+\\.\\d\\d)`).exec((await line.textContent())!)![1]!.replace(/,/g, ''));
  };
  const dollars = await amountOf('$');
  await page.getByRole('combobox', { name: 'Amounts in' }).click();
  await page.getByRole('option', { name: 'EUR', exact: true }).click();
  // Half, give or take the rounding of each amount converted.
  await expect(async () => expect(Math.abs((await amountOf('€')) - dollars / 2)).toBeLessThan(0.05)).toPass();
  await expectAccessible(page);

  await rates.getByRole('button', { name: /^Remove 1 USD = 0\.5 EUR from / }).click();
  await page.getByRole('dialog', { name: 'Remove this rate?' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(rates.getByText('No rate set yet: amounts are shown as paid.')).toBeVisible();
});
