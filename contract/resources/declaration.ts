import type { Area } from '../access';

/**
 * What the server and the console both know of a resource, declared once (docs/architecture.md
 * "Add a resource"): the views table, the bulk actions, search, the audit log's resources and
 * their access areas derive from the declarations of contract/resources/index.ts. Free of zod:
 * the console's menus and guards read it on the first load.
 */
export interface ResourceDeclaration {
  /**
   * Its one name: the console's route (`ui/alerts`, the spec's URL) and what the audit log (an
   * entry's `resource`), bulk actions (a job's kind `ui/alerts/delete`), search (a group's `kind`)
   * and saved views (a view's `list`) call it. Its API paths are the spec's (`/api/ui/alert`).
   */
  readonly name: string;
  /** Who may open it (contract/access.ts); a role finds, views and exports only what it may open. */
  readonly area: Area;
  /** Where its API lives, the spec's path: bulk actions are `POST <api>/bulk/<action>`. */
  readonly api: string;
  /** Its list keeps saved views and column choices (contract/views.ts). */
  readonly views?: true;
  /** Its records' changes are audited under its name (contract/audit.ts); their History panel and Activity read them. */
  readonly audited?: true;
  /** Search finds its records (contract/search.ts), in the order of the declarations. */
  readonly searchable?: true;
  /** What its list may do to many records at once (contract/bulkActions.ts): the operation that starts them and its actions. */
  readonly bulk?: { readonly operation: string; readonly actions: readonly [string, ...string[]] };
  /**
   * Its list's CSV export (contract/listColumns.ts, docs/api.md "List exports"): the operation,
   * and the columns in the order of the list's table, each the `source` of a console column (what
   * `columns=` names) with the CSV header(s) it writes (an amount writes its currency beside it).
   */
  /**
   * Its records move through the editorial lifecycle (contract/lifecycle.ts, docs/architecture.md
   * "Editorial workflow"): the operations that read a record's state and take a step.
   */
  readonly editorial?: { readonly state: string; readonly step: string };
  readonly export?: { readonly operation: string; readonly columns: Readonly<Record<string, readonly [string, ...string[]]>> };
}

/** A declaration, its literal types kept: the derived tables are typed by the names and actions it holds. */
export const declareResource = <const Declaration extends ResourceDeclaration>(declaration: Declaration) => declaration;
