import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signIn, signInAt, test } from './support';

const rows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, name: string) => rows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });

test('an admin creates a plan, edits its price, and confirms removing content customers hold', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await page.getByRole('menuitem', { name: 'Subscriptions' }).click();
  await expect(page).toHaveURL(/#\/subscriptions/);
  await expect(row(page, 'Premium All Access')).toBeVisible();
  await expect(row(page, 'Weekend Pass')).toContainText('Every 7 days');
  await page.screenshot({ path: 'test-results/screens/subscriptions-desktop.png', fullPage: true });

  // Create: a plan billed every 30 days. A store id another plan uses comes back on its field.
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/subscriptions\/create$/);
  await page.getByLabel('Name *').fill('Family Reading');
  await page.getByLabel('Description').fill('Books and news for the whole family.');
  await page.getByLabel('Price *').fill('12.5');
  await page.getByRole('radio', { name: 'Every number of days' }).check();
  await page.getByLabel('Days between bills *').fill('30');
  await page.getByRole('checkbox', { name: 'Book' }).check();
  await page.getByRole('checkbox', { name: 'News' }).check();
  await page.getByLabel('Trial days *').fill('3');
  await page.getByLabel('App Store product id').fill('com.demo.publisher.family_reading');
  await page.getByLabel('Google Play product id').fill('reader_monthly');
  await page.screenshot({ path: 'test-results/screens/subscription-create-desktop.png', fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Another plan already uses this Google Play product id').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/subscriptions\/create$/);
  await page.getByLabel('Google Play product id').fill('family_reading');
  await page.getByRole('button', { name: 'Save' }).click();

  // The list shows it, newest first.
  await expect(page).toHaveURL(/#\/subscriptions(\?.*)?$/);
  const created = row(page, 'Family Reading');
  await expect(created).toContainText('Every 30 days');
  await expect(created).toContainText('$12.50');
  await expect(created).toContainText('Book');
  await expect(created).toContainText('News');

  // Edit: a new price.
  await created.getByRole('cell', { name: 'Family Reading' }).click();
  await expect(page).toHaveURL(/#\/subscriptions\/\d+$/);
  await expect(page.getByLabel('Name *')).toHaveValue('Family Reading');
  await page.getByLabel('Price *').fill('14.99');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/subscriptions(\?.*)?$/);
  await expect(row(page, 'Family Reading')).toContainText('$14.99');

  // A plan customers hold: removing a content type asks first, naming it and the customers.
  const premium = row(page, 'Premium All Access');
  const holders = Number((await premium.locator('td.column-activeSubscribers').innerText()).replace(/\D/g, ''));
  expect(holders).toBeGreaterThan(0);
  await premium.getByRole('cell', { name: 'Premium All Access' }).click();
  await expect(page.getByLabel('Name *')).toHaveValue('Premium All Access');
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Premium' }).uncheck();
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove content from a plan customers hold?' });
  await expect(dialog).toContainText(`${holders.toLocaleString('en-US')} customers hold this plan and will lose access to: Premium.`);
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.screenshot({ path: 'test-results/screens/subscription-remove-content.png' });
  await expectAccessible(page);

  // No: nothing is saved, the form stays as it was left.
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/#\/subscriptions\/\d+$/);
  await expect(page.getByRole('checkbox', { name: 'Premium' })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Videos' })).toBeChecked();

  // Yes: saved.
  await page.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#\/subscriptions(\?.*)?$/);
  const saved = row(page, 'Premium All Access');
  await expect(saved).toContainText('Videos');
  await expect(saved.getByText('Premium', { exact: true })).toHaveCount(0);
});

test('filters: search, status and content type', async ({ page }) => {
  await signInAt(page, demoAccounts.superAdmin, '/subscriptions');
  await expect(row(page, 'Reader Monthly')).toBeVisible();
  await page.getByPlaceholder('Name, description or product id').fill('reader');
  await expect(row(page, 'News & Videos')).toHaveCount(0);
  await expect(row(page, 'Reader Yearly')).toBeVisible();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Disable' }).click();
  await expect(row(page, 'Reader Yearly')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  await expect(row(page, 'Classic Reader (legacy)')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/#/subscriptions');
  await page.getByRole('button', { name: 'Add filter' }).click();
  // The list remembers its filters: start from none.
  await page.getByRole('menuitem', { name: 'Remove all filters' }).click();
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Content type' }).click();
  await page.getByRole('combobox', { name: 'Content type' }).click();
  await page.getByRole('option', { name: 'Videos' }).click();
  await expect(row(page, 'Reader Monthly')).toHaveCount(0);
  await expect(row(page, 'News & Videos')).toBeVisible();
  await expect(row(page, 'Premium All Access')).toBeVisible();
  await expect(rows(page)).toHaveCount(2);
});

test('an editor who opens the subscriptions gets Access denied', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await expect(page.getByRole('menuitem', { name: 'Subscriptions' })).toHaveCount(0);
  await page.goto('/#/subscriptions');
  await expect(page).toHaveURL(/#\/access-denied$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Access denied!' })).toBeVisible();
});

test.describe('390px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the plans show as a simple list, and the form fits', async ({ page }) => {
    await signInAt(page, demoAccounts.admin, '/subscriptions');
    const plan = page.getByRole('link').filter({ hasText: 'Reader Monthly' });
    await expect(plan).toContainText('Monthly');
    await expect(plan).toContainText('active subscribers');
    await page.screenshot({ path: 'test-results/screens/subscriptions-narrow.png', fullPage: true });

    await plan.click();
    await expect(page.getByLabel('Name *')).toHaveValue('Reader Monthly');
    await page.screenshot({ path: 'test-results/screens/subscription-edit-narrow.png' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test('the plan form shows its number errors inline, never as the browser’s bubble', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/subscriptions/create');
  await page.getByLabel('Name *').fill('Negative Plan');
  await page.getByRole('checkbox', { name: 'Book' }).check();
  await page.getByLabel('Price *').fill('-1');
  await page.getByLabel('Trial days *').fill('400');
  await page.getByRole('radio', { name: 'Every number of days' }).check();
  await page.getByLabel('Days between bills *').fill('2.5');
  // No native constraint is left for the browser to check.
  for (const label of ['Price *', 'Trial days *', 'Days between bills *']) {
    const input = page.getByLabel(label);
    for (const attribute of ['min', 'max', 'required']) await expect(input, `${label} ${attribute}`).not.toHaveAttribute(attribute);
    expect(await input.evaluate((element: HTMLInputElement) => element.validity.valid), label).toBe(true);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Must be at least 0')).toBeVisible();
  await expect(page.getByText('Must be 365 or less')).toBeVisible();
  await expect(page.getByText('Enter a whole number')).toBeVisible();
  await expect(page.getByLabel('Price *')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/#\/subscriptions\/create$/);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/subscription-form-errors-desktop.png', fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('Price *').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/subscription-form-errors-mobile.png' });
});
