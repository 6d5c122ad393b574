import fs from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { animationsEnded, demoAccounts, expect, expectAccessible, signInAt, test } from './support';

/**
 * Saved views and the column chooser (docs/api.md "Saved views"): both are kept on the server, so
 * they are there in another browser and after signing in again (react-admin empties its store at
 * sign-out). Screenshots of a list with its views menu land in test-results/views/ (or VIEWS_SHOTS).
 */

const shots = process.env.VIEWS_SHOTS || path.join('test-results', 'views');

async function shoot(page: Page, name: string) {
  await fs.mkdir(shots, { recursive: true });
  await animationsEnded(page);
  await page.screenshot({ path: path.join(shots, `${name}.png`) });
}

const noOverflow = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

const viewsButton = (page: Page) => page.getByRole('button', { name: /^Views and columns/ });

/** Opens the column chooser from the views menu; answers it. */
async function openColumns(page: Page) {
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Columns…' }).click();
  const chooser = page.getByRole('dialog', { name: 'Columns' });
  await expect(chooser).toBeVisible();
  return chooser;
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/#\/login/);
  // A fresh load of the sign-in page, as the sign-in tests sign in again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
}

/** The e-books list's titles, as the table shows them. */
const titleCells = (page: Page) => page.locator('tbody tr td.column-title');

test('a view saved on e-books is there in a new browser and applies its filter and sort', async ({ page, browser }) => {
  await signInAt(page, demoAccounts.editor, '/e-books');
  await expect(titleCells(page).first()).toBeVisible();
  // A filter and a sort: the enabled books, by title A to Z.
  await page.goto(`/#/e-books?filter=${encodeURIComponent(JSON.stringify({ status: 'E' }))}&sort=title&order=ASC&page=1&perPage=10`);
  await expect(page.locator('tbody tr')).toHaveCount(10);
  const expected = await titleCells(page).allTextContents();

  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  // An editor keeps views for themselves: there is nothing to share with.
  await expect(dialog.getByLabel('Share with everyone who may open this list')).toHaveCount(0);
  await dialog.getByLabel('Name').fill('Enabled A to Z');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(viewsButton(page)).toHaveText('Enabled A to Z');

  const other = await browser.newContext();
  const second = await other.newPage();
  await signInAt(second, demoAccounts.editor, '/e-books');
  await expect(titleCells(second).first()).toBeVisible();
  await expect(viewsButton(second)).toHaveAccessibleName('Views and columns');
  await viewsButton(second).click();
  await second.getByRole('menuitem', { name: /Enabled A to Z/ }).click();
  await expect(second).toHaveURL(/sort=title/);
  await expect(second).toHaveURL(/%22status%22%3A%22E%22/);
  await expect(second.locator('tbody tr')).toHaveCount(10);
  await expect.poll(() => titleCells(second).allTextContents()).toEqual(expected);
  await expect(viewsButton(second)).toHaveText('Enabled A to Z');
  await other.close();
});

test('a column hidden with the chooser stays hidden after signing in again', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/ui/banners');
  await expect(page.getByRole('columnheader', { name: 'Position' })).toBeVisible();
  const chooser = await openColumns(page);
  // The picture column has a name in the chooser, though its header shows none.
  await expect(chooser.getByLabel('Picture')).toBeVisible();
  await expectAccessible(page);
  const saved = page.waitForResponse((response) => response.url().endsWith('/api/views/columns') && response.request().method() === 'PUT');
  await chooser.getByLabel('Position').click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Position' })).toHaveCount(0);
  expect((await saved).status()).toBe(200);

  await signOut(page);
  await signInAt(page, demoAccounts.admin, '/ui/banners');
  await expect(page.getByRole('columnheader', { name: 'Title' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Position' })).toHaveCount(0);

  // Shown again, for the tests after this one.
  await (await openColumns(page)).getByLabel('Position').click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('columnheader', { name: 'Position' })).toBeVisible();
});

test('the orders come with shared views: Payment pending filters the orders', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/orders');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await viewsButton(page).click();
  const menu = page.getByRole('menu', { name: 'Views and columns' });
  await expect(menu.getByRole('menuitem')).toContainText(['Failed payments', 'Payment pending', 'Refunded this month']);
  await shoot(page, 'orders-menu-1280');
  await expectAccessible(page);
  await menu.getByRole('menuitem', { name: /Payment pending/ }).click();
  await expect(page).toHaveURL(/%22paymentStatus%22%3A4/);
  // Every time: the view has no period, so the list's Last 7 days is gone.
  await expect(page).not.toHaveURL(/startDate/);
  await expect(page.getByLabel('Payment status')).toHaveText('Pending');
  await expect(viewsButton(page)).toHaveText('Payment pending');
  // The rows of the view's page, once they replace the ones before it (the list keeps those while it reads).
  const statuses = () => page.locator('tbody tr td.column-paymentStatus, tbody tr td.column-status').allInnerTexts();
  await expect.poll(async () => (await statuses()).join(' ')).toMatch(/Pending/);
  await noOverflow(page);
  await shoot(page, 'orders-view-1280');
});

test('a built-in view offers no delete and stays shared, and says why', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/orders');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await viewsButton(page).click();
  await page.getByRole('menu', { name: 'Views and columns' }).getByRole('menuitem', { name: /Failed payments/ }).click();
  await expect(viewsButton(page)).toHaveText('Failed payments');

  await viewsButton(page).click();
  const menu = page.getByRole('menu', { name: 'Views and columns' });
  const remove = menu.getByRole('menuitem', { name: /Delete “Failed payments”/ });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toContainText('Built-in views cannot be deleted.');
  // Reached by keyboard, so that the reason is read.
  await remove.focus();
  await expect(remove).toBeFocused();
  await expectAccessible(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: /Delete the view/ })).toHaveCount(0);

  await menu.getByRole('menuitem', { name: /Rename or share “Failed payments”/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit view' });
  const share = dialog.getByLabel('Share with everyone who may open this list');
  await expect(share).toBeChecked();
  await expect(share).toBeDisabled();
  await expect(share).toHaveAccessibleDescription('Built-in views stay shared with everyone who may open this list.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

test('at 390 wide the views menu, the save dialog and the chooser fit and read well', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, demoAccounts.admin, '/orders');
  await expect(page.locator('#main-content li').first()).toBeVisible();
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: /Refunded this month/ }).click();
  await expect(page).toHaveURL(/%22status%22%3A4/);
  await expect(viewsButton(page)).toHaveText('Refunded this month');
  await noOverflow(page);
  await shoot(page, 'orders-view-390');

  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await expect(dialog.getByLabel('Share with everyone who may open this list')).toBeVisible();
  await noOverflow(page);
  await shoot(page, 'save-dialog-390');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The staff lists keep their table on phones, and so their column chooser.
  await page.goto('/#/users/editors');
  await expect((await openColumns(page)).getByLabel('Name')).toBeVisible();
  await noOverflow(page);
  await expectAccessible(page);
  await shoot(page, 'columns-390');
});

test('at 1280 the save dialog with sharing, and the e-books list with its views', async ({ page }) => {
  await signInAt(page, demoAccounts.superAdmin, '/e-books');
  await expect(titleCells(page).first()).toBeVisible();
  await noOverflow(page);
  await shoot(page, 'ebooks-1280');
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await dialog.getByLabel('Name').fill('Team view');
  await dialog.getByLabel('Share with everyone who may open this list').check();
  await shoot(page, 'save-dialog-1280');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(viewsButton(page)).toHaveText('Team view');
  // A name is one per list: the server's refusal shows on the field.
  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  await dialog.getByLabel('Name').fill('Team view');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('You already have a view of this name')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await viewsButton(page).click();
  await page.getByRole('menuitem', { name: 'Delete “Team view”' }).click();
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(viewsButton(page)).toHaveAccessibleName('Views and columns');
});
