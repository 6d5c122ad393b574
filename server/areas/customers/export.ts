import type { Customer } from '../../../contract/customers';
import type { CustomerExportQuery } from '../../../contract/customers';
import { columns, filtered, sortExpression, toCustomer } from './queries';
import { yesNo } from '../../exports/cells';
import { type ListExport, listOrder } from '../../exports/listExport';

const countryNames = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

/** A country by its English name, as the list shows it ("United Kingdom"); a code Intl does not know stays a code. */
function countryName(code: string | null): string {
  if (!code) return '';
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The customers list's export: the customers `POST /api/customers/list` selects, in its order. */
export const customerExport: ListExport<'exportCustomers', CustomerExportQuery, Customer> = {
  name: 'exportCustomers',
  file: 'customers',
  audit: 'users/customers',
  rows: (db, query, timeZone) => filtered(db, query, timeZone).select(columns),
  id: 'users.id',
  order: (query) => listOrder({ sortExpression, defaultSort: 'registeredAt', id: 'users.id' }, query),
  items: (_db, rows) => rows.map(toCustomer),
  cells: {
    name: (customer) => [customer.name, customer.email],
    country: (customer) => countryName(customer.country),
    registeredAt: (customer) => customer.registeredAt,
    lastSeenAt: (customer) => customer.lastSeenAt,
    emailVerified: (customer) => yesNo(customer.emailVerified),
    blocked: (customer) => yesNo(customer.blocked),
  },
};
