import type { Area } from './access';

/**
 * What each list may do to many records at once (docs/api.md "Bulk actions"), without schemas:
 * the console's menus and the access rules read it without loading the contract's schemas.
 * `POST <path>/bulk/<action>` starts the action as a job (contract/bulk.ts).
 */
export const bulkLists = {
  feed: { path: '/api/feed', area: 'feed', actions: ['enable', 'disable', 'delete'] },
  ebooks: { path: '/api/ebooks', area: 'ebooks', actions: ['enable', 'disable', 'set-category'] },
  banners: { path: '/api/ui/banners', area: 'ui', actions: ['enable', 'disable', 'delete'] },
  alerts: { path: '/api/ui/alert', area: 'ui', actions: ['enable', 'disable', 'delete'] },
  appConfig: { path: '/api/ui/app-config', area: 'ui', actions: ['delete'] },
  subscriptions: { path: '/api/subscriptions', area: 'subscriptions', actions: ['enable', 'disable'] },
  customers: { path: '/api/customers', area: 'customers', actions: ['block', 'unblock'] },
  orders: { path: '/api/orders', area: 'orders', actions: ['recheck-payment'] },
} as const satisfies Record<string, { path: string; area: Area; actions: readonly string[] }>;

export type BulkList = keyof typeof bulkLists;
export type BulkAction<L extends BulkList = BulkList> = (typeof bulkLists)[L]['actions'][number];

/**
 * The action that undoes another on the records a job of it changed (docs/api.md "Jobs"); a
 * deletion, a new category (the previous one is not kept) and a payment re-check have none.
 */
const reverseActions: Readonly<Record<string, string>> = { enable: 'disable', disable: 'enable', block: 'unblock', unblock: 'block' };

/** The action that undoes `action` on `list`, or undefined when it cannot be undone. */
export function reverseBulkAction(list: BulkList, action: string): BulkAction | undefined {
  const reverse = reverseActions[action];
  return reverse !== undefined && (bulkLists[list].actions as readonly string[]).includes(reverse) ? (reverse as BulkAction) : undefined;
}

/** The list and action of a bulk job's kind (`customers/block`), or undefined for another kind of job. */
export function bulkKindParts(kind: string): { list: BulkList; action: BulkAction } | undefined {
  const [list, action, ...rest] = kind.split('/');
  if (rest.length > 0 || !list || !action || !Object.hasOwn(bulkLists, list)) return undefined;
  const actions: readonly string[] = bulkLists[list as BulkList].actions;
  return actions.includes(action) ? { list: list as BulkList, action: action as BulkAction } : undefined;
}

/** Most ids a bulk action takes by `ids`; beyond, select by the list's filter. */
export const bulkIdsLimit = 1000;
