import type { Page } from '@playwright/test';
import { animationsEnded, demoAccounts, expect, expectAccessible, signIn, signInAt, test } from './support';

const screens = 'test-results/screens';
const DAY = 86_400_000;
/** A calendar day `days` before now, in the e2e server's TIME_ZONE (UTC). */
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

/** A key figure's card by its name; its value is the paragraph under the name. */
const kpi = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const chart = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Waits for the next GET of `path` and answers its query. */
async function nextQuery(page: Page, path: string, act: () => Promise<void>): Promise<URLSearchParams> {
  const [request] = await Promise.all([page.waitForRequest((request) => new URL(request.url()).pathname === path), act()]);
  return new URL(request.url()).searchParams;
}

test('an admin reads the visitors over a preset, the figures behind a chart, and weekly active users', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await page.getByRole('menuitem', { name: 'Analytics' }).click();
  await page.getByRole('menuitem', { name: 'Visitor' }).click();
  await expect(page).toHaveURL(/#\/analytics\/visitor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Visitor' })).toBeVisible();
  await expect(page.getByLabel('Period')).toHaveText('Last 7 Days');
  await expect(kpi(page, 'Visitors').getByText(/^[\d,]+$/)).toBeVisible();
  await expect(kpi(page, 'Visitors').getByText('vs previous period')).toBeVisible();
  for (const title of ['Visitors by day', 'Active users', 'Visitors by device', 'Visitors by platform', 'Top app versions']) {
    await expect(chart(page, title).getByRole('img')).toBeVisible();
  }
  await expect(chart(page, 'Visitors by day').getByText('Legend')).toBeVisible();
  await animationsEnded(page);
  await page.screenshot({ path: `${screens}/analytics-visitor.png`, fullPage: true });
  await expectAccessible(page);

  // Last 30 Days asks for the 30 days that end yesterday, and the table under the chart has one row a day.
  const query = await nextQuery(page, '/api/analytics/visitors/statistics', async () => {
    await page.getByLabel('Period').click();
    await page.getByRole('option', { name: 'Last 30 Days' }).click();
  });
  expect([query.get('startDate'), query.get('endDate')]).toEqual([daysAgo(30), daysAgo(1)]);
  const byDay = chart(page, 'Visitors by day');
  await byDay.getByRole('button', { name: 'Show figures' }).click();
  await expect(byDay.getByRole('table').locator('tbody tr')).toHaveCount(30);
  await expectAccessible(page);

  const weekly = await nextQuery(page, '/api/analytics/users/active', () => chart(page, 'Active users').getByRole('button', { name: 'Weekly' }).click());
  expect(weekly.get('result')).toBe('weekly');
  await expect(chart(page, 'Active users').getByRole('button', { name: 'Weekly' })).toHaveAttribute('aria-pressed', 'true');
});

test('an admin reads revenue, narrows it to a category and sorts the categories by name', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/analytics/revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
  await expect(kpi(page, 'Orders today').getByText(/^[\d,]+$/)).toBeVisible();
  await expect(kpi(page, 'Sales').getByText(/^[\d,]+$/)).toBeVisible();
  await expect(kpi(page, 'Revenue').getByText(/\d/).first()).toBeVisible();
  for (const title of ['Revenue by day', 'Orders by status', 'Orders by purchase type', 'Book purchases by category']) {
    await expect(chart(page, title).getByRole('img')).toBeVisible();
  }
  const categories = chart(page, 'Categories');
  await expect(categories.locator('tbody tr').first()).toBeVisible();
  await animationsEnded(page);
  await page.screenshot({ path: `${screens}/analytics-revenue.png`, fullPage: true });
  await expectAccessible(page);

  // Sorting by name sends the sort in the list's paginationRequest.
  const [sorted] = await Promise.all([
    page.waitForRequest((request) => request.url().endsWith('/api/analytics/categories/list') && request.postDataJSON().paginationRequest.sortBy === 'name'),
    categories.getByRole('button', { name: 'Category' }).click(),
  ]);
  expect(sorted.postDataJSON().paginationRequest).toMatchObject({ page: 0, size: 10, sortBy: 'name', sortDirection: 'DESC' });

  // One category: the doughnut and the table narrow to it.
  const share = chart(page, 'Book purchases by category');
  await share.getByRole('combobox', { name: 'Category' }).click();
  const option = page.getByRole('option').nth(1);
  const name = await option.innerText();
  const query = await nextQuery(page, '/api/analytics/categories', () => option.click());
  expect(Number(query.get('category'))).toBeGreaterThan(0);
  await expect(categories.locator('tbody tr')).toHaveCount(1);
  await expect(categories.locator('tbody tr th')).toHaveText(name);
});

test('an admin searches the screen-event categories', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/analytics/event');
  await expect(page.getByRole('heading', { level: 1, name: 'Event' })).toBeVisible();
  await expect(kpi(page, 'Screen views').getByText(/^[\d,]+$/)).toBeVisible();
  await expect(chart(page, 'Screen views and events by day').getByRole('img')).toBeVisible();
  const top = chart(page, 'Top screens and actions, last 30 days');
  await expect(top.getByRole('rowheader', { name: 'reading' })).toBeVisible();

  // One request once typing stops, not one per key.
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/screen-event/category/search')) requests.push(request.url());
  });
  await chart(page, 'Screen-event categories, last 30 days').getByLabel('Search categories').pressSequentially('read', { delay: 30 });
  await expect(top.locator('tbody tr')).toHaveCount(1);
  await expect(top.getByRole('rowheader', { name: 'reading' })).toBeVisible();
  expect(requests.map((url) => new URL(url).searchParams.get('category'))).toEqual(['read']);
  await animationsEnded(page);
  await page.screenshot({ path: `${screens}/analytics-event.png`, fullPage: true });
  await expectAccessible(page);

  await chart(page, 'Screen-event categories, last 30 days').getByLabel('Search categories').fill('nothing-like-this');
  await expect(top.getByText('No category matches this search')).toBeVisible();
});

test('an editor who opens an analytics page gets Access denied, and the API refuses them', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await expect(page.getByRole('menuitem', { name: 'Visitor' })).toHaveCount(0);
  await page.goto('/#/analytics/revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied!' })).toBeVisible();
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').access_token as string);
  const response = await page.request.get(`/api/analytics/sales?startDate=${daysAgo(7)}&endDate=${daysAgo(1)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(403);
});

test.describe('390px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the analytics pages fit the screen', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    for (const [path, title] of [['visitor', 'Visitors by day'], ['revenue', 'Revenue by day'], ['event', 'Screen views and events by day']]) {
      await page.goto(`/#/analytics/${path}`);
      await expect(chart(page, title!).getByRole('img')).toBeVisible();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth <= document.scrollingElement!.clientWidth)).toBe(true);
      await animationsEnded(page);
  await page.screenshot({ path: `${screens}/analytics-${path}-390.png`, fullPage: true });
    }
    await expectAccessible(page);
  });
});

const orderStatusNames = ['Initiated', 'Confirmed', 'Payment Failed', 'Refunded', 'Cancelled', 'Processing', 'Payment Cancelled', 'Partially refunded'];

for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
  test(`at ${viewport.width}px every bar of Orders by status is named in full`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInAt(page, demoAccounts.admin, '/analytics/revenue');
    const byStatus = chart(page, 'Orders by status');
    await expect(byStatus.getByRole('img')).toBeVisible();
    const labels = byStatus.locator('.MuiChartsAxis-tickLabel');
    for (const name of orderStatusNames) await expect(labels.filter({ hasText: new RegExp(`^${name}$`) }), name).toBeVisible();
    // Each name lies within the chart, clear of the next one.
    const chartBox = (await byStatus.getByRole('img').boundingBox())!;
    const boxes = await labels.filter({ hasText: /^[A-Z]/ }).evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect()).map(({ left, top, bottom }) => ({ left, top, bottom })));
    expect(boxes).toHaveLength(orderStatusNames.length);
    for (const box of boxes) expect(box.left).toBeGreaterThanOrEqual(chartBox.x);
    for (let index = 1; index < boxes.length; index++) expect(boxes[index]!.top).toBeGreaterThanOrEqual(boxes[index - 1]!.bottom);
    await animationsEnded(page);
    await byStatus.screenshot({ path: `${screens}/analytics-orders-by-status-${viewport.width}.png` });
  });
}

test('the day ticks of Revenue by day read whole, the last day of the period included', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/analytics/revenue');
  const byDay = chart(page, 'Revenue by day');
  await expect(byDay.getByRole('img')).toBeVisible();
  const ticks = byDay.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
  const yesterday = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(Date.now() - DAY));
  await expect(ticks.last()).toHaveText(yesterday);
  for (const label of await ticks.allTextContents()) expect(label).not.toContain('…');
});

test('a period that ends today draws today apart as "Today so far", in the revenue and the visitors', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/analytics/revenue');
  const byDay = chart(page, 'Revenue by day');
  await expect(byDay.getByRole('img')).toBeVisible();
  // Last 7 Days ends yesterday: nothing is partial.
  await expect(byDay.getByRole('listitem').filter({ hasText: 'Today so far' })).toHaveCount(0);

  // No Filters ends today.
  await page.getByLabel('Period').click();
  await page.getByRole('option', { name: 'No Filters' }).click();
  await expect(byDay.getByRole('listitem').filter({ hasText: 'Today so far' })).toBeVisible();
  await expect(byDay.locator('svg path.MuiLineChart-line[data-series$="-so-far"]').first()).toBeAttached();
  await byDay.getByRole('button', { name: 'Show figures' }).click();
  await expect(byDay.getByRole('table').locator('tbody tr').last().locator('th')).toHaveText(/\(so far\)$/);

  await page.goto('/#/analytics/visitor');
  await page.getByLabel('Period').click();
  await page.getByRole('option', { name: 'No Filters' }).click();
  const visitors = chart(page, 'Visitors by day');
  await expect(visitors.getByRole('listitem').filter({ hasText: 'Today so far' })).toBeVisible();
  await expect(chart(page, 'Active users').getByRole('listitem').filter({ hasText: 'Today so far' })).toBeVisible();
});

test('Active users follows the chosen period', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const first = await nextQuery(page, '/api/analytics/users/active', () => page.goto('/#/analytics/visitor').then(() => undefined));
  expect([first.get('startDate'), first.get('endDate')]).toEqual([daysAgo(7), daysAgo(1)]);
  await expect(chart(page, 'Active users').getByRole('img')).toBeVisible();

  const last30 = await nextQuery(page, '/api/analytics/users/active', async () => {
    await page.getByLabel('Period').click();
    await page.getByRole('option', { name: 'Last 30 Days' }).click();
  });
  expect([last30.get('result'), last30.get('startDate'), last30.get('endDate')]).toEqual(['daily', daysAgo(30), daysAgo(1)]);
  const activeUsers = chart(page, 'Active users');
  await activeUsers.getByRole('button', { name: 'Show figures' }).click();
  await expect(activeUsers.getByRole('table').locator('tbody tr')).toHaveCount(30);

  const weekly = await nextQuery(page, '/api/analytics/users/active', () => activeUsers.getByRole('button', { name: 'Weekly' }).click());
  expect([weekly.get('result'), weekly.get('startDate'), weekly.get('endDate')]).toEqual(['weekly', daysAgo(30), daysAgo(1)]);
  await expect(activeUsers.getByText('Weeks count only their days within the period.')).toBeVisible();
});

test('Today, not over yet, is not compared with the whole of yesterday', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/analytics/visitor');
  await expect(kpi(page, 'Visitors').getByText('vs previous period')).toBeVisible();
  await page.getByLabel('Period').click();
  await page.getByRole('option', { name: 'Today', exact: true }).click();
  await expect(kpi(page, 'Visitors').getByText('Compared with the period before once today is over')).toBeVisible();
  await expect(page.getByText('vs previous period')).toHaveCount(0);
});
