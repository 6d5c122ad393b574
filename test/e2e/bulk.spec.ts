import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signIn, test } from './support';

const screens = 'test-results/screens';

/** The session's token and XSRF header, to write through the API as the console does. */
const bearerOf = async (page: Page) => {
  const xsrf = (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
  return {
    authorization: `Bearer ${await page.evaluate(() => (JSON.parse(localStorage.getItem('auth')!) as { access_token: string }).access_token)}`,
    'x-xsrf-token': decodeURIComponent(xsrf),
  };
};

/** Feed entries of its own (titles holding `stamp`), so that nothing else in the demo data changes. */
async function createEntries(page: Page, stamp: string, count: number) {
  const headers = await bearerOf(page);
  for (let index = 1; index <= count; index += 1) {
    const response = await page.request.post('/api/feed/', {
      headers,
      data: {
        title: `${stamp} entry ${index}`,
        body: '<p>One of many.</p>',
        contentType: 'news',
        tags: [],
        publishAt: new Date().toISOString(),
        status: 'E',
      },
    });
    expect(response.status()).toBe(201);
  }
}

test('an admin disables every entry a search matches, follows the job, and finds it again in the app bar', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const stamp = `Bulk${Date.now()}`;
  await createEntries(page, stamp, 8);

  // Five rows a page: the eight matching entries span two.
  const filter = encodeURIComponent(JSON.stringify({ q: stamp }));
  await page.goto(`/#/feeds/list?filter=${filter}&perPage=5&sort=title&order=ASC`);
  await expect(page.getByText('1-5 of 8')).toBeVisible();

  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('5 items selected')).toBeVisible();
  await page.getByRole('button', { name: 'Select all 8 matching' }).click();
  await expect(page.getByText('All 8 matching selected')).toBeVisible();
  await page.screenshot({ path: `${screens}/bulk-selected-desktop.png` });
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable 8 feed entries?' });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Disable' }).click();

  const job = page.getByRole('dialog', { name: 'Disable feed entries' });
  await expect(job).toBeVisible();
  await expect(job.getByText('8 changed · 0 could not change')).toBeVisible();
  await page.screenshot({ path: `${screens}/bulk-job-desktop.png` });
  await expectAccessible(page);
  await job.getByRole('button', { name: 'Close' }).click();

  // The list was read again: every row is disabled, on both pages.
  await expect(page.locator('tbody tr').filter({ hasText: 'Enable' })).toHaveCount(0);
  await expect(page.locator('tbody tr').filter({ hasText: 'Disable' })).toHaveCount(5);
  await page.getByRole('button', { name: 'Go to page 2' }).click();
  await expect(page.locator('tbody tr').filter({ hasText: 'Disable' })).toHaveCount(3);

  // Elsewhere, the job is in the app bar's list.
  await page.goto('/#/dashboard');
  await page.getByRole('button', { name: 'Background jobs' }).click();
  await page.getByRole('menuitem', { name: /Disable feed entries/ }).click();
  await expect(page.getByRole('dialog', { name: 'Disable feed entries' }).getByText('8 changed · 0 could not change')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();

  // Clean up: the selected rows deleted, their CSV offered first.
  await page.goto(`/#/feeds/list?filter=${filter}&perPage=5&sort=title&order=ASC`);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Select all 8 matching' }).click();
  await page.getByRole('button', { name: 'Delete' }).click();
  const deletion = page.getByRole('dialog', { name: 'Delete 8 feed entries?' });
  const download = page.waitForEvent('download');
  await deletion.getByRole('button', { name: 'Download CSV first' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await deletion.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete feed entries' }).getByText('8 changed · 0 could not change')).toBeVisible();
});

test('when more entries match than were confirmed, the server\'s refusal shows and the selection stays, to be confirmed again', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  const stamp = `Grown${Date.now()}`;
  await createEntries(page, stamp, 3);
  const filter = encodeURIComponent(JSON.stringify({ q: stamp }));
  await page.goto(`/#/feeds/list?filter=${filter}&perPage=2&sort=title&order=ASC`);
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await page.getByRole('button', { name: 'Select all 3 matching' }).click();
  await page.getByRole('button', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog', { name: 'Disable 3 feed entries?' });
  await expect(confirm).toBeVisible();

  // Someone adds one more meanwhile.
  await createEntries(page, `${stamp} late`, 1);
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(
    page.locator('.MuiSnackbar-root').getByText('The filter now matches 4 records, more than the 3 you confirmed. Look at the list again and retry.'),
  ).toBeVisible();
  await expect(confirm).toBeHidden();
  // Gone, not fading out: a closing dialog still holds the only "Disable" button the page offers
  // (MUI hides the rest from assistive technology), and its title may already count four.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('tbody tr').filter({ hasText: 'Disable' })).toHaveCount(0);
  // The list, read again, counts four; "all matching" is still chosen.
  await expect(page.getByText('All 4 matching selected')).toBeVisible();

  await page.getByRole('button', { name: 'Disable' }).click();
  const again = page.getByRole('dialog', { name: 'Disable 4 feed entries?' });
  await again.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('dialog', { name: 'Disable feed entries' }).getByText('4 changed · 0 could not change')).toBeVisible();
});

test('on a phone the jobs list and a job read well', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoAccounts.admin);
  const headers = await bearerOf(page);
  const enabled = await page.request.post('/api/ui/alert/list', { headers, data: { status: 'E', paginationRequest: { page: 0, size: 1 } } });
  const { totalElements: expectedTotal } = (await enabled.json()) as { totalElements: number };
  const started = await page.request.post('/api/ui/alert/bulk/enable', { headers, data: { filter: { status: 'E' }, expectedTotal } });
  expect(started.status()).toBe(202);
  await page.getByRole('button', { name: 'Background jobs' }).click();
  await expect(page.getByRole('menuitem', { name: /Enable alerts/ }).first()).toBeVisible();
  await page.screenshot({ path: `${screens}/jobs-menu-phone.png` });
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: /Enable alerts/ }).first().click();
  await expect(page.getByRole('dialog', { name: 'Enable alerts' }).getByText(/changed · 0 could not change/)).toBeVisible();
  await page.screenshot({ path: `${screens}/job-phone.png` });
  await expectAccessible(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  expect(overflow).toBe(false);
});

test('on a phone, rows are selected by their checkboxes and a bulk action runs on them', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, demoAccounts.admin);
  const stamp = `Phone${Date.now()}`;
  await createEntries(page, stamp, 3);
  await page.goto(`/#/feeds/list?filter=${encodeURIComponent(JSON.stringify({ q: stamp }))}&sort=title&order=ASC`);
  const rows = page.getByRole('main').getByRole('listitem');
  await expect(rows).toHaveCount(3);
  // A row's checkbox selects it; its text still opens the entry.
  await rows.nth(0).getByRole('checkbox', { name: 'Select this row' }).check();
  await rows.nth(1).getByRole('checkbox', { name: 'Select this row' }).check();
  await expect(page.getByText('2 items selected')).toBeVisible();
  await page.screenshot({ path: `${screens}/bulk-selected-phone.png` });
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog', { name: 'Disable 2 feed entries?' }).getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('dialog', { name: 'Disable feed entries' }).getByText('2 changed · 0 could not change')).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(rows.filter({ hasText: 'Disabled' })).toHaveCount(2);
  // Select all takes the page.
  await page.getByRole('checkbox', { name: 'Select all' }).check();
  await expect(page.getByText('3 items selected')).toBeVisible();
  await rows.nth(2).getByRole('link').click();
  await expect(page).toHaveURL(/#\/feeds\/\d+$/);
});
