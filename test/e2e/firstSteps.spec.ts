/**
 * What a new user trips on first: form messages, the refund dialog, routes that lead nowhere,
 * the invitation form and the password page.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Currency } from '../../contract/currencies';
import { OrderStatus, PaymentStatus } from '../../contract/enums';
import { formatMoney } from '../../src/format';
import { apiToken, demoAccounts, expect, signIn, signInAt, test } from './support';

/** A confirmed, paid order: one the refund button shows on. */
async function refundableOrder(request: APIRequestContext) {
  const token = await apiToken(request, demoAccounts.admin);
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await request.post('/api/orders/list', {
    data: { status: OrderStatus.CONFIRMED, paymentStatus: PaymentStatus.SUCCESS, paginationRequest: { page: 0, size: 1 } },
    headers: { authorization: `Bearer ${token}`, ...(xsrf ? { 'x-xsrf-token': xsrf } : {}) },
  });
  expect(response.status()).toBe(200);
  const { content } = (await response.json()) as { content: { id: number; number: string; amount: number; currency: Currency }[] };
  return content[0]!;
}

test('a profile phone that is not one is refused under the field', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByLabel('Phone').fill('abc');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a phone number: 6 to 20 digits', { exact: false })).toBeVisible();
});

test('"The form is not valid" closes when the person leaves the form, even with the pointer resting on it', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByLabel('Name').fill('');
  await page.getByRole('button', { name: 'Save' }).click();
  const toast = page.getByText('The form is not valid');
  await expect(toast).toBeVisible();
  // The pointer on the toast pauses its timer: only leaving the page closes it.
  await toast.hover();
  await page.goto('/#/orders');
  await expect(page.locator('#react-admin-title')).toHaveText('Orders');
  await expect(toast).toBeHidden();
});

test("the refund dialog names the amount and its currency and confirms with the verb; Cancel closes it", async ({ page, request }) => {
  const order = await refundableOrder(request);
  const amount = formatMoney(order.amount, order.currency);
  await signInAt(page, demoAccounts.admin, `/orders/${order.id}/show`);
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${order.number}` });
  await expect(dialog).toContainText(`${amount} of ${amount} is left to refund.`);
  await expect(dialog.getByRole('textbox', { name: `Amount to refund (${order.currency})` })).toHaveValue(String(order.amount / 100));
  await expect(dialog.getByRole('button', { name: `Refund ${amount}` })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('a record path without a record and a resource path without its list lead somewhere', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/users/customers/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer not found' })).toBeVisible();
  await page.goto('/#/users/customers/999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Customer not found' })).toBeVisible();
  await page.goto('/#/users/editors/abc');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found!' })).toBeVisible();
  await page.goto('/#/feeds');
  await expect(page).toHaveURL(/#\/feeds\/list$/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('the invitation form sends an invitation, and checks the e-mail with its own message under the field', async ({ page }) => {
  await signInAt(page, demoAccounts.superAdmin, '/users/editors/create');
  await page.getByLabel('Name').fill('Nora New');
  await page.getByLabel('E-mail').fill('not-an-address');
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Must be a valid email')).toBeVisible();
  // No browser bubble: the form leaves the check to the console.
  expect(await page.getByLabel('E-mail').evaluate((input) => (input as HTMLInputElement).form?.noValidate)).toBe(true);
});

test('what is wrong with a new password shows once', async ({ page }) => {
  await page.goto('/#/reset-password/not-a-token');
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('short');
  await page.getByRole('button', { name: 'Set password' }).click();
  await expect(page.getByText('Choose a password that meets the rules below')).toBeVisible();
  await expect(page.getByText(/needs at least 10 characters/)).toHaveCount(1);
});
