import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, openFirstRow, signIn, signInAt, test } from './support';

const screens = 'test-results/screens';
const notFoundText = 'It may have been deleted, or the link is wrong.';

/** The toast on screen (react-admin's Notification, a MUI SnackbarContent). */
const toast = (page: Page) => page.locator('.MuiSnackbar-root .MuiSnackbarContent-root');

/** The record's page stays at its URL and says what is missing, with no toast; answers the link back. */
async function expectRecordNotFound(page: Page, url: RegExp, heading: string, back: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByText(notFoundText)).toBeVisible();
  await expect(page).toHaveURL(url);
  const link = page.getByRole('link', { name: back });
  await expect(link).toBeVisible();
  await expectAccessible(page);
  // Long enough for react-admin's redirect and toast, had either come.
  await expect(page).toHaveURL(url);
  await expect(toast(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  return link;
}

/** A toast in a severity's colour, checked for contrast while the pointer holds it open. */
async function expectToast(page: Page, text: string, severity: 'success' | 'error', background: string) {
  const shown = toast(page).filter({ hasText: text });
  await expect(shown).toBeVisible();
  await shown.hover();
  await expect(shown).toHaveClass(new RegExp(`RaNotification-${severity}`));
  await expect(shown).toHaveCSS('background-color', background);
  await expectAccessible(page);
}

test('an unknown feed entry shows a not-found page at its URL, with a way back to the feed', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/feeds/99999');
  const back = await expectRecordNotFound(page, /#\/feeds\/99999$/, 'Feed entry not found', 'Back to Feed entries');
  await page.screenshot({ path: `${screens}/record-not-found-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Feed entry not found' })).toBeVisible();
  await expect(page).toHaveURL(/#\/feeds\/99999$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${screens}/record-not-found-390.png` });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();

  await back.click();
  await expect(page).toHaveURL(/#\/feeds\/list/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('show pages of unknown orders and customers, and an unknown config key, say so', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  // App config entries are addressed by key.
  await page.goto('/#/ui/app-config/no.such.key');
  await expectRecordNotFound(page, /#\/ui\/app-config\/no\.such\.key$/, 'Config entry not found', 'Back to App config');

  await page.goto('/#/orders/99999999/show');
  await expectRecordNotFound(page, /#\/orders\/99999999\/show$/, 'Order not found', 'Back to Orders');

  // An id that cannot be one (the API answers 400) is a wrong link too.
  await page.goto('/#/e-books/abc');
  await expectRecordNotFound(page, /#\/e-books\/abc$/, 'Book not found', 'Back to Books');

  await page.goto('/#/users/customers/99999999/show');
  const back = await expectRecordNotFound(page, /#\/users\/customers\/99999999\/show$/, 'Customer not found', 'Back to Customers');
  await back.click();
  await expect(page).toHaveURL(/#\/users\/customers(\?.*)?$/);
});

test('saving a book says "Book saved" in green', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/e-books');
  await openFirstRow(page, /#\/e-books\/\d+$/);
  const pages = page.getByLabel('Pages');
  await expect(pages).toBeVisible();
  await pages.fill(String(Number((await pages.inputValue()) || '100') + 1));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/e-books(\?|$)/);
  await expectToast(page, 'Book saved', 'success', 'rgb(46, 125, 50)');
  await page.screenshot({ path: `${screens}/toast-success-desktop.png` });
});

test('a banner is created and deleted with named messages; reopened, it is not found', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  // The dark theme, in this browser only (the choice saved with the user is left alone).
  await page.evaluate(() => localStorage.setItem('RaStore.theme', JSON.stringify('dark')));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/#/ui/banners/create');
  await page.reload();
  const title = `Records check ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('combobox', { name: /^Screen/ }).click();
  await page.getByRole('option', { name: 'Books' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/ui\/banners\/\d+$/);
  const id = /(\d+)$/.exec(page.url())![1];
  // The dark theme's success green, with dark text.
  await expectToast(page, 'Banner created', 'success', 'rgb(102, 187, 106)');
  await page.screenshot({ path: `${screens}/toast-success-dark-390.png` });
  await page.mouse.move(0, 0);
  await expect(toast(page)).toHaveCount(0);

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#\/ui\/banners(\?.*)?$/);
  await expectToast(page, 'Banner deleted', 'success', 'rgb(102, 187, 106)');
  await page.mouse.move(0, 0);
  await expect(toast(page)).toHaveCount(0);

  // Opened again by its URL.
  await page.goto(`/#/ui/banners/${id}`);
  await expectRecordNotFound(page, new RegExp(`#/ui/banners/${id}$`), 'Banner not found', 'Back to Banners');
});
