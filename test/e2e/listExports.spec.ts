import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signInAt, test } from './support';

/** The total of the list's pagination ("1-25 of 1,234"). */
async function total(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+-\d+ of [\d,]+$/).innerText();
  return Number(text.split(' of ')[1]!.replace(/,/g, ''));
}

test('an editor hides a column of the e-books and exports the filtered list with the columns shown', async ({ page }) => {
  await signInAt(page, demoAccounts.editor, '/e-books');
  const table = page.locator('table');
  await expect(table.getByRole('columnheader', { name: 'Category' })).toBeVisible();

  await page.getByRole('button', { name: /^Views and columns/ }).click();
  await page.getByRole('menuitem', { name: 'Columns…' }).click();
  await page.getByRole('dialog', { name: 'Columns' }).getByLabel('Category').click();
  await page.keyboard.press('Escape');
  await expect(table.getByRole('columnheader', { name: 'Category' })).toBeHidden();

  // Magazines only: the export carries the list's filter.
  await page.goto(`/#/e-books?filter=${encodeURIComponent(JSON.stringify({ type: 2 }))}`);
  // The rows of the whole list stay until the filtered ones come: the total is read once they have.
  await expect(table.locator('tbody tr').first()).toBeVisible();
  await expect(table.locator('tbody tr').filter({ hasNotText: 'Magazine' })).toHaveCount(0);
  const expected = await total(page);
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^e-books-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await fs.readFile(await download.path(), 'utf8')).trim().split('\r\n');
  expect(lines[0]).toBe('Cover,Title,Authors,Type,Publication date,Price,Currency,Territories,Status,Readiness');
  expect(lines).toHaveLength(expected + 1);
  expect(lines.slice(1).every((line) => line.includes(',Magazine,'))).toBe(true);
});
