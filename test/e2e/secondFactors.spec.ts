import fs from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { api, apiToken, demoAccounts, expect, expectAccessible, requestCode, signInWithCode, test } from './support';

/**
 * Two-step sign-in (docs/api.md "Second factors"): a passkey through Chromium's virtual
 * authenticator, an authenticator app with codes computed here, recovery codes, and an ADMIN
 * requirement with its grace period. Each test uses staff members made for it, never the demo
 * accounts, whose sessions the other specs of this worker reuse.
 */

const screens = 'test-results/screens';
const password = 'Second-factor pass 42!';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A staff member invited by the demo SUPER_ADMIN, with a password set through the invitation link. */
async function newStaffMember(request: APIRequestContext, role: 2 | 4, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${unique()}@example.test`;
  const token = await apiToken(request, demoAccounts.superAdmin);
  const since = new Date().toISOString();
  const { id } = (await api(request, token, 'POST', '/api/users/', { name, email, role })) as { id: number };
  const link = await linkIn(email, since);
  const verified = await request.post(`/auth/email-verification/${link.userId}/${link.token}`, { headers: await xsrfHeader(request) });
  expect(verified.status()).toBe(200);
  const reset = await request.post('/auth/password/reset', {
    headers: await xsrfHeader(request),
    data: { token: ((await verified.json()) as { token: string }).token, password },
  });
  expect(reset.status()).toBe(204);
  return { id, email, superAdminToken: token };
}

/** The request context holds the XSRF cookie once an answer set it: a write repeats it (docs/api.md "XSRF"). */
async function xsrfHeader(request: APIRequestContext): Promise<Record<string, string>> {
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  return xsrf ? { 'x-xsrf-token': xsrf } : {};
}

/** The invitation link's user and token, from the outbox. */
async function linkIn(email: string, since: string) {
  const { e2eDataDir } = await import('../../playwright.config');
  const outbox = path.join(e2eDataDir, String(test.info().parallelIndex), 'outbox');
  let found: RegExpExecArray | null = null;
  await expect
    .poll(async () => {
      const files = (await fs.readdir(outbox)).filter((file) => file.endsWith(`-${email}.eml`) && file >= since).sort();
      const newest = files.at(-1);
      found = newest ? /verify-email\/(\d+)\/([\w-]+)/.exec((await fs.readFile(path.join(outbox, newest), 'utf8')).replace(/=\r?\n/g, '').replace(/=3D/gi, '=')) : null;
      return found !== null;
    })
    .toBe(true);
  return { userId: found![1]!, token: found![2]! };
}

// Each test signs in three to four times, as a person would: more than the default two minutes on a loaded machine.
test.slow();

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

async function signOut(page: Page) {
  // The top bar hides while the page is scrolled down.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  // The reload that follows a sign-out (authProvider/session.ts).
  await page.waitForTimeout(1500);
}

/** The password step for someone with a second factor: no e-mailed code, the second step instead. */
async function passwordStep(page: Page, email: string) {
  await page.goto('/#/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
}

async function dashboardShown(page: Page) {
  await expect(page).toHaveURL(/#\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, \S+/ })).toBeVisible();
}

async function noCodeSince(dataDir: string, email: string, since: string) {
  const outbox = path.join(dataDir, 'outbox');
  const files = (await fs.readdir(outbox)).filter((file) => file.endsWith(`-${email}.eml`) && file >= since);
  for (const file of files) expect(await fs.readFile(path.join(outbox, file), 'utf8')).not.toContain('Your sign-in code');
}

test('a passkey enrolled from the profile signs in after the password, without an e-mailed code', async ({ browser, request, e2eServer }) => {
  const person = await newStaffMember(request, 4, 'Paula Passkey');
  // WebAuthn wants a host name, not an IP address: the console's own PUBLIC_URL, localhost.
  const context = await browser.newContext({ baseURL: e2eServer.url.replace('127.0.0.1', 'localhost') });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });

  await signInWithCode(page, person.email, password);
  await page.goto(`/#/user/${person.id}/profile`);
  await expect(page.getByRole('heading', { level: 2, name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByText('No passkey yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a passkey' });
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByLabel('Name of this passkey').fill('Work laptop');
  await dialog.getByRole('button', { name: 'Add a passkey' }).click();

  const codes = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codes.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await expectAccessible(page);
  await page.screenshot({ path: `${screens}/two-step-recovery-codes-desktop.png` });
  await codes.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Work laptop')).toBeVisible();
  await expect(page.getByText('10 of 10 recovery codes left.', { exact: false })).toBeVisible();
  await expectAccessible(page);
  await page.locator('#two-step-sign-in').screenshot({ path: `${screens}/two-step-profile-desktop.png` });

  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
  await signOut(page);
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials).toHaveLength(1);
  const since = new Date().toISOString();
  await passwordStep(page, person.email);
  await expectAccessible(page);
  await page.screenshot({ path: `${screens}/two-step-sign-in-passkey-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screens}/two-step-sign-in-passkey-mobile.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Use your passkey' }).click();
  await dashboardShown(page);
  await noCodeSince(e2eServer.dataDir, person.email, since);
  await context.close();
});

test('an authenticator app signs in with a computed code; a recovery code works once', async ({ page, request, e2eServer }) => {
  const person = await newStaffMember(request, 4, 'Tom Totp');
  await signInWithCode(page, person.email, password);
  await page.goto(`/#/user/${person.id}/profile`);
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
  const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expect(dialog.getByRole('link', { name: 'Open in an authenticator app' })).toHaveAttribute('href', /^otpauth:\/\/totp\//);
  await dialog.getByLabel(/Code from the app/).fill('12');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText('The code has 6 digits')).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screens}/two-step-app-dialog-mobile.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByLabel(/Code from the app/).fill(totpOf(secret).generate());
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  const codesDialog = page.getByRole('dialog', { name: 'Your recovery codes' });
  await expect(codesDialog.getByRole('listitem')).toHaveCount(10);
  const codes = await codesDialog.getByRole('listitem').allTextContents();
  expect(codes).toHaveLength(10);
  await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('An authenticator app gives your codes.')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#two-step-sign-in').screenshot({ path: `${screens}/two-step-profile-mobile.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The app's code (of the next 30 seconds: the current one confirmed the enrolment).
  await signOut(page);
  const since = new Date().toISOString();
  await passwordStep(page, person.email);
  await expect(page.getByRole('button', { name: 'Use your passkey' })).toHaveCount(0);
  await page.getByLabel('Authenticator code').fill(totpOf(secret).generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await dashboardShown(page);
  await noCodeSince(e2eServer.dataDir, person.email, since);

  // A recovery code, once.
  for (const attempt of ['first', 'second'] as const) {
    await signOut(page);
    await passwordStep(page, person.email);
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByLabel('Recovery code').fill(codes[0]!);
    if (attempt === 'first') await expectAccessible(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    if (attempt === 'first') {
      await dashboardShown(page);
    } else {
      await expect(page.getByText('The code is not correct.')).toBeVisible();
      await expect(page).toHaveURL(/#\/login$/);
    }
  }
});

test('an ADMIN requirement: during the grace period sign-in warns; after it the admin can only enrol', async ({ page, request }) => {
  const person = await newStaffMember(request, 2, 'Ada Admin');
  const setRule = async (required: boolean, graceDays: number) => {
    const answer = await request.put('/api/second-factors/rules/2', {
      headers: { authorization: `Bearer ${person.superAdminToken}`, ...(await xsrfHeader(request)) },
      data: { required, graceDays },
    });
    expect(answer.status()).toBe(200);
  };
  try {
    await setRule(true, 7);
    await signInWithCode(page, person.email, password);
    const banner = page.getByRole('alert').filter({ hasText: 'Your role requires two-step sign-in. Add a passkey or an authenticator app before' });
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${screens}/two-step-due-banner-desktop.png` });

    // The grace period over at once: a grace of 0 days.
    await setRule(true, 0);
    await signOut(page);
    const code = await requestCode(page, person.email, password);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`#/user/${person.id}/profile$`));
    const restriction = page.getByRole('alert').filter({ hasText: 'its grace period has ended' });
    await expect(restriction).toBeVisible();
    await page.goto('/#/orders');
    await expect(page).toHaveURL(new RegExp(`#/user/${person.id}/profile$`));
    await expect(restriction).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: `${screens}/two-step-enrolment-only-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${screens}/two-step-enrolment-only-mobile.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set up an authenticator app' });
    const secret = ((await dialog.getByTestId('totp-secret').textContent()) ?? '').replace(/\s/g, '');
    await dialog.getByLabel(/Code from the app/).fill(totpOf(secret).generate());
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('dialog', { name: 'Your recovery codes' }).getByRole('button', { name: 'I have saved them' }).click();
    await expect(restriction).toHaveCount(0);
    await page.goto('/#/orders');
    await expect(page).toHaveURL(/#\/orders/);
    await expect(page.getByRole('heading', { name: 'Orders' }).first()).toBeVisible();
  } finally {
    await setRule(false, 0);
  }
});
