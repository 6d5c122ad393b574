import type { Browser, Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, linkFromOutbox, openFirstRow, signIn, signInAt, test } from './support';

const strongPassword = 'correct horse battery staple';
const mainMenu = (page: Page) => page.getByRole('menu', { name: 'Main menu' });
const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text);
const rowOf = (page: Page, email: string) => page.locator('tbody tr').filter({ hasText: email });
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Invites from the open list page (`/users/editors` or `/users/admins`) through the Invite form. */
async function invite(page: Page, name: string, email: string) {
  await page.getByRole('link', { name: 'Invite' }).first().click();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
  return since;
}

/** Opens the e-mailed link in a fresh browser context and sets the password. */
async function acceptInvitation(browser: Browser, email: string, since: string) {
  const link = await linkFromOutbox(email, since);
  expect(link).toMatch(/^\/#\/verify-email\/\d+\/\S+$/);
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(strongPassword);
  await page.getByRole('textbox', { name: 'Confirm the new password' }).fill(strongPassword);
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page).toHaveURL(/#\/login$/);
  await expect(page.getByText('Your password is set. Sign in with it.')).toBeVisible();
  return page;
}

test('a super admin invites an editor, who sets a password, signs in, and is signed out when an admin blocks them', async ({
  page,
  browser,
}) => {
  const name = `Edna Invited ${unique()}`;
  const email = `edna.${unique()}@example.test`;

  // The super admin invites from the editors list.
  await signInAt(page, demoAccounts.superAdmin, '/users/editors');
  await expect(page.locator('#react-admin-title')).toHaveText('Editors');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/editors-desktop.png' });
  await page.getByRole('link', { name: 'Invite' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Role' })).toHaveValue('Editor');
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/invite-desktop.png' });
  await page.goBack();
  const since = await invite(page, name, email);
  await expect(page).toHaveURL(/#\/users\/editors$/);
  await page.getByLabel('Search by name or e-mail').fill(email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, email)).toContainText('Editor');

  // A second invitation to the same address is refused under the e-mail field.
  await page.getByRole('link', { name: 'Invite' }).first().click();
  await expect(page.getByRole('button', { name: 'Send invitation' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('A user with this e-mail already exists').first()).toBeVisible();
  await expect(page).toHaveURL(/\/create$/);

  // The editor opens the link; the password rule is checked while typing.
  const link = await linkFromOutbox(email, since);
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await editor.goto(link);
  await expect(editor.getByRole('heading', { level: 1, name: 'Welcome! Set your password' })).toBeVisible();
  await expect(editor.getByText('Your e-mail address is verified')).toBeVisible();
  await expect(editor.getByText('At least 10 characters, not a common password, not your e-mail address.')).toBeVisible();
  await editor.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await expect(editor.getByText('The password needs at least 10 characters', { exact: false })).toBeVisible();
  await editor.getByRole('textbox', { name: 'New password', exact: true }).fill('qwertyuiop');
  await expect(editor.getByText('This password is too common.', { exact: false })).toBeVisible();
  await editor.getByRole('textbox', { name: 'New password', exact: true }).fill(strongPassword);
  await expect(editor.getByText('The password meets the rules.')).toBeVisible();
  await editor.getByRole('textbox', { name: 'Confirm the new password' }).fill('something else entirely');
  await editor.getByRole('button', { name: 'Set password' }).click();
  await expect(editor.getByText('The two passwords differ')).toBeVisible();
  await expectAccessible(editor);
  await editor.screenshot({ path: 'test-results/screens/verify-email-desktop.png' });
  await editor.getByRole('textbox', { name: 'Confirm the new password' }).fill(strongPassword);
  await editor.getByRole('button', { name: 'Set password' }).click();
  await expect(editor).toHaveURL(/#\/login$/);
  await expect(editor.getByText('Your password is set. Sign in with it.')).toBeVisible();

  // The link works once.
  const reused = await editorContext.newPage();
  await reused.goto(link);
  await expect(reused.getByRole('alert').filter({ hasText: /expired|used|no longer|not valid/i })).toBeVisible();
  await expect(reused.getByRole('link', { name: 'Get a new link' })).toBeVisible();
  await expectAccessible(reused);
  await reused.screenshot({ path: 'test-results/screens/verify-email-used-desktop.png' });
  await reused.close();

  // The editor signs in with a code and sees the editor's menu.
  await signIn(editor, email, strongPassword);
  await mainMenu(editor).getByRole('menuitem', { name: 'Users' }).click();
  await expect(mainMenu(editor).getByRole('menuitem', { name: 'Customers' })).toBeVisible();
  await expect(mainMenu(editor).getByRole('menuitem', { name: 'Editors' })).toHaveCount(0);
  await expect(mainMenu(editor).getByRole('menuitem', { name: 'Orders' })).toHaveCount(0);

  // An admin, in a browser of their own, blocks the new editor after a confirmation.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAt(admin, demoAccounts.admin, '/users/editors');
  await admin.getByLabel('Search by name or e-mail').fill(email);
  await expect(admin.locator('tbody tr')).toHaveCount(1);
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  // An admin may not change roles; the invitation was accepted, so there is nothing to resend.
  await expect(admin.getByRole('menuitem', { name: 'Change role' })).toHaveCount(0);
  await expect(admin.getByRole('menuitem', { name: 'Resend invitation' })).toHaveCount(0);
  await admin.getByRole('menuitem', { name: 'Block' }).click();
  const dialog = admin.getByRole('dialog', { name: `Block ${name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await expectAccessible(admin);
  await admin.screenshot({ path: 'test-results/screens/block-confirm-desktop.png' });
  await admin.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Block' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(admin, `${name} is blocked`)).toBeVisible();

  // The editor's open console ends at the login page on its next call.
  await mainMenu(editor).getByRole('menuitem', { name: 'Customers' }).click();
  await expect(editor).toHaveURL(/#\/login$/);
  await expect(editor.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // And unblocked again.
  await admin.getByRole('button', { name: `Actions for ${name}` }).click();
  await admin.getByRole('menuitem', { name: 'Unblock' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(admin, `${name} is unblocked`)).toBeVisible();
  await adminContext.close();
  await editorContext.close();
});

test('a super admin resends an invitation, changes a role and signs a colleague out everywhere', async ({ page }) => {
  const name = `Adam Pending ${unique()}`;
  const email = `adam.${unique()}@example.test`;
  await signInAt(page, demoAccounts.superAdmin, '/users/admins');
  await expect(page.locator('#react-admin-title')).toHaveText('Admins');
  await page.getByRole('link', { name: 'Invite' }).first().click();
  await expect(page.getByRole('combobox', { name: 'Role' })).toBeVisible();
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await expect(page.getByRole('option')).toHaveText(['Super Admin', 'Admin']);
  await page.getByRole('option', { name: 'Admin', exact: true }).click();
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(toast(page, `Invitation sent to ${email}`)).toBeVisible();
  await page.getByLabel('Search by name or e-mail').fill(email);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, email)).toContainText('Admin');

  // Resend: a new link arrives.
  const since = new Date().toISOString();
  const actions = page.getByRole('button', { name: `Actions for ${name}` });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Resend invitation' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/staff-actions-desktop.png' });
  await page.getByRole('menuitem', { name: 'Resend invitation' }).click();
  await expect(toast(page, `A new invitation is on its way to ${email}`)).toBeVisible();
  await linkFromOutbox(email, since);

  // Sign out everywhere, after a confirmation.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, `${name} is signed out everywhere`)).toBeVisible();

  // Change role to Editor: they leave the admins list.
  await actions.click();
  await page.getByRole('menuitem', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: `Change the role of ${name}` });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Editor' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `The role of ${name} has changed`)).toBeVisible();
  await expect(page.getByText('Nothing matches the current filters.')).toBeVisible();
});

test('an admin may invite editors only', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/users/editors/create');
  await expect(page.getByRole('textbox', { name: 'Role' })).toHaveValue('Editor');
  await expect(page.getByText('People invited here are editors.')).toBeVisible();
});

test('forgot and reset password from the login page, then change it on the account page', async ({ page, browser }) => {
  const name = `Rita Reset ${unique()}`;
  const email = `rita.${unique()}@example.test`;
  await signInAt(page, demoAccounts.superAdmin, '/users/editors');
  const invited = await invite(page, name, email);
  const accepted = await acceptInvitation(browser, email, invited);

  // Forgot password, from the login page.
  await accepted.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(accepted).toHaveURL(/#\/forgot-password$/);
  await expect(accepted.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await expectAccessible(accepted);
  await accepted.screenshot({ path: 'test-results/screens/forgot-password-desktop.png' });
  const since = new Date().toISOString();
  await accepted.getByLabel('E-mail').fill(email);
  await accepted.getByRole('button', { name: 'Send link' }).click();
  await expect(accepted.getByText('If this address belongs to a staff account, a link to reset the password is on its way.')).toBeVisible();
  await expectAccessible(accepted);

  // The reset link.
  const link = await linkFromOutbox(email, since);
  expect(link).toMatch(/^\/#\/reset-password\/\S+$/);
  await accepted.goto(link);
  await expect(accepted.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await accepted.getByRole('textbox', { name: 'New password', exact: true }).fill(email);
  await expect(accepted.getByText('The password cannot be your e-mail address.')).toHaveCount(0); // the page does not know it
  const newPassword = 'a different long passphrase';
  await accepted.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await accepted.getByRole('textbox', { name: 'Confirm the new password' }).fill(newPassword);
  await expectAccessible(accepted);
  await accepted.screenshot({ path: 'test-results/screens/reset-password-desktop.png' });
  await accepted.getByRole('button', { name: 'Set password' }).click();
  await expect(accepted).toHaveURL(/#\/login$/);
  await expect(accepted.getByText('Your password is set. Sign in with it.')).toBeVisible();

  // A used reset link says so and what to do (this tab knows it used it: no form to fill first).
  await accepted.goto(link);
  await expect(accepted.getByRole('alert').filter({ hasText: /expired|used|no longer|not valid/i })).toBeVisible();
  await expect(accepted.getByRole('link', { name: 'Get a new link' })).toBeVisible();

  // Sign in with it, then change it on the account page.
  await signIn(accepted, email, newPassword);
  await accepted.getByRole('button', { name: 'Profile' }).click();
  await accepted.getByRole('menuitem', { name: 'Change Password' }).click();
  await expect(accepted.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
  await accepted.getByRole('textbox', { name: 'Current password' }).fill('not the password');
  await accepted.getByRole('textbox', { name: 'New password', exact: true }).fill(email);
  await expect(accepted.getByText('The password cannot be your e-mail address.')).toBeVisible();
  const third = 'yet another long passphrase';
  await accepted.getByRole('textbox', { name: 'New password', exact: true }).fill(third);
  await accepted.getByRole('textbox', { name: 'Confirm the new password' }).fill(third);
  await accepted.getByRole('button', { name: 'Change password' }).click();
  await expect(accepted.getByText('The current password is not correct.').first()).toBeVisible();
  await expectAccessible(accepted);
  await accepted.screenshot({ path: 'test-results/screens/password-change-desktop.png' });
  await accepted.getByRole('textbox', { name: 'Current password' }).fill(newPassword);
  await accepted.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(accepted, 'Your password has changed')).toBeVisible();
  await expect(accepted.getByRole('textbox', { name: 'Current password' })).toHaveValue('');
  await expect(accepted.getByRole('textbox', { name: 'New password', exact: true })).toHaveValue('');
  await accepted.context().close();
});

test('a profile edit shows the new name in the top bar', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!));
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`#/user/${record.id}/profile$`));
  await expect(page.getByText(demoAccounts.editor)).toBeVisible();
  await expect(page.getByText('Editor', { exact: true })).toBeVisible();
  const newName = `Eddie Renamed ${unique()}`;
  await page.getByLabel('Name').fill(newName);
  await page.getByLabel('Phone').fill('+1 555 0100');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Your profile is saved')).toBeVisible();
  await expect(page.locator('header')).toContainText(newName);
  await expect(page.locator('dd').filter({ hasText: '+1 555 0100' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/profile-desktop.png' });

  // Another user's profile is shown without the form.
  await page.goto('/#/user/1/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Edit your profile' })).toHaveCount(0);
});

test('a customer can be blocked and unblocked by an admin, not by an editor', async ({ page, browser }) => {
  await signInAt(page, demoAccounts.admin, '/users/customers');
  await openFirstRow(page, /#\/users\/customers\/\d+\/show$/);
  const url = page.url();
  const name = (await page.locator('.ra-field-name').innerText()).replace(/^Name\s*/, '').trim();
  const button = page.getByRole('button', { name: /^(Block|Unblock)$/ });
  const first = (await button.textContent())!.trim();
  const second = first === 'Block' ? 'Unblock' : 'Block';
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await expect(dialog.getByRole('button', { name: 'No' })).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/customer-block-desktop.png' });
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(toast(page, `${name} is ${first === 'Block' ? 'blocked' : 'unblocked'}`)).toBeVisible();
  await expect(page.getByRole('button', { name: second, exact: true })).toBeVisible();
  await page.getByRole('button', { name: second, exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByRole('button', { name: first, exact: true })).toBeVisible();

  const context = await browser.newContext();
  const editor = await context.newPage();
  await signIn(editor, demoAccounts.editor);
  await editor.goto(`/${url.slice(url.indexOf('#'))}`);
  await expect(editor.getByText('E-mail verified')).toBeVisible();
  await expect(editor.getByRole('button', { name: /^(Block|Unblock)$/ })).toHaveCount(0);
  await context.close();
});

test.describe('below 768px', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('the new screens fit', async ({ page }) => {
    await page.goto('/#/forgot-password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/forgot-password-narrow.png' });
    await page.goto('/#/reset-password/not-a-token');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
    await expect(page.getByText('The password needs at least 10 characters', { exact: false })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/reset-password-narrow.png' });
    await page.goto('/#/verify-email/1/not-a-token');
    await expect(page.getByRole('alert').filter({ hasText: /expired|used|no longer|not valid/i })).toBeVisible();
    await expectAccessible(page);
    await page.screenshot({ path: 'test-results/screens/verify-email-failed-narrow.png' });

    await signInAt(page, demoAccounts.superAdmin, '/users/admins');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/admins-narrow.png' });
    await page.goto('/#/users/admins/create');
    await expect(page.getByRole('combobox', { name: 'Role' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/invite-narrow.png' });
    const record = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!));
    await page.goto(`/#/user/${record.id}/profile`);
    await expect(page.getByRole('heading', { name: 'Edit your profile' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/profile-narrow.png' });
    await page.goto('/#/user/password/change');
    await expect(page.getByRole('heading', { level: 1, name: 'Change Password' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/password-change-narrow.png' });
  });
});
