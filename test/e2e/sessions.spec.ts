import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, linkFromOutbox, signIn, signInWithCode, test } from './support';

/**
 * Sessions and API tokens on one's own profile (docs/api.md "Sessions", "API tokens"), as a staff
 * member made for the test: the demo accounts are shared by every spec of the worker, and this one
 * signs sessions out.
 */

const screens = 'test-results/screens';
const password = 'correct horse battery staple';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An editor invited by the demo admin through the API, whose password is set through the e-mailed link; answers the e-mail. */
async function newEditor(browser: Browser, request: APIRequestContext): Promise<string> {
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, demoAccounts.admin);
  const token = await adminPage.evaluate(() => JSON.parse(localStorage.getItem('auth')!).access_token as string);
  const email = `sessions.${unique()}@example.test`;
  const since = new Date().toISOString();
  const invited = await request.post('/api/users/', { headers: { authorization: `Bearer ${token}` }, data: { name: `Sasha Sessions ${unique()}`, email, role: 4 } });
  expect(invited.status()).toBe(201);
  await adminPage.context().close();
  // The invited person's own browser.
  const invitedPage = await (await browser.newContext()).newPage();
  await invitedPage.goto(await linkFromOutbox(email, since));
  await invitedPage.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await invitedPage.getByRole('textbox', { name: 'Confirm the new password' }).fill(password);
  await invitedPage.getByRole('button', { name: 'Set password' }).click();
  await expect(invitedPage).toHaveURL(/#\/login$/);
  await invitedPage.context().close();
  return email;
}

/** Opens one's own profile. */
async function openOwnProfile(page: Page) {
  const id = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).id as number);
  await page.goto(`/#/user/${id}/profile`);
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
}

test('a staff member signs another browser out from the profile, and makes an API token that works once copied', async ({ page, browser, request, playwright }) => {
  const email = await newEditor(browser, request);
  await signInWithCode(page, email, password);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  await signInWithCode(other, email, password);

  await openOwnProfile(page);
  const sessions = page.getByRole('region', { name: 'Sessions' });
  await expect(sessions.getByRole('listitem')).toHaveCount(2);
  await expect(sessions.getByText('This device')).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: /^Sign out (?!of all)/ })).toHaveCount(1);
  await expect(sessions.getByText(/^IP address /)).toHaveCount(2);
  await page.screenshot({ path: `${screens}/profile-sessions-desktop.png`, fullPage: true });

  // "Sign out" on the other session, confirmed.
  await sessions.getByRole('button', { name: /^Sign out (?!of all)/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Sign out this session?' });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Yes' })).toBeFocused();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The session is signed out')).toBeVisible();
  await expect(sessions.getByRole('listitem')).toHaveCount(1);
  await expect(sessions.getByRole('button', { name: 'Sign out of all other sessions' })).toHaveCount(0);

  // The other browser's next step lands on the sign-in page.
  await other.goto('/#/e-books');
  await expect(other).toHaveURL(/#\/login/);
  await expect(other.getByRole('button', { name: 'Send code' })).toBeVisible();
  await otherContext.close();

  // An API token reading e-books, shown once.
  const tokens = page.getByRole('region', { name: 'API tokens' });
  await tokens.getByRole('button', { name: 'New API token' }).click();
  const create = page.getByRole('dialog', { name: 'New API token' });
  await create.getByRole('textbox', { name: 'Name' }).fill('Catalogue sync');
  // Only the areas an editor opens are offered.
  await expect(create.getByRole('checkbox', { name: 'Read Orders' })).toHaveCount(0);
  await create.getByRole('checkbox', { name: 'Read E-books' }).check();
  await expectAccessible(page);
  await page.screenshot({ path: `${screens}/profile-token-create-desktop.png` });
  await create.getByRole('button', { name: 'Create token' }).click();
  const created = page.getByRole('dialog', { name: 'Your new API token' });
  await expect(created.getByText(/it is not shown again/)).toBeVisible();
  const secret = await created.getByRole('textbox', { name: 'Token "Catalogue sync"' }).inputValue();
  expect(secret).toMatch(/^cpt_/);
  await expectAccessible(page);
  await page.screenshot({ path: `${screens}/profile-token-created-desktop.png` });
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(tokens.getByText('Catalogue sync')).toBeVisible();
  await expect(tokens.getByText('E-books: Read')).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);

  // The token works on the API as a script sends it (a client that keeps no cookie), in its area only.
  const bearer = { authorization: `Bearer ${secret}` };
  const asScript = async (method: 'GET' | 'POST', url: string) => {
    const script = await playwright.request.newContext({ baseURL: new URL(page.url()).origin });
    const answer = await script.fetch(url, { method, headers: bearer, ...(method === 'POST' ? { data: { paginationRequest: { page: 0, size: 5 } } } : {}) });
    const result = { status: answer.status(), body: await answer.text() };
    await script.dispose();
    return result;
  };
  const books = await asScript('POST', '/api/ebooks/list');
  expect(books.status, books.body).toBe(200);
  expect((await asScript('POST', '/api/customers/list')).status).toBe(403);
  expect((await asScript('GET', '/api/tokens')).status).toBe(403);

  // Its use shows, once the list is read again.
  await page.reload();
  await expect(tokens.getByText(/last used/)).toBeVisible();

  // Revoke, confirmed: the token stops working.
  await tokens.getByRole('button', { name: 'Revoke Catalogue sync' }).click();
  const revoke = page.getByRole('dialog', { name: 'Revoke the token "Catalogue sync"?' });
  await expectAccessible(page);
  await revoke.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The token "Catalogue sync" is revoked')).toBeVisible();
  await expect(tokens.getByText('No API tokens yet.')).toBeVisible();
  expect((await asScript('POST', '/api/ebooks/list')).status).toBe(401);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Sessions' })).toBeVisible();
  await expect(page.getByText('This device')).toBeVisible();
  await page.screenshot({ path: `${screens}/profile-sessions-mobile.png`, fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an admin sees an editor’s sessions from the editors list and signs one out', async ({ page, browser, request }) => {
  const email = await newEditor(browser, request);
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await signInWithCode(editor, email, password);

  await signIn(page, demoAccounts.admin);
  await page.goto('/#/users/editors');
  const row = page.getByRole('row').filter({ hasText: email });
  await row.getByRole('button', { name: /^Actions for / }).click();
  await page.getByRole('menuitem', { name: 'Sessions' }).click();
  const dialog = page.getByRole('dialog', { name: /^Sessions of / });
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expectAccessible(page);
  await page.screenshot({ path: `${screens}/staff-sessions-desktop.png` });
  await dialog.getByRole('button', { name: /^Sign out (?!of all)/ }).click();
  await page.getByRole('dialog', { name: 'Sign out this session?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByText('No open sessions.')).toBeVisible();

  await editor.goto('/#/e-books');
  await expect(editor).toHaveURL(/#\/login/);
  await editorContext.close();
});
