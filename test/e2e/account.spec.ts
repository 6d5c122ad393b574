import type { APIRequestContext, Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, linkFromOutbox, signIn, test } from './support';

const screens = 'test-results/screens';
const strongPassword = 'correct horse battery staple';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Invites an editor through the API, as a signed-in admin; answers the e-mailed link. */
async function inviteEditor(page: Page, request: APIRequestContext, email: string): Promise<string> {
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).access_token as string);
  const since = new Date().toISOString();
  // Playwright's own request context carries no XSRF cookie, as an API client.
  const response = await request.post('/api/users/', {
    headers: { authorization: `Bearer ${token}` },
    data: { name: `Ivy Invited ${unique()}`, email, role: 4 },
  });
  expect(response.status()).toBe(201);
  return linkFromOutbox(email, since);
}

/**
 * The login page has replaced the form, as a person sees it: the URL changes first, and reopening
 * the link before the form has gone would find the form of this visit still mounted.
 */
async function expectLoginPage(page: Page) {
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByRole('button', { name: 'Send code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Set password' })).toHaveCount(0);
}

async function setPassword(page: Page, password = strongPassword) {
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm the new password' }).fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
}

/** What a used or expired link shows: a heading that says so, what to do, and no form. */
async function expectUsedLink(page: Page, advice: RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: 'This link has expired or was already used' })).toBeVisible();
  await expect(page.getByText(advice)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a new link' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Welcome|Choose a new password/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Set password' })).toHaveCount(0);
}

test('an invitation link, once used, says so when opened again in the same tab or in a fresh one', async ({ page, browser, request }) => {
  await signIn(page, demoAccounts.admin);
  const link = await inviteEditor(page, request, `ivy.${unique()}@example.test`);

  const context = await browser.newContext();
  const invited = await context.newPage();
  await invited.goto(link);
  await expect(invited.getByRole('heading', { level: 1, name: 'Welcome! Set your password' })).toBeVisible();
  await setPassword(invited);
  await expectLoginPage(invited);
  await expect(invited.getByText('Your password is set. Sign in with it.')).toBeVisible();

  // The same tab, the link again: checked anew, not the form of the first visit.
  await invited.goto(link);
  await expectUsedLink(invited, /If you have already set your password, sign in with it/);
  await expectAccessible(invited);
  await invited.screenshot({ path: `${screens}/invitation-used-desktop.png` });

  // A fresh load of the used link.
  await invited.reload();
  await expectUsedLink(invited, /If you have already set your password, sign in with it/);
  await invited.setViewportSize({ width: 390, height: 844 });
  await invited.goto('/#/login');
  await invited.goto(link);
  await expectUsedLink(invited, /If you have already set your password, sign in with it/);
  await invited.screenshot({ path: `${screens}/invitation-used-mobile.png`, fullPage: true });

  // Sign in leads to the login page.
  await invited.getByRole('link', { name: 'Sign in' }).click();
  await expect(invited).toHaveURL(/#\/login$/);
  await context.close();
});

test('a password-reset link, once used, says so in the same tab; a fresh load says so once sent', async ({ page, browser, request }) => {
  await signIn(page, demoAccounts.admin);
  const email = `rex.${unique()}@example.test`;
  const invitation = await inviteEditor(page, request, email);
  const context = await browser.newContext();
  const visitor = await context.newPage();
  await visitor.goto(invitation);
  await setPassword(visitor);
  await expectLoginPage(visitor);

  const since = new Date().toISOString();
  await visitor.goto('/#/forgot-password');
  await visitor.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await visitor.getByRole('button', { name: 'Send link' }).click();
  const reset = await linkFromOutbox(email, since);
  expect(reset).toMatch(/^\/#\/reset-password\//);
  await visitor.goto(reset);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await setPassword(visitor, `${strongPassword} again`);
  await expectLoginPage(visitor);

  await visitor.goto(reset);
  await expectUsedLink(visitor, /If you have already chosen a new password, sign in with it/);

  // A fresh load cannot know before it sends the form: the server's answer then replaces it.
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await setPassword(visitor, `${strongPassword} once more`);
  await expectUsedLink(visitor, /If you have already chosen a new password, sign in with it/);
  await expectAccessible(visitor);
  await context.close();
});
