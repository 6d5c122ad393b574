import type { Page } from '@playwright/test';
import type { BannerImage } from '../../contract/banners';
import type { DeepLinkTargetOption } from '../../contract/deepLinks';
import { tinyPng } from '../fixtures/png';
import { demoAccounts, expect, expectAccessible, openFromMenu, signIn, test } from './support';

const screens = 'test-results/screens';

/** Through the menu, opening its Mobile UI group first. */
async function openBanners(page: Page) {
  await openFromMenu(page, 'Mobile UI', 'Banners', /#\/ui\/banners/);
}

/** The session's token, to read the API as the console does. */
const bearerOf = async (page: Page) => ({
  authorization: `Bearer ${await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { access_token: string }).access_token)}`,
});

async function uploadImage(page: Page, name: string, size: number) {
  await page.getByLabel('New image', { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: tinyPng(size) });
  await expect(page.getByTestId('file-upload-message')).toHaveText('File selected');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByTestId('file-upload-message')).toHaveText('Click or Drop file');
}

test('an admin creates a banner, adds images, links one to a book, reorders and deletes them', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await openBanners(page);
  await expect(page.locator('tbody tr').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Status' })).toBeVisible();
  await page.screenshot({ path: `${screens}/banners-list-desktop.png` });
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/ui\/banners\/create$/);
  const title = `Autumn picks ${Date.now()}`;
  await page.getByRole('textbox', { name: /^Title/ }).fill(title);
  await page.getByRole('combobox', { name: /^Screen/ }).click();
  await page.getByRole('option', { name: 'Books' }).click();
  await page.getByRole('button', { name: 'Save' }).click();

  // The edit page, where images are added.
  await expect(page).toHaveURL(/#\/ui\/banners\/\d+$/);
  const bannerId = /#\/ui\/banners\/(\d+)$/.exec(page.url())![1];
  await expect(page.getByRole('heading', { name: 'Images', exact: true })).toBeVisible();
  await expect(page.getByText('No images yet: upload the first one below.')).toBeVisible();
  await uploadImage(page, 'first.png', 60);
  await uploadImage(page, 'second.png', 40);
  const cards = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: /^Image \d$/ }) });
  await expect(cards).toHaveCount(2);

  // The first image opens a book chosen by its title.
  const headers = await bearerOf(page);
  const [book] = (await (await page.request.get('/api/ui/deep-link-targets?kind=2&q=a&limit=1', { headers })).json()) as DeepLinkTargetOption[];
  await page.getByRole('button', { name: 'Edit details of image 1' }).click();
  const dialog = page.getByRole('dialog', { name: 'Image 1: details' });
  await dialog.getByRole('combobox', { name: /^Opens/ }).click();
  await page.getByRole('option', { name: 'Book details' }).click();
  await dialog.getByRole('combobox', { name: /^Item to open/ }).fill(book!.title);
  await page.getByRole('option', { name: `${book!.title} (#${book!.id})` }).click();
  await dialog.getByRole('textbox', { name: 'Alt text' }).fill('Our autumn favourite');
  await page.screenshot({ path: `${screens}/banners-image-details-desktop.png` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(cards.first()).toContainText(`Book details: ${book!.title}`);
  await expect(cards.first()).toContainText('Alt text: Our autumn favourite');
  const images = async () =>
    (await (await page.request.get(`/api/ui/banners/${bannerId}/images`, { headers })).json()) as BannerImage[];
  const [linked] = await images();
  expect(linked).toMatchObject({ position: 1, targetKind: 2, targetValue: String(book!.id), altText: 'Our autumn favourite' });

  // Move it down with the keyboard's button: it becomes the second, and keeps the focus.
  await page.getByRole('button', { name: 'Move image 1 down' }).click();
  await expect(cards.nth(1)).toContainText(`Book details: ${book!.title}`);
  await expect(page.getByRole('button', { name: 'Move image 2 up' })).toBeFocused();
  expect((await images()).map((image) => [image.id, image.position])).toEqual([
    [expect.any(Number), 1],
    [linked!.id, 2],
  ]);
  await page.screenshot({ path: `${screens}/banners-edit-desktop.png`, fullPage: true });
  await expectAccessible(page);

  // Delete the other image, after the confirmation.
  await page.getByRole('button', { name: 'Delete image 1' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Delete image 1?');
  await expect(confirm.getByRole('button', { name: 'Yes' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Image 1');
  expect((await images()).map((image) => [image.id, image.position])).toEqual([[linked!.id, 1]]);

  // Narrow screens: the list and the edit page.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${screens}/banners-edit-390.png`, fullPage: true });
  await page.goto('/#/ui/banners');
  await expect(page.getByText(title)).toBeVisible();
  await page.screenshot({ path: `${screens}/banners-list-390.png`, fullPage: true });
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  // And the banner goes, with a confirmation.
  await page.goto(`/#/ui/banners/${bannerId}`);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByRole('dialog')).toContainText(`Delete “${title}”?`);
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/#\/ui\/banners(\?.*)?$/);
  expect((await page.request.get(`/api/ui/banners/${bannerId}`, { headers })).status()).toBe(404);
});

test('an editor opens the list and filters it by status', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await openBanners(page);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();

  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Status' }).click();
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Scheduled' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Summer sale preview');
  await expect(rows.first()).toContainText('Scheduled');
  await expectAccessible(page);
});
