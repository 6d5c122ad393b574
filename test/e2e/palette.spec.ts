import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { demoAccounts, expect, expectAccessible, signIn, test } from './support';

/**
 * The command palette and the keyboard shortcuts (src/shell/palette/): find an order by its number and
 * open it, go to a screen with `g` and a letter, list the shortcuts with `?`, run an order's action;
 * the palette and the shortcuts read well at both sizes (as test/e2e/sweep.spec.ts checks screens).
 */

const shots = path.resolve(process.env.SWEEP_SHOTS ?? 'test-results/sweep');
test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

const palette = (page: Page) => page.getByRole('dialog', { name: 'Search and commands' });
const field = (page: Page) => page.getByRole('combobox', { name: 'Search records, screens and actions' });

/** No wider than the window, axe clean, and a screenshot to look at. */
async function readsWell(page: Page, label: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `${label}: wider than the window`).toBeLessThanOrEqual(innerWidth);
  const dialog = await page.getByRole('dialog').boundingBox();
  expect(dialog!.x + dialog!.width, `${label}: the dialog is cut off`).toBeLessThanOrEqual(innerWidth);
  // The field's hint fits in it (as the sweep checks every placeholder).
  const cut = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLInputElement>('[role="dialog"] input[placeholder]')].filter((input) => {
      const context = document.createElement('canvas').getContext('2d')!;
      const style = getComputedStyle(input);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      return context.measureText(input.placeholder).width > input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) + 1;
    }).map((input) => input.placeholder),
  );
  expect(cut, `${label}: placeholder cut off`).toEqual([]);
  await expectAccessible(page);
  await page.screenshot({ path: path.join(shots, `${label}.png`) });
}

test('Ctrl+K finds an order by its number, and Enter opens it', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await page.keyboard.press('Control+k');
  await expect(palette(page)).toBeVisible();
  await expect(field(page)).toBeFocused();
  await field(page).fill('ORD-000042');
  const order = page.getByRole('group', { name: 'Orders' }).getByRole('option', { name: /ORD-000042/ });
  await expect(order).toBeVisible();
  // The first option is the active one: Enter opens it.
  await expect(order).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/orders\/\d+\/show$/);
  await expect(palette(page)).toBeHidden();
  await expect(page.getByText('ORD-000042').first()).toBeVisible();

  // The order's actions are in the palette too, as its toolbar offers them: choosing one opens its confirmation.
  const buttons = await page.getByRole('button', { name: /^(Re-check payment|Refund|Cancel order)$/ }).allTextContents();
  expect(buttons.length).toBeGreaterThan(0);
  await page.keyboard.press('Control+k');
  const actions = page.getByRole('group', { name: 'Actions on this page' }).getByRole('option');
  await expect(actions).toHaveText(buttons.map((text) => text.trim()));
  await field(page).fill(buttons[0]!.trim().slice(0, 6));
  await page.keyboard.press('Enter');
  await expect(palette(page)).toBeHidden();
  await expect(page.getByRole('dialog', { name: /ORD-000042\?/ })).toBeVisible();
});

test('the arrows move through the screens, and Escape closes the palette', async ({ page }) => {
  await signIn(page, demoAccounts.editor);
  await page.getByRole('button', { name: /Search and commands/ }).click();
  await expect(field(page)).toBeFocused();
  const screens = page.getByRole('group', { name: 'Go to' }).getByRole('option');
  // An editor is offered no screen of the orders or the feed.
  await expect(screens.filter({ hasText: 'Books' })).toHaveCount(1);
  await expect(screens.filter({ hasText: 'Orders' })).toHaveCount(0);
  await page.keyboard.press('ArrowDown');
  await expect(screens.nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(field(page)).toHaveAttribute('aria-activedescendant', (await screens.nth(1).getAttribute('id'))!);
  await page.keyboard.press('Escape');
  await expect(palette(page)).toBeHidden();
  await expect(page).toHaveURL(/#\/dashboard$/);

  // An editor's g o goes nowhere (Orders is not theirs); g e opens the books.
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/#\/dashboard$/);
  await page.keyboard.press('g');
  await page.keyboard.press('e');
  await expect(page).toHaveURL(/#\/e-books/);
});

test('g then o opens Orders, / focuses the list search, ? lists the shortcuts', async ({ page }) => {
  await signIn(page, demoAccounts.admin);
  await page.keyboard.press('g');
  await page.keyboard.press('o');
  await expect(page).toHaveURL(/#\/orders/);
  const search = page.getByRole('textbox', { name: 'Order number or e-mail' });
  await expect(search).toBeVisible();
  await expect(search).not.toBeFocused();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  // In a field, the keys are text.
  await page.keyboard.type('go');
  await expect(search).toHaveValue('go');
  await expect(page).toHaveURL(/#\/orders/);
  await search.blur();

  await page.keyboard.press('?');
  const shortcuts = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(shortcuts).toBeVisible();
  await expect(shortcuts.getByRole('row', { name: /Go to Orders/ })).toBeVisible();
  await shortcuts.getByRole('button', { name: 'Close' }).click();
  await expect(shortcuts).toBeHidden();
});

for (const size of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the palette and the shortcuts read well at ${size.width}x${size.height}`, async ({ page }) => {
    // Three axe runs.
    test.setTimeout(120_000);
    await page.setViewportSize({ width: size.width, height: size.height });
    await signIn(page, demoAccounts.superAdmin);
    await page.getByRole('button', { name: /Search and commands/ }).click();
    await expect(field(page)).toBeFocused();
    await readsWell(page, `${size.name}-palette`);
    // With records found: every group the role may open.
    await field(page).fill('an');
    await expect(page.getByRole('group', { name: 'Customers' })).toBeVisible();
    await expect(palette(page).getByRole('status')).toHaveText(/\d+ results?/);
    await readsWell(page, `${size.name}-palette-results`);
    await page.keyboard.press('Escape');

    await page.keyboard.press('?');
    await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeVisible();
    await readsWell(page, `${size.name}-shortcuts`);
  });
}
