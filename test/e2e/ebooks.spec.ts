import type { Page } from '@playwright/test';
import type { Ebook, EbookInput } from '../../contract/ebooks';
import { tinyEpub } from '../fixtures/epub';
import { tinyPng } from '../fixtures/png';
import { demoAccounts, expect, expectAccessible, signIn, signInAt, test } from './support';

const toast = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbar-root').getByText(text);

/** Creates an e-book through the API, as the signed-in user of `page` (Bearer token and XSRF header). */
async function createThroughApi(page: Page, input: Omit<EbookInput, 'categoryId'>): Promise<Ebook> {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { access_token: string }).access_token);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
  const categories = await page.request.get(`/api/ebooks/categories?ebookType=${input.type}`, { headers });
  const [category] = (await categories.json()) as { id: number }[];
  const response = await page.request.post('/api/ebooks/', { headers, data: { ...input, categoryId: category!.id } });
  expect(response.status()).toBe(201);
  return (await response.json()) as Ebook;
}

/** The names of the category choices offered now (the select's menu is opened and closed again). */
async function categoryChoices(page: Page): Promise<string[]> {
  await page.getByRole('combobox', { name: 'Category' }).click();
  const names = await page.getByRole('listbox').getByRole('option').allInnerTexts();
  await page.keyboard.press('Escape');
  return names.map((name) => name.trim()).filter(Boolean);
}

test('an admin creates a book, attaches its cover and e-pubs, and finds it in the list', async ({ page }) => {
  // The longest walk of the suite (a form, three uploads, a download, a save and a search).
  test.slow();
  const title = `The Cartographer of Quiet Rivers ${Date.now()}`;
  await signIn(page, demoAccounts.admin);
  await page.getByRole('menuitem', { name: 'Books' }).click();
  await expect(page).toHaveURL(/#\/e-books/);
  await page.getByRole('link', { name: 'Create' }).click();
  await expect(page).toHaveURL(/#\/e-books\/create$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Details' })).toBeVisible();

  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByLabel('Subtitle').fill('Maps, memory and the sound of water');
  // The contributors, each with a role: two authors (a new row is one), then a translator.
  const contributors = page.getByRole('group', { name: 'Contributors' });
  const names = contributors.getByRole('textbox', { name: 'Name' });
  await names.first().fill('Ada Quill');
  await contributors.getByRole('button', { name: 'Add' }).click();
  await names.nth(1).fill('Ben Marsh');
  await contributors.getByRole('button', { name: 'Add' }).click();
  await names.nth(2).fill('Cleo Hart');
  await contributors.getByRole('combobox', { name: 'Role' }).nth(2).click();
  await page.getByRole('option', { name: 'Translator' }).click();
  await page.getByLabel('Description').fill('A slow journey along rivers that nobody has mapped.');

  // The categories follow the type: a magazine's are not a book's, and changing the type clears the choice.
  await page.getByRole('radio', { name: 'Magazine' }).check();
  await expect(page.getByRole('combobox', { name: 'Magazine brand' })).toBeVisible();
  const magazineCategories = await categoryChoices(page);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: magazineCategories[0]! }).click();
  await expect(page.getByRole('combobox', { name: 'Category' })).toHaveText(magazineCategories[0]!);
  await page.getByRole('radio', { name: 'Book' }).check();
  await expect(page.getByRole('combobox', { name: 'Magazine brand' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Category' })).not.toHaveText(magazineCategories[0]!);
  const bookCategories = await categoryChoices(page);
  expect(bookCategories.length).toBeGreaterThan(0);
  expect(bookCategories.filter((name) => magazineCategories.includes(name))).not.toEqual(bookCategories);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: bookCategories[0]! }).click();

  await page.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'German' }).click();
  // A wrong check digit is caught in the form.
  const isbn = page.getByLabel('ISBN');
  await isbn.fill('978-0-306-40615-8');
  await isbn.blur();
  await expect(page.getByText('Not a valid ISBN: check the digits')).toBeVisible();
  await isbn.fill('978-0-306-40615-7');
  await page.getByRole('spinbutton', { name: 'Price', exact: true }).fill('12.99');
  await page.getByLabel('Publication date').fill('2026-03-14');
  await page.getByLabel('Pages').fill('320');
  await page.screenshot({ path: 'test-results/screens/ebook-create.png', fullPage: true });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save' }).click();

  // On the edit page, where the files are attached.
  await expect(page).toHaveURL(/#\/e-books\/\d+$/);
  await expect(toast(page, 'Book created. Now attach its cover and e-pub files under Files.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  const files = page.getByRole('region', { name: 'Files' });
  await expect(files.getByText('No cover yet')).toBeVisible();
  await expect(files.getByText('No file yet')).toHaveCount(2);

  const cover = files.getByRole('region', { name: 'Cover photo' });
  await cover.getByLabel('Cover photo', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng(60) });
  await expect(cover.getByTestId('file-upload-message')).toHaveText('File selected');
  await cover.getByRole('button', { name: 'Upload' }).click();
  await expect(toast(page, 'The cover is saved')).toBeVisible();
  const coverImage = cover.getByRole('img', { name: `Cover of ${title}` });
  await expect(coverImage).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => coverImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(60);

  for (const [label, fileName, saved] of [
    ['Sample e-pub', 'sample.epub', 'The sample e-pub is saved'],
    ['Full e-pub', 'full-book.epub', 'The full e-pub is saved'],
  ] as const) {
    const slot = files.getByRole('region', { name: label });
    await slot.getByLabel(label, { exact: true }).setInputFiles({ name: fileName, mimeType: 'application/epub+zip', buffer: tinyEpub(title) });
    await slot.getByRole('button', { name: 'Upload' }).click();
    await expect(toast(page, saved)).toBeVisible();
    await expect(slot.getByText(fileName, { exact: true })).toBeVisible();
    await expect(slot.getByText(/ uploaded /)).toBeVisible();
  }
  // The full e-pub downloads with the session's token, under its own name.
  const downloading = page.waitForEvent('download');
  await files.getByRole('button', { name: 'Download full-book.epub' }).click();
  expect((await downloading).suggestedFilename()).toBe('full-book.epub');

  await page.screenshot({ path: 'test-results/screens/ebook-edit-desktop.png' });
  await files.screenshot({ path: 'test-results/screens/ebook-edit-files-desktop.png' });
  await expectAccessible(page);

  // A change of the form is saved on its own; the record keeps its files.
  await page.getByLabel('Pages').fill('321');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/e-books(\?|$)/);
  await page.getByPlaceholder('Search by title, author or ISBN').fill(title);
  const row = page.locator('tbody tr').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('img', { name: title })).toBeVisible();
  await expect(row).toContainText('Ada Quill, Ben Marsh');
  await expect(row).toContainText('$12.99');
  await expect(row).toContainText('Enable');
});

test('the list filters by type and shows long titles without breaking the table', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/e-books');
  await createThroughApi(page, {
    title: 'An Exceptionally Long Magazine Title About Gardening On Balconies, Rooftops, Windowsills And Other Small Urban Places, Issue Forty-Two',
    authors: ['Editorial Team'],
    type: 2,
    magazineBrand: 'urban-gardener',
    language: 'en',
    price: 499,
    currency: 'EUR',
  });
  await page.reload();
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Magazine' }).click();
  await expect(page).toHaveURL(/filter=.*%22type%22%3A2/);
  await expect(rows.first()).toBeVisible();
  await expect.poll(async () => [...new Set(await rows.locator('td.column-type').allInnerTexts())]).toEqual(['Magazine']);
  // The table fits the page: no horizontal scrolling.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: 'test-results/screens/ebooks-desktop.png' });
});

test('an editor reaches the books list', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await page.getByRole('menuitem', { name: 'Books' }).click();
  await expect(page).toHaveURL(/#\/e-books/);
  await expect(page.getByRole('link', { name: 'Create' }).or(page.getByRole('heading', { name: 'No books yet' })).first()).toBeVisible();
  await expectAccessible(page);
});

test.describe('at 390px wide', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the list is a simple list with thumbnails, and the edit page stacks', async ({ page }) => {
    await signInAt(page, demoAccounts.admin, '/e-books');
    await createThroughApi(page, {
      title: 'A Remarkably Long Book Title That Keeps Going To See Whether The Narrow Layout Wraps It Properly',
      authors: ['Narrow Tester'],
      type: 1,
      language: 'en',
      price: 1299,
      currency: 'USD',
    });
    await page.reload();
    const item = page.getByRole('link').filter({ hasText: 'A Remarkably Long Book Title' });
    await expect(item.first()).toBeVisible();
    const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screens/ebooks-narrow.png' });
    await expectAccessible(page);

    await item.first().click();
    await expect(page).toHaveURL(/#\/e-books\/\d+$/);
    await expect(page.getByRole('region', { name: 'Files' })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/screens/ebook-edit-narrow.png' });
    await page.getByRole('region', { name: 'Files' }).screenshot({ path: 'test-results/screens/ebook-edit-files-narrow.png' });
    await expectAccessible(page);
  });
});

test('the upload widget previews an image, and names a non-image file with its size instead', async ({ page }) => {
  await signInAt(page, demoAccounts.editor, '/e-books');
  const book = await createThroughApi(page, {
    title: `Preview Check ${Date.now()}`,
    authors: ['Preview Tester'],
    type: 1,
    language: 'en',
    price: 999,
    currency: 'USD',
    // An editor's book is a draft until an admin publishes it.
    status: 'D',
  });
  await page.goto(`/#/e-books/${book.id}`);
  const files = page.getByRole('region', { name: 'Files' });
  const full = files.getByRole('region', { name: 'Full e-pub' });
  const epub = tinyEpub(book.title);
  const size = /^full-book\.epub · \d+(\.\d)? (bytes|kB)$/;

  await full.getByLabel('Full e-pub', { exact: true }).setInputFiles({ name: 'full-book.epub', mimeType: 'application/epub+zip', buffer: epub });
  await expect(full.getByTestId('file-upload-message')).toHaveText('File selected');
  await expect(full.getByText(size)).toBeVisible();
  await expect(full.getByRole('img')).toHaveCount(0);
  await expect(full.getByText(/Preview of/)).toHaveCount(0);
  // A browser that takes the file for an image (its type comes from the system) previews nothing either.
  await full.getByLabel('Full e-pub', { exact: true }).setInputFiles({ name: 'full-book.epub', mimeType: 'image/png', buffer: epub });
  await expect(full.getByText(size)).toBeVisible();
  await expect(full.getByRole('img')).toHaveCount(0);
  await expect(full.getByText(/Preview of/)).toHaveCount(0);
  await full.screenshot({ path: 'test-results/screens/upload-epub-selected.png' });

  // An image is previewed, and named with its size too.
  const cover = files.getByRole('region', { name: 'Cover photo' });
  await cover.getByLabel('Cover photo', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: tinyPng(60) });
  const preview = cover.getByRole('img', { name: 'Preview of cover.png' });
  await expect.poll(() => preview.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(60);
  await expect(cover.getByText(/^cover\.png · \d+(\.\d)? (bytes|kB)$/)).toBeVisible();
  await expectAccessible(page);
});
