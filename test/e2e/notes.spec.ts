import type { Page, TestInfo } from '@playwright/test';
import { animationsEnded, demoAccounts, expect, expectAccessible, openFirstRow, signIn, test } from './support';

/** Staff notes on an order and on a customer (src/components/notes, docs/api.md "Staff notes"). */


/** The signed-in staff member's name, as the top bar shows it. */
async function signedInName(page: Page): Promise<string> {
  return (await page.getByRole('button', { name: 'Profile' }).innerText()).trim();
}

/** The page at 1280x800 and 390x844, for a person to look at (in the test's output folder). */
async function screenshots(page: Page, testInfo: TestInfo, name: string) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    // Loaded afresh at that width, as a phone would: a resized page keeps the wide screen's menu state.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Notes' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add note' })).toBeVisible();
    await animationsEnded(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    // Nothing sticks out sideways at either width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
}

/** Writes a note, sees it first with its author and time, as plain text with its line breaks; deletes it. */
async function addAndDelete(page: Page, author: string, testInfo: TestInfo, name: string) {
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes.getByRole('heading', { name: 'Notes' })).toBeVisible();
  await expect(notes.getByText('No notes yet')).toBeVisible();
  const field = notes.getByRole('textbox', { name: 'New note' });
  await expect(notes.getByText('0 / 2,000')).toBeVisible();
  await expect(notes.getByRole('button', { name: 'Add note' })).toBeDisabled();

  // Markup is text: it shows as typed and runs nothing.
  const body = `Called about the invoice.\n<b>Not bold</b> ${name} ${Date.now()}`;
  await field.fill(body);
  await expect(notes.getByText(`${body.trim().length} / 2,000`)).toBeVisible();
  await expect(field).toHaveAccessibleDescription(`${body.trim().length} / 2,000`);
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(field).toHaveValue('');
  // The record's History reads the note's entry without a reload.
  await expect(page.getByText('Added a note').first()).toBeVisible();

  const list = notes.getByRole('list', { name: 'Notes, newest first' });
  const item = list.getByRole('listitem').first();
  await expect(item).toContainText(author);
  await expect(item.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/);
  const text = item.locator('p').nth(1);
  await expect(text).toHaveText(body);
  expect(await text.innerText()).toContain('\n');
  await expect(item.locator('b')).toHaveCount(0);
  await expectAccessible(page);
  await screenshots(page, testInfo, name);

  // Deleting asks first; No keeps the note.
  const remove = item.getByRole('button', { name: /^Delete your note of / });
  await remove.click();
  const dialog = page.getByRole('dialog', { name: 'Delete this note?' });
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'No' }).click();
  await expect(dialog).toBeHidden();
  await expect(list.getByText(body)).toBeVisible();

  // With the keyboard this time.
  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Note deleted')).toBeVisible();
  await expect(notes.getByText(body)).toBeHidden();
  await expect(notes.getByText('No notes yet')).toBeVisible();
  await expect(notes.getByRole('heading', { name: 'Notes' })).toBeFocused();
}

test('an admin adds a note to an order, sees it beside the timeline, and deletes it', async ({ page }, testInfo) => {
  await signIn(page, demoAccounts.admin);
  const author = await signedInName(page);
  await page.goto('/#/orders');
  await page.getByLabel('Period').click();
  await page.getByRole('option', { name: 'No Filters' }).click();
  // As a person would, a row is opened once the list shows every order: the filters apply half a
  // second after the last change (react-admin's filter form), and one applied after the row opened
  // took the reader back to the list.
  // Every demo order, and any a test placed (orderPlacement.spec.ts).
  await expect(page.getByText(/^1-25 of 20,\d{3}$/)).toBeVisible();
  await openFirstRow(page, /#\/orders\/\d+\/show$/);
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await addAndDelete(page, author, testInfo, 'order');

  // A note longer than 2,000 characters is refused before it is sent.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'New note' }).fill('x'.repeat(2001));
  await expect(notes.getByText('2,001 / 2,000')).toBeVisible();
  await expect(notes.getByText('A note is at most 2,000 characters')).toBeVisible();
  await expect(notes.getByRole('button', { name: 'Add note' })).toBeDisabled();
  // Ctrl+Enter adds a note from the field.
  await notes.getByRole('textbox', { name: 'New note' }).fill('Added with the keyboard');
  await page.keyboard.press('Control+Enter');
  await expect(page.getByText('Note added')).toBeVisible();
  await expect(notes.getByRole('listitem').first()).toContainText('Added with the keyboard');
});

test('an editor adds a note to a customer and deletes it; another staff member cannot', async ({ page, browser }, testInfo) => {
  await signIn(page, demoAccounts.editor);
  const author = await signedInName(page);
  await page.goto('/#/users/customers');
  await openFirstRow(page, /#\/users\/customers\/\d+\/show$/);
  const customerUrl = page.url();
  await addAndDelete(page, author, testInfo, 'customer');

  // A note the editor keeps shows to an admin, without a delete button.
  const notes = page.getByRole('region', { name: 'Notes' });
  await notes.getByRole('textbox', { name: 'New note' }).fill('For the whole team');
  await notes.getByRole('button', { name: 'Add note' }).click();
  await expect(notes.getByRole('listitem').first()).toContainText('For the whole team');

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const admin = await context.newPage();
  await signIn(admin, demoAccounts.admin);
  await admin.goto(customerUrl);
  const theirs = admin.getByRole('region', { name: 'Notes' }).getByRole('listitem').filter({ hasText: 'For the whole team' });
  await expect(theirs).toContainText(author);
  await expect(theirs.getByRole('button')).toHaveCount(0);
  await context.close();

  await notes.getByRole('listitem').first().getByRole('button', { name: /^Delete your note of / }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Note deleted')).toBeVisible();
});
