import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { tinyEpub, tinyEpubEntries, zipArchive } from '../fixtures/epub';
import { tinyPng } from '../fixtures/png';
import { api, apiToken, demoAccounts, expect, expectAccessible, signInAt, test } from './support';

/**
 * An e-book's release readiness (docs/api.md "Release readiness"): an editor uploads a cover that
 * is too small and an e-pub with an error, reads both in the readiness panel (the e-pub's findings
 * with their place, once its check has run), fixes them, and the book turns ready.
 */

const screens = 'test-results/screens';
/** An e-pub check starts a JVM: on a busy machine it takes a while. */
const checkTimeout = 90_000;

const panel = (page: Page) => page.getByRole('region', { name: 'Release readiness' });
const files = (page: Page) => page.getByRole('region', { name: 'Files' });

async function upload(page: Page, slot: 'Cover photo' | 'Full e-pub', file: { name: string; mimeType: string; buffer: Buffer }, saved: string) {
  const region = files(page).getByRole('region', { name: slot });
  await region.getByLabel(slot, { exact: true }).setInputFiles(file);
  await region.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText(saved)).toBeVisible();
}

test('an editor reads what keeps a book from release, fixes it, and the book turns ready', async ({ page }) => {
  test.setTimeout(300_000);
  const token = await apiToken(page.request, demoAccounts.editor);
  const categories = (await (await page.request.get('/api/ebooks/categories?ebookType=1', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number }[];
  const title = `Release ${Date.now().toString(36)}`;
  const book = await api(page.request, token, 'POST', '/api/ebooks/', {
    title,
    authors: ['Mara Lind'],
    description: 'A novel of the northern coast.',
    type: 1,
    categoryId: categories[0]!.id,
    language: 'en',
    isbn: '978-0-306-40615-7',
    price: 1299,
    currency: 'EUR',
    publicationDate: '2027-04-01',
    premium: false,
    status: 'D',
    publisher: 'Lantern Press',
    subjects: ['FBA'],
    accessibility: {
      accessModes: ['textual'],
      accessModesSufficient: ['textual'],
      features: ['structuralNavigation', 'tableOfContents'],
      hazards: ['none'],
      summary: 'The text reflows and reads in order.',
    },
  });

  await signInAt(page, demoAccounts.editor, `/e-books/${book.id}`);
  await expect(panel(page).getByText('Not ready', { exact: true })).toBeVisible();
  await expect(panel(page)).toContainText('No e-pub file yet');

  // A cover too small, and an e-pub whose media type ends with a line break.
  await upload(page, 'Cover photo', { name: 'small.png', mimeType: 'image/png', buffer: tinyPng(300) }, 'The cover is saved');
  await expect(panel(page)).toContainText('The cover is 300 × 300 pixels: at least 1400 on its short side are needed');
  const broken = zipArchive(tinyEpubEntries(title).map((entry) => (entry.name === 'mimetype' ? { ...entry, content: 'application/epub+zip\n' } : entry)));
  await upload(page, 'Full e-pub', { name: 'broken.epub', mimeType: 'application/epub+zip', buffer: broken }, 'The full e-pub is saved');
  const report = panel(page).getByRole('region', { name: 'Checks of broken.epub' });
  await expect(report.getByRole('list', { name: 'What the checks of broken.epub found' })).toContainText('STRUCT-003 · mimetype', { timeout: checkTimeout });
  await expect(report).toContainText(/checked by .*: \d+ errors?/);
  await expect(panel(page)).toContainText(/The checks of the e-pub found \d+ errors?/);
  await panel(page).screenshot({ path: `${screens}/ebook-readiness-open.png` });
  await expectAccessible(page);

  // Fixed: a cover as stores want it, and a valid e-pub.
  const cover = await sharp({ create: { width: 1400, height: 2100, channels: 3, background: '#2b4c7e' } }).jpeg({ quality: 60 }).toBuffer();
  await upload(page, 'Cover photo', { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover }, 'The cover is saved');
  await upload(page, 'Full e-pub', { name: 'book.epub', mimeType: 'application/epub+zip', buffer: tinyEpub(title) }, 'The full e-pub is saved');
  await expect(panel(page).getByText('Ready', { exact: true })).toBeVisible({ timeout: checkTimeout });
  await expect(panel(page)).toContainText('The e-pub passed its checks');
  await page.screenshot({ path: `${screens}/ebook-readiness-ready.png`, fullPage: true });
  await expectAccessible(page);

  // The list says so, and filters by it.
  await page.goto(`/#/e-books?filter=${encodeURIComponent(JSON.stringify({ readiness: 'ready', q: title }))}`);
  await expect(page.locator('tbody tr').filter({ hasText: title })).toContainText('Ready');
});

test('the readiness panel fits a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAt(page, demoAccounts.admin, '/e-books');
  await page.locator('#main-content li a[href*="#/e-books/"]').first().click();
  await expect(panel(page).getByText(/^(Ready|Not ready)$/)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await panel(page).screenshot({ path: `${screens}/ebook-readiness-phone.png` });
  await expectAccessible(page);
});

test('a SUPER_ADMIN publishes a book that is not ready, giving the reason the gate asks for', async ({ page }) => {
  const token = await apiToken(page.request, demoAccounts.admin);
  const categories = (await (await page.request.get('/api/ebooks/categories?ebookType=1', { headers: { authorization: `Bearer ${token}` } })).json()) as { id: number }[];
  const title = `Launch ${Date.now().toString(36)}`;
  const book = await api(page.request, token, 'POST', '/api/ebooks/', {
    title,
    authors: ['Ira Voss'],
    type: 1,
    categoryId: categories[0]!.id,
    language: 'en',
    price: 499,
    currency: 'USD',
    premium: false,
    status: 'D',
  });
  await signInAt(page, demoAccounts.superAdmin, `/e-books/${book.id}`);
  const publication = page.getByRole('region', { name: 'Publication' });
  await publication.getByRole('button', { name: 'Publish now' }).click();
  const dialog = page.getByRole('dialog', { name: 'It is not ready to go out' });
  await expect(dialog).toContainText('No e-pub file yet');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog.getByText('Required')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Why it goes out as it is' }).fill('The launch event is tonight; the files follow.');
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expect(dialog).toBeHidden();
  await expect(publication.getByText('Published', { exact: true })).toBeVisible();
});
