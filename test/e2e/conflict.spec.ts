/**
 * No lost updates: two people open the same record; the first saves; the second's save is
 * refused (412) and the conflict dialog names the first person and their change, then either
 * applies the second person's changes on top or reloads the record.
 */
import type { Browser, Page } from '@playwright/test';
import type { Ebook } from '../../contract/ebooks';
import type { FeedEntry } from '../../contract/feed';
import { animationsEnded, demoAccounts, expect, expectAccessible, signIn, test } from './support';

const screens = 'test-results/screens';
const dialogTitle = 'Someone else changed this record';

/** The headers the console sends: the session's Bearer token and the XSRF header. */
async function headersOf(page: Page) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { access_token: string }).access_token);
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return { Authorization: `Bearer ${token}`, 'X-XSRF-TOKEN': decodeURIComponent(xsrf) };
}

/** The signed-in person's name, as the audit log records it. */
async function nameOf(page: Page): Promise<string> {
  const id = await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { id: number }).id);
  const response = await page.request.get(`/api/users/profile/${id}`, { headers: await headersOf(page) });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { name: string }).name;
}

async function createEbook(page: Page, title: string): Promise<Ebook> {
  const headers = await headersOf(page);
  const categories = await page.request.get('/api/ebooks/categories?ebookType=1', { headers });
  const [category] = (await categories.json()) as { id: number }[];
  const response = await page.request.post('/api/ebooks/', {
    headers,
    data: {
      title,
      authors: ['Mara Lind'],
      description: 'A first description.',
      type: 1,
      categoryId: category!.id,
      language: 'en',
      price: 1299,
      currency: 'USD',
      // A draft: an editor's save changes it (a published book's would be kept apart as a pending change).
      status: 'D',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Ebook;
}

async function readEbook(page: Page, id: number): Promise<Ebook> {
  const response = await page.request.get(`/api/ebooks/${id}`, { headers: await headersOf(page) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Ebook;
}

/** A second person in a browser context of their own, signed in. */
async function secondPerson(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true });

/** Both open the e-book's edit page; the first changes its title and saves. */
async function firstSavesTitle(first: Page, second: Page, book: Ebook, newTitle: string) {
  for (const page of [first, second]) {
    await page.goto(`/#/e-books/${book.id}`);
    await expect(titleBox(page)).toHaveValue(book.title);
  }
  await titleBox(first).fill(newTitle);
  await first.getByRole('button', { name: 'Save' }).click();
  await expect(first).toHaveURL(/#\/e-books(\?|$)/);
}

test('the second save of an e-book gets the conflict dialog with the first change, and applies its own on top', async ({ page, browser }) => {
  await signIn(page, demoAccounts.admin);
  const firstName = await nameOf(page);
  const book = await createEbook(page, `Tides of the Northern Sea ${Date.now()}`);
  const second = await secondPerson(browser, demoAccounts.editor);
  const newTitle = `${book.title} (revised)`;
  await firstSavesTitle(page, second, book, newTitle);

  // The second person changes the description and saves over the version they opened.
  const description = 'A second description, written at the same time.';
  await second.getByLabel('Description').fill(description);
  await second.getByRole('button', { name: 'Save' }).click();

  const dialog = second.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(new RegExp(`${firstName} changed this record \\d+ seconds? ago`));
  const titleChange = dialog.getByRole('listitem').filter({ hasText: /^Title/ });
  await expect(titleChange).toContainText(`From “${book.title}” to “${newTitle}”`);
  await expect(dialog.getByRole('region', { name: 'Your changes' })).toContainText('Description');
  // Different fields: nothing collides.
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Apply my changes on top' })).toBeFocused();
  await animationsEnded(second);
  await second.screenshot({ path: `${screens}/conflict-dialog-desktop.png` });
  await expectAccessible(second);
  await second.setViewportSize({ width: 390, height: 844 });
  await animationsEnded(second);
  await second.screenshot({ path: `${screens}/conflict-dialog-narrow.png` });
  await expectAccessible(second);
  await second.setViewportSize({ width: 1280, height: 800 });

  // The user's change over the version the server has now: If-Match names it.
  const currentVersion = (await page.request.get(`/api/ebooks/${book.id}`, { headers: await headersOf(page) })).headers().etag;
  const [applied] = await Promise.all([
    second.waitForRequest((request) => request.method() === 'PUT' && request.url().endsWith(`/api/ebooks/${book.id}`)),
    dialog.getByRole('button', { name: 'Apply my changes on top' }).click(),
  ]);
  expect(applied.headers()['if-match']).toBe(currentVersion);
  expect(applied.postDataJSON()).toMatchObject({ title: newTitle, description });
  expect(applied.postDataJSON()).not.toHaveProperty('_etag');
  await expect(dialog).toBeHidden();
  await expect(second).toHaveURL(/#\/e-books(\?|$)/);
  await expect(second.getByText('Book saved')).toBeVisible();

  // Nothing is lost: both changes are in the e-book.
  const saved = await readEbook(page, book.id);
  expect(saved.title).toBe(newTitle);
  expect(saved.description).toBe(description);
  expect(saved.price).toBe(1299);
  await second.context().close();
});

test('"Reload" drops the second person\'s edits and shows the e-book with the first change', async ({ page, browser }) => {
  await signIn(page, demoAccounts.admin);
  const book = await createEbook(page, `Lanterns over Lisbon ${Date.now()}`);
  const second = await secondPerson(browser, demoAccounts.editor);
  const newTitle = `${book.title}, second edition`;
  await firstSavesTitle(page, second, book, newTitle);

  // The second person changes the title too: both changed it.
  await titleBox(second).fill(`${book.title} (mine)`);
  await second.getByLabel('Pages').fill('412');
  await second.getByRole('button', { name: 'Save' }).click();
  const dialog = second.getByRole('dialog', { name: dialogTitle });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(
    'You both changed Title. Applying your changes replaces theirs in these fields.',
  );
  await expect(dialog.getByRole('region', { name: 'Your changes' })).toContainText('Title, Pages');
  await animationsEnded(second);
  await second.screenshot({ path: `${screens}/conflict-dialog-both-changed.png` });

  const [reread] = await Promise.all([
    // The record as its edit page reads it (an editorial record's with `?version=pending`).
    second.waitForRequest((request) => request.method() === 'GET' && new URL(request.url()).pathname === `/api/ebooks/${book.id}`),
    dialog.getByRole('button', { name: 'Reload' }).click(),
  ]);
  expect(reread.headers()['if-match']).toBeUndefined();
  await expect(dialog).toBeHidden();
  await expect(second).toHaveURL(new RegExp(`#/e-books/${book.id}$`));
  await expect(titleBox(second)).toHaveValue(newTitle);
  await expect(titleBox(second)).toBeFocused();
  await expect(second.getByLabel('Pages')).toHaveValue('');

  // Saved again, from the version reloaded: no dialog.
  await second.getByLabel('Pages').fill('280');
  await second.getByRole('button', { name: 'Save' }).click();
  await expect(second).toHaveURL(/#\/e-books(\?|$)/);
  const saved = await readEbook(page, book.id);
  expect(saved.title).toBe(newTitle);
  expect(saved.pageCount).toBe(280);
  await second.context().close();
});

test('a feed entry: the same person in two windows; applying on top replaces the title both changed', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const headers = await headersOf(page);
  const created = await page.request.post('/api/feed/', {
    headers,
    data: { title: `Book fair opens ${Date.now()}`, body: '<p>Doors open at nine.</p>', contentType: 'news', publishAt: new Date().toISOString() },
  });
  expect(created.status()).toBe(201);
  const entry = (await created.json()) as FeedEntry;

  const other = await page.context().newPage();
  for (const tab of [page, other]) {
    await tab.goto(`/#/feeds/${entry.id}`);
    await expect(titleBox(tab)).toHaveValue(entry.title);
  }
  await titleBox(page).fill(`${entry.title}: first`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/feeds\/list/);

  await titleBox(other).fill(`${entry.title}: second`);
  await other.getByRole('button', { name: 'Save' }).click();
  const dialog = other.getByRole('dialog', { name: 'You changed this record in another window' });
  await expect(dialog).toContainText(/^.*You \(in another window\) changed this record/);
  await expect(dialog.getByRole('alert')).toContainText('You both changed Title.');
  await dialog.getByRole('button', { name: 'Apply my changes on top' }).click();
  await expect(other).toHaveURL(/#\/feeds\/list/);

  const saved = (await (await page.request.get(`/api/feed/${entry.id}`, { headers })).json()) as FeedEntry;
  expect(saved.title).toBe(`${entry.title}: second`);
  expect(saved.body).toBe('<p>Doors open at nine.</p>');
});

test('deleting a feed entry someone changed meanwhile: nothing is deleted, a notification says so', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const headers = await headersOf(page);
  const created = await page.request.post('/api/feed/', {
    headers,
    data: { title: `Reading week ${Date.now()}`, body: '<p>All week long.</p>', contentType: 'news', publishAt: new Date().toISOString() },
  });
  const entry = (await created.json()) as FeedEntry;
  await page.goto(`/#/feeds/${entry.id}`);
  await expect(titleBox(page)).toHaveValue(entry.title);

  // Someone else changes it through the API.
  const changed = await page.request.put(`/api/feed/${entry.id}`, {
    headers,
    data: { title: `${entry.title} (moved)`, body: entry.body, contentType: entry.contentType, publishAt: entry.publishAt, tags: [], status: 'E' },
  });
  expect(changed.status()).toBe(200);

  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Someone changed this record since you opened it. Reload to see their change.')).toBeVisible();
  await expect(titleBox(page)).toHaveValue(`${entry.title} (moved)`);
  expect((await page.request.get(`/api/feed/${entry.id}`, { headers })).status()).toBe(200);
});
