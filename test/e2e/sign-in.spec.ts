import type { Page } from '@playwright/test';
import { codeFromOutbox, demoAccounts, demoPassword, expect, expectAccessible, latestOrder, requestCode, signIn, signInWithCode, test } from './support';

for (const [who, email] of Object.entries(demoAccounts)) {
  test(`${who} signs in with the code from the outbox`, async ({ page }) => {
    await signInWithCode(page, email);
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? 'null'));
    expect(record).toEqual({
      id: expect.any(Number),
      role: { superAdmin: 1, admin: 2, editor: 4 }[who],
      access_token: expect.any(String),
    });
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome, \S+/ })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the login form is accessible and its fields are marked for password managers', async ({ page }) => {
  await page.goto('/#/login');
  await expect(page.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username');
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/login-desktop.png' });

  // Checked before anything is sent: both fields are required, the e-mail must look like one.
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Required')).toHaveCount(2);
  await page.getByLabel('E-mail').fill('not-an-e-mail');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('Must be a valid email')).toBeVisible();
  await expect(page.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  // The eye button shows the password and hides it again.
  await page.getByLabel(/^Password/).fill('secret words');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'password');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/login-errors-desktop.png' });
});

test('a signed-out visitor of the empty path lands on the login page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/#\/login$/);
});

test('a wrong password shows the server message', async ({ page }) => {
  await page.goto('/#/login');
  await page.getByLabel('E-mail').fill(demoAccounts.admin);
  await page.getByLabel(/^Password/).fill('not the password');
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('The e-mail or password is not correct.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a wrong code shows its message and keeps the code step', async ({ page }) => {
  const code = await requestCode(page, demoAccounts.editor);
  await expect(page.getByLabel('Code')).toHaveAttribute('autocomplete', 'one-time-code');
  await expectAccessible(page);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('Code').fill(wrong);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('The code is not correct.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
});

test('a new code can be sent, and Back returns to the password step', async ({ page }) => {
  const first = await requestCode(page, demoAccounts.admin);
  await page.getByRole('button', { name: 'Send a new code' }).click();
  await expect(page.getByText(`A new code is on its way to ${demoAccounts.admin}`)).toBeVisible();
  // The first code was voided by the second.
  await page.getByLabel('Code').fill(first);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText(/no longer valid|not correct/)).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('E-mail')).toHaveValue(demoAccounts.admin);
});

test('a session the server no longer accepts (errorCode 113) ends at a login page that says so, after its reload', async ({
  page,
  request,
}) => {
  // The top bar's jobs button asks for the user's jobs as it mounts, once the page has rendered:
  // that call goes before the session ends, so that the menu's click below is what meets it.
  const jobsAsked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/jobs');
  await signIn(page, demoAccounts.editor);
  await jobsAsked;
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).access_token as string);
  // Signed out elsewhere (as when blocked, or the session expired): the console's next call answers 113.
  expect((await request.post('/auth/logout', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(204);
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await page.getByRole('menu', { name: 'Main menu' }).getByRole('menuitem', { name: 'Books' }).click();

  await expect(page).toHaveURL(/#\/login$/);
  // A page being reloaded has no context to ask (evaluate throws): asked again once it has one.
  await expect.poll(() => page.evaluate(() => localStorage.length).catch(() => -1)).toBe(0);
  // The spec's reload after 1 s has happened, and the page still says why the user is here.
  await expect.poll(() => page.evaluate(() => 'beforeReload' in window).catch(() => true), { timeout: 5000 }).toBe(false);
  const notice = page.getByRole('alert').filter({ hasText: 'Your session has ended. Please sign in again.' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/login-session-ended-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/screens/login-session-ended-mobile.png' });

  // Said once: another load of the login page, or a sign-out of one's own, says nothing of it.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(notice).toHaveCount(0);
  await signIn(page, demoAccounts.editor);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await page.waitForTimeout(1500);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('the login page and the dashboard load without a failed request or a console error (the favicon included)', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (failed) => problems.push(`failed: ${failed.url()} ${failed.failure()?.errorText ?? ''}`));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.goto('/#/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\.svg$/);
  const icon = await page.request.get((await page.locator('link[rel="icon"]').getAttribute('href'))!);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\/svg\+xml/);
  await signInWithCode(page, demoAccounts.admin);
  // The dashboard's figures and charts have loaded.
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

/** The sign-in form is there at once: no access check retried, no loop of redirects, in its way. */
const signInFormShown = (page: Page) => expect(page.getByLabel('E-mail')).toBeVisible({ timeout: 3000 });

for (const address of ['/', '/#/orders']) {
  test(`signed out, ${address} shows the sign-in form at once`, async ({ page }) => {
    await page.goto(address);
    await signInFormShown(page);
    await expect(page).toHaveURL(/#\/login$/);
  });
}

test('a link to an order opened signed out shows the sign-in form at once and, signed in through both steps, opens that order', async ({
  page,
  request,
}) => {
  const order = await latestOrder(request);
  await page.goto(`/#/orders/${order.id}/show`);
  await signInFormShown(page);
  const since = new Date().toISOString();
  await page.getByLabel('E-mail').fill(demoAccounts.admin);
  await page.getByLabel(/^Password/).fill(demoPassword);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  await page.getByLabel('Code').fill(await codeFromOutbox(demoAccounts.admin, since));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(new RegExp(`#/orders/${order.id}/show$`));
  await expect(page.getByText(order.number).first()).toBeVisible();
});
