import type { Locator, Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signIn, signInAt, test } from './support';

/** How many lines each text of an element takes (a text that wraps has rects on several lines). */
function linesOf(cell: Locator): Promise<number[]> {
  return cell.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const counts: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      counts.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
    }
    return counts;
  });
}

const windowWidth = (page: Page) => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, window: window.innerWidth }));

test('at 1280x800 at least ten orders are fully visible, each field on one line', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/orders');
  const rows = page.locator('tbody tr');
  await expect(rows.nth(9)).toBeVisible();
  // The filters sit on one row, beside the toolbar's buttons.
  const search = await page.getByLabel('Order number or e-mail').boundingBox();
  const purchaseType = await page.getByLabel('Purchase type').boundingBox();
  const exportButton = await page.getByRole('button', { name: 'Export CSV' }).boundingBox();
  expect(Math.abs(search!.y + search!.height - (purchaseType!.y + purchaseType!.height))).toBeLessThan(4);
  expect(exportButton!.y).toBeLessThan(search!.y + search!.height);

  const fullyVisible = await rows.evaluateAll((elements) => elements.filter((row) => row.getBoundingClientRect().bottom <= window.innerHeight).length);
  expect(fullyVisible).toBeGreaterThanOrEqual(10);
  for (let index = 0; index < 10; index++) {
    for (const cell of await rows.nth(index).locator('td').all()) {
      expect((await linesOf(cell)).every((lines) => lines === 1), `row ${index + 1}: ${await cell.innerText()}`).toBe(true);
    }
  }
  expect((await windowWidth(page)).scroll).toBeLessThanOrEqual(1280);
  // A cut text shows whole on hover, goes with Escape, and takes keyboard focus to show it too.
  const cut = page.locator('tbody [tabindex="0"].MuiTypography-noWrap').first();
  if (await cut.count()) {
    const whole = (await cut.textContent())!;
    await cut.hover();
    await expect(page.getByRole('tooltip')).toHaveText(whole);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    await page.mouse.move(0, 0);
    await cut.focus();
    await expect(page.getByRole('tooltip')).toHaveText(whole);
    await cut.blur();
    await expect(page.getByRole('tooltip')).toHaveCount(0);
  }
  await expectAccessible(page);
});

test('the status filter offers All and each status, with no blank option', async ({ page }) => {
  await signInAt(page, demoAccounts.admin, '/orders');
  // The select itself: its menu, still closing when the filter applies, is labelled by it too.
  const status = page.getByRole('combobox', { name: 'Status' });
  await expect(status).toHaveText('All');
  await status.click();
  const options = (await page.getByRole('option').allInnerTexts()).map((text) => text.trim());
  expect(options).toEqual(['All', 'Initiated', 'Confirmed', 'Payment Failed', 'Refunded', 'Cancelled', 'Processing', 'Payment Cancelled', 'Partially refunded']);
  await page.getByRole('option', { name: 'Refunded', exact: true }).click();
  await expect(page).toHaveURL(/%22status%22%3A4/);
  await status.click();
  await page.getByRole('option', { name: 'All', exact: true }).click();
  await expect(page).not.toHaveURL(/%22status%22/);
});

for (const width of [1280, 600]) {
  test(`a staff list with a long e-mail fits a ${width}px window, Invite and the actions whole`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, demoAccounts.superAdmin);
    const name = `Maximilienne Featherstonehaugh-Worthington ${width}`;
    const email = `a.very.long.name.${Date.now().toString(36)}@publisher-example.com`;
    await page.goto('/#/users/editors/create');
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.locator('.MuiSnackbar-root').getByText(`Invitation sent to ${email}`)).toBeVisible();
    await page.goto('/#/users/editors');
    await expect(page.locator('tbody tr').filter({ hasText: name })).toBeVisible();
    const { scroll, window } = await windowWidth(page);
    expect(scroll).toBeLessThanOrEqual(window);
    for (const control of [page.getByRole('link', { name: 'Invite' }), page.getByRole('button', { name: /^Actions for/ }).last()]) {
      const box = (await control.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(window);
    }
    await expectAccessible(page);
  });
}

test('customers show their country by name', async ({ page }) => {
  await signInAt(page, demoAccounts.editor, '/users/customers');
  await expect(page.locator('tbody tr').first()).toBeVisible();
  const countries = await page.locator('tbody tr td.column-country').allInnerTexts();
  expect(countries.length).toBeGreaterThan(0);
  expect(countries.filter((country) => /^[A-Z]{2}$/.test(country.trim()))).toEqual([]);
});

test('on a phone, Create sits in the toolbar and covers no row', async ({ page }) => {
  await page.setViewportSize({ width: 600, height: 900 });
  await signIn(page, demoAccounts.admin);
  for (const list of ['/e-books', '/subscriptions', '/feeds/list', '/ui/banners', '/ui/alerts', '/ui/app-config']) {
    await page.goto(`/#${list}`);
    const create = page.getByRole('link', { name: 'Create' });
    await expect(create).toBeVisible();
    await expect(page.locator('.MuiFab-root')).toHaveCount(0);
    const button = (await create.boundingBox())!;
    const firstRow = (await page.locator('#main-content li, tbody tr').first().boundingBox())!;
    expect(button.y + button.height, list).toBeLessThanOrEqual(firstRow.y);
  }
});
