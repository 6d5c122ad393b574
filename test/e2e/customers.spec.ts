import { demoAccounts, expect, expectAccessible, signIn, signInAt, test } from './support';

test('an editor searches customers, sorts them by registration date and opens one', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await page.getByRole('menuitem', { name: 'Users' }).click();
  await page.getByRole('menuitem', { name: 'Customers' }).click();
  await expect(page).toHaveURL(/#\/users\/customers/);
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  await expect(page.getByText(/^1-25 of \d[\d,]*$/)).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/customers-desktop.png' });
  await expectAccessible(page);

  // Search: every row found matches the text in its name or e-mail.
  const firstName = (await rows.first().locator('td.column-name').innerText()).split(' ')[0]!;
  await page.getByPlaceholder('Search by name or e-mail').fill(firstName);
  await expect(page).toHaveURL(new RegExp(`filter=.*${encodeURIComponent(firstName)}`));
  await expect
    .poll(async () => (await rows.allInnerTexts()).every((row) => row.toLowerCase().includes(firstName.toLowerCase())))
    .toBe(true);
  await expect(rows.first()).toContainText(firstName);

  // Sort by registration date, oldest first, then newest first.
  const registered = async () => {
    const texts = await rows.locator('td.column-registeredAt').allInnerTexts();
    return texts.map((text) => new Date(text).getTime());
  };
  await page.getByRole('button', { name: 'Registered' }).click();
  await expect(page).toHaveURL(/order=ASC/);
  const ascending = await registered();
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
  await page.getByRole('button', { name: 'Registered' }).click();
  await expect(page).toHaveURL(/order=DESC/);
  const descending = await registered();
  expect(descending).toEqual([...descending].sort((a, b) => b - a));

  // Open one.
  // The name cell holds the name over the e-mail.
  const name = (await rows.first().locator('td.column-name').innerText()).split('\n')[0]!;
  await page.mouse.move(0, 0); // the sort button's tooltip would cover the row
  await rows.first().click();
  await expect(page).toHaveURL(/#\/users\/customers\/\d+\/show$/);
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByText('E-mail verified')).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/customer-show.png' });
  await expectAccessible(page);
});

test('a search that matches nobody says so', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/users/customers');
  await page.getByPlaceholder('Search by name or e-mail').fill('zzzz-nobody-zzzz');
  await expect(page.getByText('Nothing matches the current filters.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.locator('tbody tr').first()).toBeVisible();
});

test('an admin filters customers by the days they registered, typed, and the filter stays on reload', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/users/customers');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  const year = new Date().getFullYear() - 1;
  // Every row registered within the days chosen so far, both ends included.
  const inRange = async (from: string, to: string) => {
    const days = (await rows.locator('td.column-registeredAt').allInnerTexts()).map((text) => new Date(`${text} UTC`).toISOString().slice(0, 10));
    return days.length > 0 && days.every((day) => day >= from && day <= to);
  };
  // The page's count ("1-25 of 1,000"): a first day only leaves out the oldest customers, who are not on the first page.
  const count = page.locator('.MuiTablePagination-displayedRows').first();
  const unfiltered = await count.innerText();
  for (const [label, typed, applied, shown] of [
    ['Registered from', `0301${year}`, `"registeredFrom":"${year}-03-01"`, () => expect(count).not.toHaveText(unfiltered)],
    ['Registered to', `0630${year}`, `"registeredFrom":"${year}-03-01","registeredTo":"${year}-06-30"`, () => expect.poll(() => inRange(`${year}-03-01`, `${year}-06-30`)).toBe(true)],
  ] as const) {
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menuitemcheckbox', { name: label }).click();
    await page.getByLabel(label).focus();
    await page.keyboard.type(typed);
    // Applied once typing pauses (react-admin's debounce); the list shows it before the next filter
    // is added (the address changes first, and a menu clicked before the list renders again adds
    // its filter to the filters the list had: on a loaded machine, the day typed first was lost).
    await expect(page).toHaveURL(new RegExp(encodeURIComponent(applied)));
    await shown();
  }
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel('Registered from')).toHaveValue(`${year}-03-01`);
  await expect(page.getByLabel('Registered to')).toHaveValue(`${year}-06-30`);
  await expect.poll(() => inRange(`${year}-03-01`, `${year}-06-30`)).toBe(true);
});

test.describe('below 768px', () => {
  test.use({ viewport: { width: 600, height: 900 } });

  test('customers show as a simple list', async ({ page }) => {
    await signInAt(page, demoAccounts.editor, '/users/customers');
    await expect(page.getByRole('link').filter({ hasText: '@' }).first()).toBeVisible();
    await page.screenshot({ path: 'test-results/screens/customers-narrow.png' });
    await expectAccessible(page);
  });
});
