import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signIn, test } from './support';

/** The session's token and XSRF header, to write through the API as the console does. */
const bearerOf = async (page: Page) => {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return {
    authorization: `Bearer ${await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { access_token: string }).access_token)}`,
    'x-xsrf-token': decodeURIComponent(xsrf),
  };
};

/** Feed entries of its own (titles holding `stamp`), enabled or disabled as `statuses` says. */
async function createEntries(page: Page, stamp: string, statuses: ('E' | 'D')[]) {
  const headers = await bearerOf(page);
  for (const [index, status] of statuses.entries()) {
    const response = await page.request.post('/api/feed/', {
      headers,
      data: { title: `${stamp} entry ${index + 1}`, body: '<p>One of many.</p>', contentType: 'news', tags: [], publishAt: new Date().toISOString(), status },
    });
    expect(response.status()).toBe(201);
  }
}

test('a bulk disable is undone from its dialog on exactly the entries it disabled, and its changes are in Activity', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const stamp = `Undo${Date.now()}`;
  // The third was disabled before: the job leaves it alone, and so does its undo.
  await createEntries(page, stamp, ['E', 'E', 'D']);

  const filter = encodeURIComponent(JSON.stringify({ q: stamp }));
  await page.goto(`/#/feeds/list?filter=${filter}&sort=title&order=ASC`);
  await expect(page.getByText('1-3 of 3')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: 'Disable 3 feed entries?' }).getByRole('button', { name: 'Disable' }).click();

  const job = page.getByRole('dialog', { name: 'Disable feed entries' });
  await expect(job.getByText('3 changed · 0 could not change')).toBeVisible();
  await expect(job.getByRole('link', { name: 'See the changes in Activity' })).toBeVisible();
  await expectAccessible(page);

  await job.getByRole('button', { name: 'Undo', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Enable the 2 feed entries this job disabled?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Enable' }).click();

  // The dialog follows the undo's own job.
  const undo = page.getByRole('dialog', { name: 'Enable feed entries' });
  await expect(undo.getByText('2 changed · 0 could not change')).toBeVisible();
  await expect(undo.getByRole('button', { name: /^Undoes job #\d+$/ })).toBeVisible();
  await expect(undo.getByRole('button', { name: 'Undo', exact: true })).toBeVisible();
  await undo.getByRole('button', { name: 'Close' }).click();
  await expect(page.locator('tbody tr').filter({ hasText: `${stamp} entry 1` })).toContainText('Enabled');
  await expect(page.locator('tbody tr').filter({ hasText: `${stamp} entry 2` })).toContainText('Enabled');
  await expect(page.locator('tbody tr').filter({ hasText: `${stamp} entry 3` })).toContainText('Disabled');

  // The first job's changes: Activity filtered by it lists the two entries it disabled.
  await page.getByRole('button', { name: 'Background jobs' }).click();
  await page.getByRole('menuitem', { name: /Disable feed entries/ }).first().click();
  const first = page.getByRole('dialog', { name: 'Disable feed entries' });
  await expect(first.getByRole('button', { name: /^Undone by job #\d+$/ })).toBeVisible();
  await expect(first.getByRole('button', { name: 'Undo', exact: true })).toHaveCount(0);
  await first.getByRole('link', { name: 'See the changes in Activity' }).click();
  await expect(page).toHaveURL(/#\/users\/activity\?filter=/);
  const rows = page.locator('tbody tr').filter({ hasText: stamp });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: `${stamp} entry 3` })).toHaveCount(0);
  const chip = rows.first().getByRole('link', { name: /^Bulk job #\d+$/ });
  await expect(chip).toBeVisible();
  await expectAccessible(page);
});
