import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, linkFromOutbox, requestCode, signIn, signInWithCode, test } from './support';

const password = 'correct horse battery staple';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A money amount as French writes it, in any of the shop's currencies: "19,99 $US", "9,99 $CA", "7,99 €" (the space a narrow no-break one). */
const frenchMoney = /\d,\d{2}\s?(\$US|\$CA|\$AU|€|£|₹)/;
/** A date and time as French writes it: "15 nov. 2026, 15:29" or "15 nov. 2026 à 15:29". */
const frenchDateTime = /\d{1,2} [a-zéû]+\.? \d{4}(,| à) \d{2}:\d{2}/;

/** The console in French: the main menu, the user menu's button. */
async function expectFrench(page: Page) {
  const menu = page.getByRole('menu', { name: 'Menu principal' });
  await expect(menu.getByRole('menuitem', { name: 'Tableau de bord' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Commandes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
}

/** The orders list in French: its headers, a date and an amount written the French way. */
async function expectFrenchOrders(page: Page) {
  await page.goto('/#/orders');
  const table = page.locator('main table');
  await expect(table.getByRole('columnheader', { name: 'Passée le' })).toBeVisible();
  await expect(table.getByRole('columnheader', { name: 'Montant' })).toBeVisible();
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow).toContainText(frenchDateTime);
  await expect(firstRow).toContainText(frenchMoney);
}

test('a staff member switches to French from the user menu, and finds French again in another browser', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  // A new ADMIN, so that no demo account's profile changes (the specs share a server).
  await signIn(page, demoAccounts.superAdmin);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('auth')!).access_token as string);
  const email = `lea.${unique()}@example.test`;
  const since = new Date().toISOString();
  const invited = await request.post('/api/users/', { headers: { authorization: `Bearer ${token}` }, data: { name: `Léa ${unique()}`, email, role: 2 } });
  expect(invited.status()).toBe(201);
  const link = await linkFromOutbox(email, since);

  const first = await browser.newContext();
  const staff = await first.newPage();
  await staff.goto(link);
  await staff.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await staff.getByRole('textbox', { name: 'Confirm the new password' }).fill(password);
  await staff.getByRole('button', { name: 'Set password' }).click();
  await expect(staff).toHaveURL(/#\/login$/);
  await signInWithCode(staff, email, password);

  await staff.getByRole('button', { name: 'Profile' }).click();
  await staff.getByRole('menuitem', { name: /^Language/ }).click();
  const dialog = staff.getByRole('dialog', { name: 'Language' });
  await expect(dialog.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('menuitemradio', { name: 'Français' }).click();

  await expectFrench(staff);
  await expect(staff.getByRole('heading', { level: 1, name: /^Bienvenue, Léa/ })).toBeVisible();
  await expectFrenchOrders(staff);
  await expectAccessible(staff);
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.screenshot({ path: 'test-results/screens/orders-french-phone.png', fullPage: true });
  await first.close();

  // Another browser, in English: the profile's language applies once signed in.
  const second = await browser.newContext({ locale: 'en-US' });
  const elsewhere = await second.newPage();
  const code = await requestCode(elsewhere, email, password);
  await elsewhere.getByLabel('Code').fill(code);
  await elsewhere.getByRole('button', { name: 'Sign in' }).click();
  await expect(elsewhere.getByRole('heading', { level: 1, name: /^Bienvenue, Léa/ })).toBeVisible();
  await expectFrench(elsewhere);
  await expectFrenchOrders(elsewhere);

  // The server's refusal of a field, by its code, in French under the field.
  await elsewhere.goto('/#/users/editors/create');
  await elsewhere.getByLabel('Nom').fill(`Léa ${unique()}`);
  await elsewhere.getByLabel('E-mail').fill(demoAccounts.editor);
  await elsewhere.getByRole('button', { name: 'Envoyer l’invitation' }).click();
  await expect(elsewhere.getByText('Un utilisateur avec cet e-mail existe déjà').first()).toBeVisible();
  await second.close();
});
