import type { Page } from '@playwright/test';
import type { CommerceDashboard, ContentDashboard, Dashboard } from '../../contract/dashboard';
import { animationsEnded, demoAccounts, expect, expectAccessible, signIn, test } from './support';

const phone = { width: 390, height: 844 };

/** Signs in and answers the body of the dashboard call the console made on arriving. */
async function signInToDashboard(page: Page, email: string): Promise<Dashboard> {
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/dashboard' && response.ok());
  await signIn(page, email);
  return (await (await answer).json()) as Dashboard;
}

const count = (value: number) => value.toLocaleString('en-US');
const money = (amount: number, currency: string) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount / 100);
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth)).toBeLessThanOrEqual(0);
}

test('an admin sees the figures, the revenue chart and the newest orders, and opens one', async ({ page }) => {
  const dashboard = (await signInToDashboard(page, demoAccounts.admin)) as CommerceDashboard;
  expect(dashboard.view).toBe('commerce');
  const { today, period, recentOrders, pendingPayments } = dashboard;

  await expect(card(page, 'Sales today')).toContainText(count(today.sales));
  await expect(card(page, 'Orders today')).toContainText(count(today.orders));
  await expect(card(page, 'Active users today')).toContainText(count(today.activeUsers));
  for (const { amount, currency } of today.revenue) await expect(card(page, 'Revenue today')).toContainText(money(amount, currency));

  await expect(page.getByText(/^Last 7 days, .+ compared with the 7 days before/)).toBeVisible();
  await expect(card(page, 'Sales, last 7 days')).toContainText(count(period.sales));
  await expect(card(page, 'Sales, last 7 days')).toContainText('vs the 7 days before');
  await expect(card(page, 'Orders, last 7 days')).toContainText(count(period.orders));
  await expect(card(page, 'Active users, last 7 days')).toContainText(count(period.activeUsers));
  for (const { amount, currency } of period.revenue) await expect(card(page, 'Revenue, last 7 days')).toContainText(money(amount, currency));

  // The chart, its legend (one line per currency) and its figures, a row per day.
  const chart = card(page, 'Revenue, last 30 days');
  await expect(chart.getByRole('img', { name: /^Chart: Revenue, last 30 days/ })).toBeVisible();
  await expect(chart.locator('svg path').first()).toBeAttached();
  const currencies = new Set(dashboard.revenueSeries.flatMap((day) => day.revenue.map((item) => item.currency)));
  expect(currencies.size).toBeGreaterThan(0);
  for (const currency of currencies) await expect(chart.getByRole('listitem').filter({ hasText: currency })).toBeVisible();
  await chart.getByRole('button', { name: 'Show figures' }).click();
  await expect(chart.getByRole('table').locator('tbody tr')).toHaveCount(dashboard.revenueSeries.length);

  const orders = card(page, 'Recent orders');
  expect(recentOrders.length).toBeGreaterThan(0);
  await expect(orders.getByRole('columnheader')).toHaveText(['Order', 'Customer', 'Amount', 'Status', 'Placed at']);
  await expect(orders.locator('tbody tr')).toHaveCount(recentOrders.length);
  const newest = recentOrders[0]!;
  await expect(orders.locator('tbody tr').first()).toContainText(newest.customerName);
  await expect(orders.locator('tbody tr').first()).toContainText(money(newest.amount, newest.currency));

  await expect(card(page, 'Pending payments')).toContainText(count(pendingPayments.count));
  await expectAccessible(page);
  await animationsEnded(page);
  await page.screenshot({ path: 'test-results/screens/dashboard-admin.png', fullPage: true });

  await orders.getByRole('link', { name: `Order ${newest.number}` }).click();
  await expect(page).toHaveURL(new RegExp(`#/orders/${newest.id}/show$`));
  await expect(page.getByText(newest.number).first()).toBeVisible();
});

test('an editor sees the content figures and no revenue or order at all', async ({ page }) => {
  const dashboard = await signInToDashboard(page, demoAccounts.editor);
  expect(dashboard.view).toBe('content');
  expect(Object.keys(dashboard).sort()).toEqual(['activeAlerts', 'activeBanners', 'books', 'magazines', 'view']);
  const content = dashboard as ContentDashboard;

  for (const [name, counts] of [['Books', content.books], ['Magazines', content.magazines]] as const) {
    await expect(card(page, name)).toContainText(`Enabled${count(counts.E)}`);
    await expect(card(page, name)).toContainText(`Disabled${count(counts.D)}`);
  }

  for (const [name, items, link, href] of [
    ['Active banners', content.activeBanners, 'Manage banners', '#/ui/banners'],
    ['Active alerts', content.activeAlerts, 'Manage alerts', '#/ui/alerts'],
  ] as const) {
    for (const title of items.titles) await expect(card(page, name)).toContainText(title);
    if (items.count > 0) await expect(card(page, name)).toContainText(`${count(items.count)} `);
    await expect(card(page, name).getByRole('link', { name: link })).toHaveAttribute('href', href);
  }

  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/revenue|orders?\b|sales/i);
  await expectAccessible(page);
  await animationsEnded(page);
  await page.screenshot({ path: 'test-results/screens/dashboard-editor.png', fullPage: true });

  await card(page, 'Active banners').getByRole('link', { name: 'Manage banners' }).click();
  await expect(page).toHaveURL(/#\/ui\/banners/);
});

for (const [who, email] of [
  ['admin', demoAccounts.admin],
  ['editor', demoAccounts.editor],
] as const) {
  test(`on a phone the ${who}'s dashboard fits the screen width`, async ({ page }) => {
    await page.setViewportSize(phone);
    const dashboard = await signInToDashboard(page, email);
    if (dashboard.view === 'commerce') {
      await expect(card(page, 'Revenue, last 30 days').getByRole('img', { name: /^Chart:/ })).toBeVisible();
      // Five columns do not fit: the newest orders are a list there.
      await expect(card(page, 'Recent orders').getByRole('listitem').first()).toBeVisible();
    } else {
      await expect(card(page, 'Active banners')).toBeVisible();
    }
    await expectNoHorizontalOverflow(page);
    await expectAccessible(page);
    await animationsEnded(page);
    await page.screenshot({ path: `test-results/screens/dashboard-${who}-390.png`, fullPage: true });
  });
}

test("the feed is not an editor's area: their dashboard shows no feed card, and the API sends them no feed entry", async ({ page }) => {
  const dashboard = await signInToDashboard(page, demoAccounts.editor);
  expect(dashboard).not.toHaveProperty('recentFeedEntries');
  await expect(card(page, 'Active banners')).toBeVisible();
  await expect(card(page, 'Recent feed entries')).toHaveCount(0);
  await expect(page.getByText(/feed/i)).toHaveCount(0);
});

/** "Nov 24": a calendar day as the chart's axis names it. */
const shortDay = (day: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

test('the revenue chart draws today, not over yet, apart: dashed, named "Today so far", never as a drop', async ({ page }) => {
  const { today, revenueSeries } = (await signInToDashboard(page, demoAccounts.superAdmin)) as CommerceDashboard;
  expect(revenueSeries.at(-1)!.date).toBe(today.date);
  const chart = card(page, 'Revenue, last 30 days');
  await expect(chart.getByRole('img', { name: /^Chart:/ })).toBeVisible();

  // Each currency's last segment, to today, is a line of its own, dashed.
  const soFar = chart.locator('svg path.MuiLineChart-line[data-series$="-so-far"]');
  await expect(soFar.first()).toBeAttached();
  expect(await soFar.first().evaluate((path) => getComputedStyle(path).strokeDasharray)).not.toBe('none');
  expect(await chart.locator('svg path.MuiLineChart-line:not([data-series$="-so-far"])').first().evaluate((path) => getComputedStyle(path).strokeDasharray)).toBe('none');
  await expect(chart.getByRole('listitem').filter({ hasText: 'Today so far' })).toBeVisible();

  await chart.getByRole('button', { name: 'Show figures' }).click();
  await expect(chart.getByRole('table').locator('tbody tr').last().locator('th')).toHaveText(/\(so far\)$/);
  await expect(chart.getByRole('table').locator('tbody tr').first().locator('th')).not.toHaveText(/so far/);
});

for (const viewport of [{ width: 1280, height: 800 }, phone]) {
  test(`at ${viewport.width}px the revenue chart's day ticks read whole, the latest day included`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const { today } = (await signInToDashboard(page, demoAccounts.admin)) as CommerceDashboard;
    const chart = card(page, 'Revenue, last 30 days');
    await expect(chart.getByRole('img', { name: /^Chart:/ })).toBeVisible();
    const ticks = chart.locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel');
    await expect(ticks.last()).toHaveText(shortDay(today.date));
    const labels = await ticks.allTextContents();
    expect(labels.length).toBeGreaterThan(2);
    for (const label of labels) expect(label).toMatch(/^[A-Z][a-z]{2} \d{1,2}$/);
    // None overlaps the next.
    const boxes = await ticks.evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    for (let index = 1; index < boxes.length; index++) expect(boxes[index]!.left).toBeGreaterThan(boxes[index - 1]!.right);
  });
}

for (const viewport of [phone, { width: 600, height: 900 }]) {
  test(`at ${viewport.width}px the key figures sit two to a row, and the first screen shows them all and the next card's title`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signInToDashboard(page, demoAccounts.superAdmin);
    // Whatever the name's length: the welcome keeps to one line (the demo data's names are random).
    const { id, access_token: token } = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!) as { id: number; access_token: string });
    const headers = { authorization: `Bearer ${token}` };
    const rename = async (name: string) => {
      // The page's context holds the session cookie, so a change carries the XSRF header too (docs/api.md "XSRF").
      const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
      const answer = await page.request.put('/api/users/profile', { data: { name }, headers: { ...headers, 'x-xsrf-token': xsrf } });
      expect(answer.status()).toBe(200);
    };
    const fullName = ((await (await page.request.get(`/api/users/profile/${id}`, { headers })).json()) as { name: string }).name;
    await rename('Professor Maximiliane Alexandrina von Hohenzollern-Sigmaringen');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: /Hohenzollern-Sigmaringen/ })).toBeVisible();
    await expect(card(page, 'Sales today')).toBeVisible();
    const names = ['Sales today', 'Revenue today', 'Orders today', 'Active users today', 'Sales, last 7 days', 'Revenue, last 7 days', 'Orders, last 7 days', 'Active users, last 7 days'];
    const boxes = [];
    for (const name of names) boxes.push((await card(page, name).boundingBox())!);
    for (let pair = 0; pair < names.length; pair += 2) {
      expect(boxes[pair]!.y, `${names[pair]} and ${names[pair + 1]} side by side`).toBe(boxes[pair + 1]!.y);
      expect(boxes[pair]!.x + boxes[pair]!.width).toBeLessThanOrEqual(boxes[pair + 1]!.x);
    }
    for (const [index, box] of boxes.entries()) expect(box.y + box.height, `${names[index]} in the first screen`).toBeLessThanOrEqual(viewport.height);
    const next = page.getByRole('heading', { level: 2, name: 'Revenue, last 30 days' });
    await expect(next).toBeInViewport();
    const heading = (await next.boundingBox())!;
    expect(heading.y + heading.height).toBeLessThanOrEqual(viewport.height);
    await expectNoHorizontalOverflow(page);
    await animationsEnded(page);
    await page.screenshot({ path: `test-results/screens/dashboard-figures-${viewport.width}.png` });
    await rename(fullName);
  });
}
