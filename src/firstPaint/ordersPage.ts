import type { OrderSummary } from '../../contract/orders';
import type { Page } from '../../contract/pagination';
import { listRequestBody } from '../../dataProvider/listRequest';
import { orderListDefaults, orderListPeriod } from '../../resources/orders/listDefaults';
import { ordersMessages } from '../../resources/orders/messages';
import { orderStatusColors, paymentStatusColors } from '../../resources/orders/statusColors';
import { dateRangeMessages } from '../components/dateRange/messages';
import { formatDateTime, formatDayRange, formatMoney } from '../format';
import { sharedMessages } from '../i18n/shared';

/*
 * The API paths it reads, written out: the operations table holds every schema, and zod, which
 * this script must do without. test/unit/firstPaint.test.ts checks them against the contract.
 */
// eslint-disable-next-line no-restricted-syntax
export const ordersListPath = '/api/orders/list';
// eslint-disable-next-line no-restricted-syntax
export const consoleSettingsPath = '/data/console-settings';

/**
 * The orders list's first page as the list asks for it when it opens (resources/orders/listDefaults.ts),
 * its period counted from `today` when the page gives the business day (calendarPresetRange).
 */
export function firstOrdersRequest(timeZone: string, today?: string): { url: string; body: string } {
  const { sort, perPage, filter } = orderListDefaults(timeZone, today);
  return { url: ordersListPath, body: listRequestBody({ pagination: { page: 1, perPage: perPage ?? 25 }, sort, filter }) };
}

const fields = ordersMessages.resources.orders.fields;
const { order_statuses: orderStatuses, payment_statuses: paymentStatuses, purchase_types: purchaseTypes } = sharedMessages.app;

type Cell = string | Node;

function element(tag: string, className: string | undefined, ...children: Cell[]): HTMLElement {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

const chip = (label: string, color: string | undefined) => element('span', `fp-chip fp-${color ?? 'default'}`, label);
const twoLines = (primary: string, secondary: string) => element('div', 'fp-two', element('span', undefined, primary), element('span', 'fp-second', secondary));

type Column = [label: string, className: string, cell: (order: OrderSummary) => Cell];

const orderStatus = (order: OrderSummary) => chip(orderStatuses[order.status], orderStatusColors[order.status as keyof typeof orderStatusColors]);
const paymentStatus = (order: OrderSummary) =>
  chip(paymentStatuses[order.paymentStatus], paymentStatusColors[order.paymentStatus as keyof typeof paymentStatusColors]);
const paymentLine = (order: OrderSummary) =>
  element('span', 'fp-second', ordersMessages.resources.orders.payment_line.replace('%{status}', paymentStatuses[order.paymentStatus]));

/** The columns of the orders list at this width (resources/orders/OrderList.tsx): header and cell of each. */
function columns(wide: boolean): Column[] {
  const statuses: Column[] = wide
    ? [
        [fields.status, 'column-status', orderStatus],
        [fields.paymentStatus, 'column-paymentStatus', paymentStatus],
      ]
    : [[fields.status, 'column-status', (order) => element('div', undefined, orderStatus(order), paymentLine(order))]];
  return [
    ['', 'fp-select', () => ''],
    [fields.number, 'column-number', (order) => order.number],
    [fields.createdAt, 'column-createdAt', (order) => formatDateTime(order.createdAt)],
    [fields.customer, 'column-customer', (order) => twoLines(order.customer.name, order.customer.email)],
    [fields['item.title'], 'column-item', (order) => twoLines(order.item.title, purchaseTypes[order.purchaseType])],
    [fields.amount, 'column-amount fp-right', (order) => formatMoney(order.amount, order.currency)],
    ...statuses,
  ];
}

const filterBox = (label: string, value: string, width: string) =>
  element('div', `fp-filter ${width}`, element('span', 'fp-label', label), element('span', 'fp-value', value));

/**
 * The list's search and filters as they open: the search's placeholder, the period (a range of no
 * preset, read as its dates as the selector shows it: resources/orders/listDefaults.ts), status and
 * purchase type.
 */
export function ordersToolbar(timeZone: string, today?: string): HTMLElement {
  const { startDate, endDate } = orderListPeriod(timeZone, today);
  const search = document.createElement('input');
  search.className = 'fp-search';
  search.placeholder = ordersMessages.resources.orders.search;
  search.readOnly = true;
  return element(
    'div',
    'fp-toolbar',
    element('div', 'fp-filter fp-search-box', search),
    filterBox(dateRangeMessages.label, formatDayRange(startDate!, endDate!), 'fp-period'),
    filterBox(fields.status, orderStatuses[0], 'fp-choice'),
    filterBox(fields.purchaseType, purchaseTypes[0], 'fp-choice'),
  );
}

/** The first page of orders as a table shaped like the list's (no controls: those come with the console). */
export function ordersTable(page: Page<OrderSummary>, wide: boolean): HTMLElement {
  const shown = columns(wide);
  const head = element('tr', undefined, ...shown.map(([label, className]) => element('th', className, label)));
  const rows = page.content.map((order) => element('tr', undefined, ...shown.map(([, className, cell]) => element('td', className, cell(order)))));
  return element('table', 'fp-table', element('thead', undefined, head), element('tbody', undefined, ...rows));
}
