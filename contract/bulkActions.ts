import { declarationsWith, type NamesWith } from './resources';

/**
 * What each list may do to many records at once (docs/api.md "Bulk actions"), from the `bulk` of
 * its resource's declaration, without schemas: the console's menus and the access rules read it
 * without loading the contract's schemas. `POST <api>/bulk/<action>` starts the action as a job
 * (contract/bulk.ts) of the kind `<list>/<action>`.
 */
type BulkDeclaration = ReturnType<typeof declarationsWith<'bulk'>>[number];
export type BulkList = NamesWith<'bulk'>;
export type BulkAction<L extends BulkList = BulkList> = Extract<BulkDeclaration, { name: L }>['bulk']['actions'][number];

export const bulkLists = Object.fromEntries(declarationsWith('bulk').map((declaration) => [declaration.name, declaration])) as {
  [L in BulkList]: Extract<BulkDeclaration, { name: L }>;
};

/**
 * The action that undoes another on the records a job of it changed (docs/api.md "Jobs"); a
 * deletion, a new category (the previous one is not kept) and a payment re-check have none.
 */
const reverseActions: Readonly<Record<string, string>> = { enable: 'disable', disable: 'enable', block: 'unblock', unblock: 'block' };

/** The action that undoes `action` on `list`, or undefined when it cannot be undone. */
export function reverseBulkAction(list: BulkList, action: string): BulkAction | undefined {
  const reverse = reverseActions[action];
  return reverse !== undefined && (bulkLists[list].bulk.actions as readonly string[]).includes(reverse) ? (reverse as BulkAction) : undefined;
}

/** The list and action of a bulk job's kind (`users/customers/block`), or undefined for another kind of job. */
export function bulkKindParts(kind: string): { list: BulkList; action: BulkAction } | undefined {
  const slash = kind.lastIndexOf('/');
  const [list, action] = [kind.slice(0, slash), kind.slice(slash + 1)];
  if (slash < 0 || !action || !Object.hasOwn(bulkLists, list)) return undefined;
  const actions: readonly string[] = bulkLists[list as BulkList].bulk.actions;
  return actions.includes(action) ? { list: list as BulkList, action: action as BulkAction } : undefined;
}

/** Most ids a bulk action takes by `ids`; beyond, select by the list's filter. */
export const bulkIdsLimit = 1000;
