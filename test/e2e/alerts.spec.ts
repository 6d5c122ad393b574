import type { Page } from '@playwright/test';
import { tinyPng } from '../fixtures/png';
import { demoAccounts, expect, expectAccessible, openFromMenu, signIn, signInAt, test } from './support';

const screens = 'test-results/screens';

/** Through the menu, opening its Mobile UI group first. */
async function openAlerts(page: Page) {
  await openFromMenu(page, 'Mobile UI', 'Alerts', /#\/ui\/alerts/);
}

/** The session's token, to read the API as the console does. */
const bearerOf = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { access_token: string }).access_token)}`,
});

test('an admin creates an alert with a link, adds an image, filters the list and deletes the alert', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await openAlerts(page);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'State' })).toBeVisible();
  await page.screenshot({ path: `${screens}/alerts-list-desktop.png` });

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/ui\/alerts\/create$/);
  const title = `Autumn sale ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Message/ }).fill('Every book at half price this weekend.');
  await page.getByRole('radio', { name: 'One button' }).check();
  await page.getByRole('textbox', { name: /^Button label/ }).fill('Shop now');
  const preview = page.getByRole('figure', { name: 'Preview' });
  await expect(preview).toContainText(title);
  await expect(preview).toContainText('Shop now');

  await page.getByRole('combobox', { name: /^Opens/ }).click();
  await page.getByRole('option', { name: 'URL' }).click();
  const address = page.getByRole('textbox', { name: /^Web address/ });
  // The client refuses a javascript: address on the field itself.
  await address.fill('javascript:x');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill('https://www.example.com/autumn-sale');

  // The server's 400 lands on its field: an end before the start.
  await page.getByLabel(/^Starts/).fill('2030-01-02T10:00');
  await page.getByLabel(/^Ends/).fill('2030-01-01T10:00');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The end must come after the start')).toBeVisible();
  await expect(page.getByLabel(/^Ends/)).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel(/^Starts/).fill('2026-01-01T10:00');
  await page.getByLabel(/^Ends/).fill('2036-01-01T10:00');
  await page.screenshot({ path: `${screens}/alerts-create-desktop.png`, fullPage: true });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/ui\/alerts\/\d+$/);
  const id = /\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('heading', { name: 'Image' })).toBeVisible();
  await expect(page.getByText('No image yet')).toBeVisible();

  await page.locator('input[type=file]').setInputFiles({ name: 'sale.png', mimeType: 'image/png', buffer: tinyPng(64) });
  await page.getByRole('button', { name: 'Upload' }).click();
  const image = page.getByRole('img', { name: `Image of the alert “${title}”` });
  await expect(image).toHaveAttribute('src', /^\/media\/alerts\/[0-9a-f-]{36}\.png$/);
  await expect(preview.locator('img')).toHaveAttribute('src', /^\/media\/alerts\//);
  await page.screenshot({ path: `${screens}/alerts-edit-desktop.png`, fullPage: true });
  await expectAccessible(page);

  const saved = await page.request.get(`/api/ui/alert/${id}`, { headers: await bearerOf(page) });
  expect(saved.status()).toBe(200);
  const alert = (await saved.json()) as { imageUrl: string; buttonType: number; targetKind: number; targetValue: string };
  expect(alert).toMatchObject({ buttonType: 2, targetKind: 7, targetValue: 'https://www.example.com/autumn-sale' });
  const served = await page.request.get(alert.imageUrl);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');

  // The list, filtered by button type, then searched.
  await page.goto('/#/ui/alerts');
  await page.getByRole('combobox', { name: 'Buttons' }).click();
  await page.getByRole('option', { name: 'Two buttons' }).click();
  await expect(page).toHaveURL(/buttonType/);
  const rows = page.locator('tbody tr');
  await expect.poll(async () => (await rows.locator('td.column-buttonType').allInnerTexts()).every((text) => text === 'Two buttons')).toBe(true);
  await expect(rows.filter({ hasText: title })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Buttons' }).click();
  await page.getByRole('option', { name: 'One button' }).click();
  await page.getByPlaceholder('Search titles and messages').fill(title);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('One button');
  await expect(rows).toContainText('Active now');

  // Delete through the confirmation dialog.
  await rows.click();
  await expect(page).toHaveURL(new RegExp(`#/ui/alerts/${id}$`));
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Delete “${title}”?`);
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#\/ui\/alerts(\?|$)/);
  expect((await page.request.get(`/api/ui/alert/${id}`, { headers: await bearerOf(page) })).status()).toBe(404);
  expect((await page.request.get(alert.imageUrl)).status()).toBe(404);
});

test('an editor opens the alerts, creates one without buttons, and removes an image after confirming', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await openAlerts(page);
  await expect(page.locator('tbody tr').first()).toBeVisible();

  await page.getByRole('link', { name: 'Create' }).click();
  const title = `Quiet hours ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('textbox', { name: /^Message/ }).fill('Notifications pause at night.');
  await expect(page.getByRole('textbox', { name: /^Button label/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/ui\/alerts\/\d+$/);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(title);

  await page.locator('input[type=file]').setInputFiles({ name: 'night.png', mimeType: 'image/png', buffer: tinyPng(32) });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('img', { name: `Image of the alert “${title}”` })).toBeVisible();
  await page.getByRole('button', { name: 'Remove image' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('No image yet')).toBeVisible();
  await expectAccessible(page);
});

test.describe('at 390px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is a simple list and the form fits', async ({ page }) => {
    await signInAt(page, demoAccounts.admin, '/ui/alerts');
    const first = page.locator('a[href^="#/ui/alerts/"]').filter({ hasText: /·/ }).first();
    await expect(first).toBeVisible();
    await page.screenshot({ path: `${screens}/alerts-list-390.png` });
    await expectAccessible(page);

    await page.getByText('Upgrade to Premium').click();
    await expect(page).toHaveURL(/#\/ui\/alerts\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Image' })).toBeVisible();
    await page.screenshot({ path: `${screens}/alerts-edit-390.png`, fullPage: true });
    await expectAccessible(page);
  });
});
