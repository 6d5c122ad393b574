import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { tinyPng } from '../fixtures/png';
import { demoAccounts, expect, expectAccessible, signIn, test } from './support';

const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text);

/** Drops a file on the upload widget's area, as dragging it from the desktop would. */
async function dropFile(page: Page, name: string, content: string, type: string) {
  const dataTransfer = await page.evaluateHandle(
    ([fileName, text, mime]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], fileName, { type: mime }));
      return transfer;
    },
    [name, content, type] as const,
  );
  const zone = page.getByTestId('file-upload-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}

test('an editor uploads a photo on their profile; it shows there and in the top bar, and can be removed', async ({ page }, testInfo) => {
  await signIn(page, demoAccounts.editor);
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!) as { id: number });
  await page.goto(`/#/user/${record.id}/profile`);
  await expect(page.getByRole('heading', { level: 2, name: 'Photo' })).toBeVisible();
  const status = page.getByTestId('file-upload-message');
  await expect(status).toHaveText('Click or Drop file');
  const chooser = page.getByLabel('Photo', { exact: true });
  await expect(chooser).toHaveAttribute('type', 'file');

  // Submitting with no file.
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(status).toHaveText('Please select a file');

  // A wrong extension, chosen or dropped.
  await chooser.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(status).toHaveText('Please select the correct file format');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(status).toHaveText('Please select a file');
  await dropFile(page, 'archive.png.zip', 'zip?', 'application/zip');
  await expect(status).toHaveText('Please select the correct file format');

  // A PNG: selected, previewed, uploaded.
  const pngPath = testInfo.outputPath('me.png');
  await fs.writeFile(pngPath, tinyPng(48));
  await chooser.setInputFiles(pngPath);
  await expect(status).toHaveText('File selected');
  await expect(page.getByRole('img', { name: 'Preview of me.png' })).toHaveAttribute('src', /^data:image\/png;base64,/);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'Your photo is saved')).toBeVisible();
  await expect(status).toHaveText('Click or Drop file');
  await expect(page.getByRole('img', { name: 'Preview of me.png' })).toHaveCount(0);

  const profilePhoto = page.getByRole('img', { name: /^Photo of / });
  await expect(profilePhoto).toHaveAttribute('src', /^\/media\/avatars\/[0-9a-f-]{36}\.png$/);
  await expect(page.locator('header img[src^="/media/avatars/"]')).toBeVisible();
  const loaded = await profilePhoto.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth === 48);
  expect(loaded).toBe(true);
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/profile-avatar-desktop.png' });
  await page.setViewportSize({ width: 600, height: 900 });
  // A live resize leaves react-admin's mobile drawer half-open; a narrow screen starts narrow.
  await page.reload();
  await expect(profilePhoto).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: 'test-results/screens/profile-avatar-narrow.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The photo survives a reload; then it is removed.
  await page.reload();
  await expect(profilePhoto).toHaveAttribute('src', /^\/media\/avatars\//);
  await page.getByRole('button', { name: 'Remove photo' }).click();
  await expect(toast(page, 'Your photo is removed')).toBeVisible();
  await expect(page.locator('img[alt^="Photo of"]')).toHaveCount(0);
  await expect(page.locator('header img[src^="/media/"]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove photo' })).toHaveCount(0);
});

test('a file the server refuses shows "Error occured" and its message', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!) as { id: number });
  await page.goto(`/#/user/${record.id}/profile`);
  const status = page.getByTestId('file-upload-message');
  await expect(status).toHaveText('Click or Drop file');
  // The right extension, but not an image inside: the server checks the content.
  await page.getByLabel('Photo', { exact: true }).setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('plain text') });
  await expect(status).toHaveText('File selected');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(status).toHaveText('Error occured');
  await expect(toast(page, 'The file is not a PNG, JPEG, WebP or GIF image')).toBeVisible();
});
