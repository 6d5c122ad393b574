import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signIn, test } from './support';

/**
 * Revisions (issue 48, docs/api.md "Revisions"): an admin edits a published feed entry's title and
 * body, opens the Revisions panel under it and compares the two latest revisions: the changed
 * fields with their labels, the texts as a word diff (struck through, underlined, and said in
 * words). Screenshots land in test-results/screens/ to be looked at.
 */

const screens = 'test-results/screens';
test.beforeAll(() => fs.mkdirSync(screens, { recursive: true }));

/** A published demo feed entry, through the API as the signed-in page: its id. */
const publishedEntry = (page: Page) =>
  page.evaluate(async () => {
    const { access_token: token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { access_token: string };
    const xsrf = decodeURIComponent(/(?:^|; )XSRF-TOKEN=([^;]*)/.exec(document.cookie)?.[1] ?? '');
    const response = await fetch('/api/feed/list', {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-XSRF-TOKEN': xsrf },
      body: JSON.stringify({ status: 'E', paginationRequest: { page: 0, size: 1, sortBy: 'publishAt', sortDirection: 'DESC' } }),
    });
    return ((await response.json()) as { content: { id: number }[] }).content[0]!.id;
  });

/** How many revisions a feed entry has (another test of the worker may have saved it already). */
const revisionCount = (page: Page, id: number) =>
  page.evaluate(async (recordId) => {
    const { access_token: token } = JSON.parse(localStorage.getItem('auth') ?? '{}') as { access_token: string };
    const response = await fetch(`/api/revisions?resource=feeds&recordId=${recordId}`, { headers: { Authorization: `Bearer ${token}` } });
    return ((await response.json()) as { revisions: unknown[] }).revisions.length;
  }, id);

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page has no horizontal scroll: nothing wider than the window. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/**
 * Signs in as an admin, replaces the last word of a published feed entry's title by `word` and adds
 * `sentence` to its body, saves, and opens the entry's Revisions panel from the keyboard. Answers
 * the latest revision's number (a demo entry has none before: its first save keeps it as it was,
 * then as saved), the word replaced, and the comparison of the two latest.
 */
async function editAndOpenRevisions(page: Page, word: string, sentence: string) {
  await signIn(page, demoAccounts.admin);
  const id = await publishedEntry(page);
  const entryUrl = `/#/feeds/${id}`;
  const before = await revisionCount(page, id);
  const latest = before === 0 ? 2 : before + 1;
  await page.goto(entryUrl);

  const title = page.getByRole('textbox', { name: /^Title/ });
  await expect(title).not.toHaveValue('');
  const oldTitle = (await title.inputValue()).trim();
  const lastWord = oldTitle.split(/\s+/).at(-1)!;
  const newTitle = `${oldTitle.slice(0, oldTitle.length - lastWord.length)}${word}`;
  await title.fill(newTitle);
  const body = page.getByRole('textbox', { name: 'Text' });
  await body.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` ${sentence}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/#\/feeds\/list/);

  // Back on the entry, the Revisions panel opens from the keyboard.
  await page.goto(entryUrl);
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(newTitle);
  const toggle = page.getByRole('button', { name: 'Revisions' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const comparison = page.getByRole('region', { name: `Changes from revision ${latest - 1} to revision ${latest}` });
  return { before, latest, lastWord, comparison };
}

test('an edited feed entry: its revisions, and the two latest compared word by word', async ({ page }) => {
  const { before, latest, lastWord, comparison } = await editAndOpenRevisions(page, 'Revisited', 'Now with maps of every venue.');

  const list = page.getByRole('list', { name: 'Revisions of this record, newest first' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(latest);
  await expect(items.nth(0)).toContainText(`Revision ${latest}`);
  await expect(items.nth(0)).toContainText(/Changed by \S+/);
  await expect(items.nth(latest - 1)).toContainText('Revision 1');
  if (before === 0) await expect(items.nth(1)).toContainText('As it was before revisions were kept');

  // By default the latest and the one before.
  await expect(page.getByRole('combobox', { name: 'Older revision' })).toHaveValue(String(latest - 1));
  await expect(page.getByRole('combobox', { name: 'Newer revision' })).toHaveValue(String(latest));
  await expect(comparison).toBeVisible();
  await expect(comparison.getByRole('term')).toHaveText(['Title', 'Text']);
  await expect(comparison.getByText('Struck through: removed. Underlined: added.')).toBeVisible();

  // The title: its last word struck through, the new one underlined, each said in words.
  const titleDiff = comparison.getByRole('definition').nth(0);
  await expect(titleDiff.locator('del')).toHaveText(new RegExp(`^\\s*removed:\\s*${escaped(lastWord)}\\s*end of removal\\.\\s*$`));
  await expect(titleDiff.locator('ins')).toHaveText(/^\s*added:\s*Revisited\s*end of addition\.\s*$/);
  expect(await titleDiff.locator('del').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('line-through');
  expect(await titleDiff.locator('ins').evaluate((element) => getComputedStyle(element).textDecorationLine)).toBe('underline');
  // The body: the sentence added, by its words, without its tags.
  const bodyDiff = comparison.getByRole('definition').nth(1);
  await expect(bodyDiff.locator('ins')).toContainText('Now with maps of every venue.');
  await expect(bodyDiff).not.toContainText('<p>');
  await expectAccessible(page);
  await comparison.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screens}/revisions-desktop.png`, fullPage: true });

  // Another pair, from the keyboard: the same revision twice holds the same values.
  const older = page.getByRole('combobox', { name: 'Older revision' });
  await older.focus();
  await older.selectOption(String(latest));
  await expect(page.getByRole('region', { name: `Changes from revision ${latest} to revision ${latest}` })).toContainText(
    'These two revisions hold the same values.',
  );
  await older.selectOption(String(latest - 1));
  await expect(comparison.getByRole('term')).toHaveText(['Title', 'Text']);
});

test('a published feed entry restored to an earlier revision: a pending change naming the fields, live once approved', async ({ page }) => {
  const { latest, comparison } = await editAndOpenRevisions(page, 'Amended', 'With a map of the stands.');
  await expect(comparison).toBeVisible();
  const title = page.getByRole('textbox', { name: /^Title/ });
  const edited = await title.inputValue();
  await page.getByRole('button', { name: `Restore revision ${latest - 1}` }).click();
  const dialog = page.getByRole('dialog', { name: `Restore revision ${latest - 1} as a new draft?` });
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(`Revision ${latest - 1} restored as a pending change`)).toBeVisible();

  // Not an overwrite: the published entry stays; the form and the publication panel show the change.
  const change = page.getByRole('region', { name: 'Publication' }).getByRole('region', { name: 'Pending change' });
  await expect(change.getByText('Draft', { exact: true })).toBeVisible();
  await expect(title).not.toHaveValue(edited);
  await change.getByRole('button', { name: 'Show what it changes (2 fields)' }).click();
  await expect(change.getByRole('term')).toHaveText(['Title', 'Text']);
  await expect(change.getByRole('definition').nth(0).locator('del')).toContainText('Amended');
  await change.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${screens}/revisions-restored.png`, fullPage: true });
  await change.getByRole('button', { name: 'Approve the change' }).click();
  await expect(page.getByText('Change approved: it is live')).toBeVisible();
  await expect(change).toHaveCount(0);
  await expect(title).not.toHaveValue(edited);
});

test.describe('at 390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Revisions panel and its comparison read well on a phone', async ({ page }) => {
    const { comparison } = await editAndOpenRevisions(page, 'Reprinted', 'Signed copies at the fair.');
    await expect(comparison.getByRole('term')).toHaveText(['Title', 'Text']);
    await expect(comparison.getByRole('definition').nth(0).locator('ins')).toContainText('Reprinted');
    await expect(comparison.getByRole('definition').nth(1).locator('ins')).toContainText('Signed copies at the fair.');
    expect(await fitsWidth(page)).toBe(true);
    await expectAccessible(page);
    await comparison.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${screens}/revisions-phone.png`, fullPage: true });
  });
});
