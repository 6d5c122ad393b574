import type { Page } from '@playwright/test';
import type { AppConfigEntry } from '../../contract/appConfig';
import { demoAccounts, expect, expectAccessible, openFromMenu, signIn, signInAt, test } from './support';

const screens = 'test-results/screens';

/** Through the menu, opening its Mobile UI group first. */
async function openAppConfig(page: Page) {
  await openFromMenu(page, 'Mobile UI', 'App Config', /#\/ui\/app-config/);
  await expect(page.locator('tbody tr').first()).toBeVisible();
}

/** An entry as the API answers it, read with the signed-in user's token. */
async function entryOf(page: Page, key: string): Promise<AppConfigEntry> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { access_token?: string }).access_token);
  const response = await page.request.get(`/api/ui/app-config/${encodeURIComponent(key)}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as AppConfigEntry;
}

const rowOf = (page: Page, key: string) => page.locator('tbody tr').filter({ has: page.getByText(key, { exact: true }) });

test('an admin edits a JSON value: bad JSON is refused with its message, valid JSON is saved', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await openAppConfig(page);
  await expect(rowOf(page, 'min_app_version.ios')).toContainText('5.2.0');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: `${screens}/app-config-list-desktop.png` });

  await rowOf(page, 'onboarding.slides').click();
  await expect(page).toHaveURL(/#\/ui\/app-config\/onboarding\.slides$/);
  const value = page.getByRole('textbox', { name: 'Value' });
  await expect(value).toHaveValue(/Read anywhere/);
  const before = await entryOf(page, 'onboarding.slides');

  await value.fill('{bad');
  await value.blur();
  await expect(page.getByText(/^Enter valid JSON: /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Format' })).toBeDisabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/ui\/app-config\/onboarding\.slides$/);
  await page.screenshot({ path: `${screens}/app-config-edit-desktop.png`, fullPage: true });
  await expectAccessible(page);
  expect(await entryOf(page, 'onboarding.slides')).toEqual(before);

  await value.fill('[{"title":"Read anywhere","image":"onboarding-1"}]');
  await expect(page.getByText(/^Enter valid JSON: /)).toHaveCount(0);
  await page.getByRole('button', { name: 'Format' }).click();
  const formatted = JSON.stringify([{ title: 'Read anywhere', image: 'onboarding-1' }], null, 2);
  await expect(value).toHaveValue(formatted);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/#\/ui\/app-config$/);
  await expect(rowOf(page, 'onboarding.slides')).toContainText('[ { "title": "Read anywhere", "image": "onboarding-1" } ]');
  expect(await entryOf(page, 'onboarding.slides')).toMatchObject({ valueType: 'json', value: formatted });
});

test('an admin creates a number entry; creating the same key again is refused on the key', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await openAppConfig(page);
  const key = `reader.retries_${Date.now()}`;

  // From the list, as a person does. The key's name is exact: while the form's chunk loads the list
  // stays on screen, and its search box is named "Search keys and descriptions".
  const create = async () => {
    await page.getByRole('link', { name: 'Create' }).click();
    await expect(page).toHaveURL(/#\/ui\/app-config\/create$/);
    await page.getByRole('textbox', { name: 'Key', exact: true }).fill(key);
    await page.getByRole('combobox', { name: 'Type' }).click();
    await page.getByRole('option', { name: 'Number' }).click();
  };
  await create();
  const value = page.getByRole('textbox', { name: 'Value' });
  await value.fill('three');
  await value.blur();
  await expect(page.getByText('Enter a number, such as 42 or 2.5', { exact: true })).toBeVisible();
  await value.fill('3');
  await page.getByRole('textbox', { name: 'Description', exact: true }).fill('How often the reader retries a download');
  await page.screenshot({ path: `${screens}/app-config-create-desktop.png`, fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  await expect(page).toHaveURL(/#\/ui\/app-config$/);
  await page.getByPlaceholder('Search keys and descriptions').fill(key);
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, key)).toContainText('Number');
  expect(await entryOf(page, key)).toMatchObject({ valueType: 'number', value: '3', status: 'E' });

  // The server's 409 lands on the key field.
  await create();
  await value.fill('4');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This key exists already', { exact: true })).toBeVisible();
  await page.screenshot({ path: `${screens}/app-config-key-taken-desktop.png` });
  await expect(page).toHaveURL(/#\/ui\/app-config\/create$/);
  expect((await entryOf(page, key)).value).toBe('3');
});

test('an editor changes the type of an entry after saying Yes', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await openAppConfig(page);
  // A dotted key opens by its own URL.
  await page.goto('/#/ui/app-config/paywall.trial_days');
  const key = page.getByRole('textbox', { name: 'Key', exact: true });
  await expect(key).toHaveValue('paywall.trial_days');
  await expect(key).toHaveAttribute('readonly');

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Text' }).click();
  await page.getByRole('textbox', { name: 'Value' }).fill('two weeks');
  await page.getByRole('button', { name: 'Save' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Change the type of paywall.trial_days from Number to Text?');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.screenshot({ path: `${screens}/app-config-type-change-desktop.png` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await entryOf(page, 'paywall.trial_days')).toMatchObject({ valueType: 'number', value: '14' });

  await page.getByRole('button', { name: 'Save' }).click();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#\/ui\/app-config$/);
  expect(await entryOf(page, 'paywall.trial_days')).toMatchObject({ valueType: 'string', value: 'two weeks' });
});

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is a simple list and the form fits', async ({ page }) => {
    await signInAt(page, demoAccounts.editor, '/ui/app-config');
    const first = page.locator('a[href^="#/ui/app-config/"]').filter({ hasText: /·/ }).first();
    await expect(first).toBeVisible();
    await expect(first).toContainText('Enable');
    // Long JSON values are cut: nothing reaches past the screen's edge.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${screens}/app-config-list-390.png` });

    await page.goto('/#/ui/app-config/featured_categories');
    await expect(page.getByRole('textbox', { name: 'Value' })).toHaveValue(/Fiction/);
    await page.screenshot({ path: `${screens}/app-config-edit-390.png`, fullPage: true });

    // A boolean is chosen between True and False.
    await page.goto('/#/ui/app-config/maintenance_mode');
    await expect(page.getByRole('radio', { name: 'False' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'True' })).not.toBeChecked();
    await page.screenshot({ path: `${screens}/app-config-boolean-390.png`, fullPage: true });
    await expectAccessible(page);
  });
});
