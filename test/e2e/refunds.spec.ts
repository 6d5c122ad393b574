import type { Currency } from '../../contract/currencies';
import { OrderStatus, PaymentStatus } from '../../contract/enums';
import { formatMoney } from '../../src/format';
import { api, apiToken, demoAccounts, expect, expectAccessible, signInAt, test } from './support';

/**
 * A partial refund (docs/api.md "Refunds"): an admin refunds part of a paid order with a reason
 * and a note to the customer, sees it Partially refunded with what is left, and downloads the
 * refund's credit note and the order's receipt as PDF.
 */

test('an admin refunds part of an order with a reason, and downloads its credit note and the receipt', async ({ page }) => {
  const token = await apiToken(page.request, demoAccounts.admin);
  const { content } = (await api(page.request, token, 'POST', '/api/orders/list', {
    status: OrderStatus.CONFIRMED,
    paymentStatus: PaymentStatus.SUCCESS,
    paginationRequest: { page: 0, size: 20 },
  })) as { content: { id: number; number: string; amount: number; currency: Currency }[] };
  // Not the first row, which other tests open.
  const order = content.find((row) => row.amount > 200 && row !== content[0])!;
  const money = (amount: number) => formatMoney(amount, order.currency);

  await signInAt(page, demoAccounts.admin, `/orders/${order.id}/show`);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Refund ${order.number}` });
  const amount = dialog.getByRole('textbox', { name: `Amount to refund (${order.currency})` });
  await amount.fill(String((order.amount + 1) / 100));
  await dialog.getByRole('button', { name: /^Refund / }).click();
  await expect(dialog.getByText(`At most ${money(order.amount)} is left to refund`)).toBeVisible();

  await amount.fill('1');
  await dialog.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: 'Duplicate order' }).click();
  await dialog.getByRole('textbox', { name: 'Details' }).fill('Charged twice by the app store retry');
  await dialog.getByRole('textbox', { name: 'Note to the customer' }).fill('Sorry: we refunded the second charge.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: `Refund ${money(100)}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${money(100)} of ${order.number} is refunded`)).toBeVisible();

  const refunds = page.getByRole('heading', { name: 'Refunds, receipt and credit notes' }).locator('..');
  await expect(refunds).toContainText(`Refunded: ${money(100)} · Left to refund: ${money(order.amount - 100)}`);
  await expect(refunds).toContainText(`${money(100)} · Duplicate order: Charged twice by the app store retry`);
  await expect(refunds).toContainText('Note to the customer: Sorry: we refunded the second charge.');
  await expect(page.getByText('Partially refunded').first()).toBeVisible();

  const creditNote = refunds.getByRole('button', { name: /^Download CN-\d{4}-\d{6} \(PDF\)$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), creditNote.click()]);
  expect(download.suggestedFilename()).toMatch(/^CN-\d{4}-\d{6}\.pdf$/);
  const pdf = await download.createReadStream().then(async (stream) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const [receipt] = await Promise.all([page.waitForEvent('download'), refunds.getByRole('button', { name: /^Download R-\d{4}-\d{6} \(PDF\)$/ }).click()]);
  expect(receipt.suggestedFilename()).toMatch(/^R-\d{4}-\d{6}\.pdf$/);

  // On a phone: the refunds, and on the list what was refunded under the amount.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText(`${money(100)} · Duplicate order: Charged twice`)).toBeVisible();
  await expectAccessible(page);
});

test('a partly refunded order fits the orders list at 1280 in French, its long status wrapping', async ({ page }) => {
  const token = await apiToken(page.request, demoAccounts.admin);
  const { content } = (await api(page.request, token, 'POST', '/api/orders/list', {
    status: OrderStatus.CONFIRMED,
    paymentStatus: PaymentStatus.SUCCESS,
    paginationRequest: { page: 0, size: 20 },
  })) as { content: { id: number; number: string; amount: number }[] };
  const order = content.filter((row) => row.amount > 200).at(-1)!;
  await api(page.request, token, 'POST', `/api/orders/${order.id}/refunds`, { idempotencyKey: `fit-${order.id}-${Date.now()}`, amount: 100, reason: 'duplicate' });

  await signInAt(page, demoAccounts.admin, '/orders');
  await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('fr')));
  await page.goto(`/#/orders?filter=${encodeURIComponent(JSON.stringify({ q: order.number }))}`);
  await page.reload();
  const row = page.locator('main tbody tr').filter({ hasText: order.number });
  await expect(row).toContainText('Partiellement remboursée');
  // The table is no wider than the box it scrolls in.
  const overflow = await page.locator('main table').evaluate((table) => {
    const box = table.closest('.RaDataTable-tableWrapper') ?? table.parentElement!;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(1);
  await page.screenshot({ path: 'test-results/screens/orders-french-partly-refunded.png' });
});
