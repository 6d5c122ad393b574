import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, openFromMenu, signIn, signInAt, test } from './support';
import { formatDayRange } from '../../src/format';

const mainMenu = (page: Page) => page.getByRole('menu', { name: 'Main menu' });

/** Opens every group, then reads the menu entries top to bottom. */
async function menuEntries(page: Page): Promise<string[]> {
  // The menu comes once the page has rendered (src/shell/layout/pageShown.tsx).
  await expect(mainMenu(page).getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
  for (const group of ['Publishing', 'Mobile UI', 'Analytics', 'Users']) {
    const header = mainMenu(page).getByRole('menuitem', { name: group });
    if (!(await header.count())) continue;
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    const region = page.locator(`#${await header.getAttribute('aria-controls')}`);
    await expect(region).toHaveClass(/MuiCollapse-entered/);
  }
  return (await mainMenu(page).getByRole('menuitem').allInnerTexts()).map((text) => text.trim());
}

const menus = {
  superAdmin: ['Dashboard', 'Books', 'Publishing', 'Review queue', 'Calendar', 'Orders', 'Subscriptions', 'Feed', 'Mobile UI', 'Layout', 'Banners', 'Alerts', 'App Config', 'Analytics', 'Visitor', 'Revenue', 'Subscriptions', 'Event', 'Users', 'Admins', 'Editors', 'Customers', 'Activity'],
  admin: ['Dashboard', 'Books', 'Publishing', 'Review queue', 'Calendar', 'Orders', 'Subscriptions', 'Feed', 'Mobile UI', 'Layout', 'Banners', 'Alerts', 'App Config', 'Analytics', 'Visitor', 'Revenue', 'Subscriptions', 'Event', 'Users', 'Editors', 'Customers', 'Activity'],
  editor: ['Dashboard', 'Books', 'Publishing', 'Review queue', 'Calendar', 'Mobile UI', 'Layout', 'Banners', 'Alerts', 'App Config', 'Users', 'Customers'],
};

for (const [who, entries] of Object.entries(menus)) {
  test(`the menu of ${who} has exactly the entries its role opens`, async ({ page }) => {
    await signIn(page, demoAccounts[who as keyof typeof demoAccounts]);
    expect(await menuEntries(page)).toEqual(entries);
    await expectAccessible(page);
  });
}

test('an editor is refused orders, the feed and admins before their chunks load', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/orders', '/feeds/list', '/users/admins']) {
    await page.goto(`/#${path}`);
    await expect(page).toHaveURL(/#\/access-denied$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied!' })).toBeVisible();
    await expect(page.getByText('You are not allowed to see this page')).toBeVisible();
  }
  expect(scripts.filter((url) => /\/(OrderList|FeedList|AdminList)-[^/]*\.js$/.test(url))).toEqual([]);
  await expectAccessible(page);
});

test('an editor may open the screens of their menu', async ({ page }) => {
  await signInAt(page, demoAccounts.editor, '/users/customers');
  await expect(page.getByRole('banner').locator('#react-admin-title')).toHaveText('Customers');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  // The title heads the page below 768px, and is back in the top bar when the window widens again.
  const { width, height } = page.viewportSize()!;
  await page.setViewportSize({ width: 600, height });
  // (The menu opens there as a modal drawer, which hides the page from the accessibility tree.)
  await expect(page.locator('main #react-admin-title')).toHaveText('Customers');
  await page.setViewportSize({ width, height });
  await expect(page.locator('header #react-admin-title')).toHaveText('Customers');
  await page.goto('/#/ui/layout');
  await expect(page.getByRole('heading', { level: 1, name: 'Layout' })).toBeVisible();
});

test('an admin is refused the admins list', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/users/admins');
  await expect(page).toHaveURL(/#\/access-denied$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied!' })).toBeVisible();
  await page.goto('/#/feeds/list');
  await expect(page).toHaveURL(/#\/feeds\/list/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('an unknown path shows Page Not Found', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found!' })).toBeVisible();
  await expect(page.getByText('The page you are looking for is not found')).toBeVisible();
  await expectAccessible(page);
});

test('a group expands when the location contains its path', async ({ page }) => {
  await signInAt(page, demoAccounts.superAdmin, '/ui/banners');
  const group = (name: string) => mainMenu(page).getByRole('menuitem', { name });
  await expect(group('Mobile UI')).toHaveAttribute('aria-expanded', 'true');
  await expect(group('Analytics')).toHaveAttribute('aria-expanded', 'false');
  // Retried as a whole: a click made while the menu renders again (its permissions arriving) can be lost.
  await openFromMenu(page, 'Analytics', 'Revenue', /#\/analytics\/revenue$/);
  await expect(group('Analytics')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'Revenue' })).toBeVisible();
});

test('the footer shows the publisher and the current year', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await expect(page.locator('footer')).toHaveText(`© Northwind Press ${new Date().getFullYear()}`);
});

test('the top bar shows the user name, and its menu leads to profile and password change', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`#/user/${record.id}/profile$`));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(page).toHaveURL(/#\/user\/password\/change$/);
});

test('Log Out ends the session, clears local storage and returns to the login page', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).access_token as string);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // Polled: the page reloads 1 s after the logout, and a read during the reload is tried again.
  await expect.poll(() => page.evaluate(() => localStorage.length)).toBe(0);
  const response = await page.request.get('/api/users/profile/1', { headers: { authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(401);
  await page.waitForTimeout(1500); // the reload after 1 s keeps the login page
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a forged token ends at the login page on the next call', async ({ page }) => {
  await page.goto('/#/login');
  await page.evaluate(() => localStorage.setItem('auth', JSON.stringify({ id: 1, role: 1, access_token: 'forged' })));
  await page.goto('/#/dashboard');
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('a failed call shows its message, or Error occured', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await page.route('**/api/users/profile', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'The disk is full' }) }),
  );
  await page.getByRole('button', { name: /Switch to the (dark|light) theme/ }).click();
  await expect(page.getByText('The disk is full')).toBeVisible();
  await page.unroute('**/api/users/profile');
  await page.route('**/api/users/profile', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
  await page.getByRole('button', { name: /Switch to the (dark|light) theme/ }).click();
  await expect(page.getByText('Error occured')).toBeVisible();
});

test.describe('below 768px', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('the top-bar button opens and closes the menu as a modal drawer', async ({ page }) => {
    await signIn(page, demoAccounts.admin);
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.locator('.MuiDrawer-modal')).toBeVisible();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(mainMenu(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await mainMenu(page).getByRole('menuitem', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/#\/orders$/);
  });
});

test('screenshots of the shell at desktop width', async ({ page }) => {
  await signInAt(page, demoAccounts.superAdmin, '/ui/banners');
  await expect(page.locator('#react-admin-title')).toHaveText('Banners');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.locator('#menu-group-ui')).toHaveClass(/MuiCollapse-entered/);
  await page.screenshot({ path: 'test-results/screens/shell-desktop.png' });
  await page.goto('/#/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found!' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/not-found-desktop.png' });
});

test.describe('screenshots below 768px', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('access denied and the open menu', async ({ page }) => {
    await signInAt(page, demoAccounts.superAdmin, '/access-denied');
    await expect(page.getByRole('heading', { level: 1, name: 'Access denied!' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/access-denied-narrow.png' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(mainMenu(page)).toBeVisible();
    await expect(page.locator('.MuiDrawer-modal .MuiDrawer-paper')).toHaveCSS('transform', 'none');
    await page.screenshot({ path: 'test-results/screens/menu-narrow.png' });
  });
});

test("a list's rows arrive without moving the footer under the reader's eyes", async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/feeds/list');
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The same list loaded afresh, its first page held back until the page has settled without it.
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources: { node?: Node }[] })[]) {
        shifts.push(...entry.sources.map((source) => (source.node as Element | undefined)?.tagName ?? '?'));
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = () => {};
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/api/feed/list', async (route) => {
    asked();
    await held;
    await route.continue();
  });
  await page.reload();
  await requested;
  const footer = page.locator('footer');
  await expect(footer).toBeAttached();
  expect((await footer.boundingBox())!.y).toBeGreaterThanOrEqual(page.viewportSize()!.height);

  release();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  await expect(footer).toHaveText(/Northwind Press/);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).not.toContain('FOOTER');
});

// Every list opened by its address asks for its first page beside its view's chunk, and once: the
// view's chunk is held until that page has been asked for, so the request cannot be the view's;
// the list then renders the page from react-admin's query cache without asking again.
const earlyLists = [
  { address: '/#/orders', chunk: 'OrderList', api: '/api/orders/list', page: { sortBy: 'createdAt', sortDirection: 'DESC' } },
  { address: '/#/e-books', chunk: 'EbookList', api: '/api/ebooks/list', page: { sortBy: 'createdAt', sortDirection: 'DESC' } },
  { address: '/#/subscriptions', chunk: 'SubscriptionList', api: '/api/subscriptions/list', page: { sortBy: 'createdAt', sortDirection: 'DESC' } },
  { address: '/#/feeds/list', chunk: 'FeedList', api: '/api/feed/list', page: { sortBy: 'publishAt', sortDirection: 'DESC' } },
  { address: '/#/users/customers', chunk: 'CustomerList', api: '/api/customers/list', page: { sortBy: 'registeredAt', sortDirection: 'DESC' } },
  { address: '/#/users/activity', chunk: 'ActivityList', api: '/api/audit/list', page: { sortBy: 'at', sortDirection: 'DESC' } },
  // A plain array, sorted in the browser: asked for once, whatever its page.
  { address: '/#/users/admins', chunk: 'AdminList', api: '/api/users/list' },
];
for (const list of earlyLists) {
  test(`${list.address} opened by its address asks for its first page beside its view's chunk, and once`, async ({ page }) => {
    await signIn(page, demoAccounts.superAdmin);
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === list.api) asked.push(request.postData() ?? url.search);
    });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(new RegExp(`/assets/${list.chunk}-[\\w-]+\\.js$`), async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate((address) => history.replaceState(null, '', address), list.address);
    await page.reload();
    await expect.poll(() => asked.length).toBe(1);
    if (list.page) expect(JSON.parse(asked[0]!)).toMatchObject({ paginationRequest: { page: 0, size: 25, ...list.page } });
    release();
    await expect(page.locator('#main-content tbody tr').first()).toBeVisible();
    if (list.chunk === 'OrderList') {
      // The list's own default period, the 7 days ending today, shown as its dates.
      const { startDate, endDate } = JSON.parse(asked[0]!) as { startDate: string; endDate: string };
      await expect(page.getByLabel('Period')).toHaveText(formatDayRange(startDate, endDate));
    }
    // The list took that page: it asked for no other.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(asked).toHaveLength(1);
  });
}
