import type { BulkList } from '../../../contract/bulkActions';
import type { OperationName } from '../../../contract/operations';

/** The operation that starts a list's bulk actions (contract/bulk.ts). */
export const bulkOperationOf = {
  feed: 'bulkFeedEntries',
  ebooks: 'bulkEbooks',
  banners: 'bulkBanners',
  alerts: 'bulkAlerts',
  appConfig: 'bulkAppConfig',
  subscriptions: 'bulkSubscriptions',
  customers: 'bulkCustomers',
  orders: 'bulkOrders',
} as const satisfies Record<BulkList, OperationName>;
