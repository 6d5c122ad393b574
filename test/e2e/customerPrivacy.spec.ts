import fs from 'node:fs/promises';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page, TestInfo } from '@playwright/test';
import type { CustomerDataExport } from '../../contract/customerPrivacy';
import { animationsEnded, demoAccounts, expect, expectAccessible, signInAt, test } from './support';

/**
 * A customer's data requests from their page (docs/api.md "Customer data requests"): the admin
 * exports everything held about them, then erases them through the dialog that names them.
 */

/**
 * A customer of this test alone, written into the worker's database (customers register in the
 * app; the console creates none): the other specs never see it, and a demo customer is never erased.
 */
function createCustomer(dataDir: string) {
  const stamp = Date.now().toString(36);
  const person = { name: `Ottilie Privacy ${stamp}`, email: `ottilie.${stamp}@privacy.example`, phone: '+33 6 12 34 56 78' };
  const db = new Database(path.join(dataDir, 'app.db'));
  try {
    db.pragma('busy_timeout = 5000');
    // Registered long ago, so that it is never the newest customer, the first row that other specs open.
    const registered = '2019-03-01T09:00:00.000Z';
    const { lastInsertRowid } = db
      .prepare('insert into users (email, name, role, phone, country, created_at, email_verified_at) values (?, ?, null, ?, ?, ?, ?)')
      .run(person.email, person.name, person.phone, 'FR', registered, registered);
    return { id: Number(lastInsertRowid), ...person };
  } finally {
    db.close();
  }
}

async function screenshots(page: Page, testInfo: TestInfo, name: string, ready: () => Promise<void>) {
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.reload();
    await ready();
    await animationsEnded(page);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin exports a customer’s data, then erases it after naming them', async ({ page, e2eServer }, testInfo) => {
  test.setTimeout(240_000);
  const customer = createCustomer(e2eServer.dataDir);
  await signInAt(page, demoAccounts.admin, `/users/customers/${customer.id}/show`);
  await expect(page.getByText(customer.email).first()).toBeVisible();

  // Export data: the download is the JSON document about them.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^customer-${customer.id}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
  const exported = JSON.parse(await fs.readFile((await download.path())!, 'utf8')) as CustomerDataExport;
  expect(exported.customer).toMatchObject({ id: customer.id, name: customer.name, email: customer.email, phone: customer.phone, erasedAt: null });
  expect(exported.orders).toEqual([]);
  await expect(page.getByText('Data exported')).toBeVisible();

  // The dialog says what happens and names the customer; a wrong confirmation is refused under the field.
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase the personal data of ${customer.name}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This cannot be undone');
  const confirm = dialog.getByRole('textbox', { name: 'Name or e-mail of the customer' });
  await expect(confirm).toHaveAccessibleDescription(`Type “${customer.name}” or “${customer.email}” to confirm`);
  await expect(confirm).toBeFocused();
  await confirm.fill('Somebody Else');
  await dialog.getByRole('button', { name: 'Erase for good' }).click();
  await expect(dialog.getByText("Type the customer's name or e-mail exactly as shown")).toBeVisible();
  await expectAccessible(page);
  await animationsEnded(page);
  await page.screenshot({ path: testInfo.outputPath('erase-dialog-1280.png') });

  // Typed as shown, by keyboard: erased, and the page shows it.
  await confirm.fill(customer.name.toUpperCase());
  await confirm.press('Enter');
  await expect(page.getByText('Personal data erased')).toBeVisible();
  await expect(dialog).toBeHidden();
  const erasedName = `Erased customer #${customer.id}`;
  await expect(page.getByText(/^Erased on [A-Z][a-z]{2} \d{1,2}, \d{4}$/)).toBeVisible();
  await expect(page.getByText(erasedName).first()).toBeVisible();
  await expect(page.getByText(customer.email)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Erase personal data' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Block|Unblock)$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Place an order' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Export data' })).toBeVisible();
  // Nothing more is written about them.
  await expect(page.getByRole('textbox', { name: 'New note' })).toHaveCount(0);

  await screenshots(page, testInfo, 'erased-customer', async () => {
    await expect(page.getByText(/^Erased on /)).toBeVisible();
  });

  // The dialog at a phone's width too.
  await page.setViewportSize({ width: 390, height: 844 });
  const other = createCustomer(e2eServer.dataDir);
  await page.goto(`/#/users/customers/${other.id}/show`);
  // Loaded afresh at that width, as a phone would: a resized page keeps the wide screen's menu open.
  await page.reload();
  await page.getByRole('button', { name: 'Erase personal data' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: testInfo.outputPath('erase-dialog-390.png') });
});
