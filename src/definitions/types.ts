import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Access } from '../../contract/access';
import type { AuditResource } from '../../contract/audit';
import type { BulkList } from '../../contract/bulkActions';
import type { OperationName } from '../../contract/operations';
import type { ConsoleSettings } from '../../contract/settings';
import type { ResourceOperations } from '../../dataProvider/resourceOperations';
import type { ConsoleDataProvider } from '../../dataProvider/createDataProvider';
import type { FieldFormats } from '../components/fieldValues';
import type { BulkPromotion } from '../../contract/catalogue';

/**
 * A view loaded on demand (src/definitions/lazyView.ts): its chunk is fetched once the access guard lets
 * it render, or earlier by `preload()` when the view is about to open.
 */
export type LazyView = LazyExoticComponent<ComponentType> & { preload(): Promise<unknown> };

export type MenuGroupId = 'publishing' | 'ui' | 'analytics' | 'users';

/**
 * A part of the English catalogue, keyed as the catalogue is (`resources.<name>.*` for
 * react-admin's lookups, `app.*`): src/shell/i18n/en.ts merges every definition's part into the shell's
 * messages.
 */
export interface Messages {
  [key: string]: string | Messages;
}

export interface MenuPlacement {
  /** i18n key of the menu label. */
  label: string;
  icon: SvgIconComponent;
  group?: MenuGroupId;
  /** Position among its siblings, smallest first. */
  order: number;
  /** `g` then this letter opens the screen from the keyboard (the first letter of its name where it is free). */
  key?: string;
}

interface DefinitionBase {
  /** Who may open it (contract/access.ts); the menu, the guards and the server read the same table. */
  access: Access;
  menu?: MenuPlacement;
  /** Its messages (resources/<folder>/messages.ts); a part shared with another definition may repeat. */
  messages?: Messages;
}

/** How a list opens when neither the address nor the stored list parameters say otherwise. */
export interface ListDefaults {
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** 25 unless given (listPageSize). */
  perPage?: number;
  /** What its filter form starts with. */
  filter?: object;
}

/** The rows a console list shows a page unless its definition says otherwise. */
export const listPageSize = 25;

/** What a bulk action sends besides the selection (docs/api.md "Bulk actions"): the new category of `set-category`. */
export type BulkParams = { categoryId?: number; promotion?: BulkPromotion };

/** An input that one of a list's bulk actions asks for in its confirmation: it reports the action's params once complete, else undefined. */
export type BulkParamsInput = ComponentType<{ onChange: (params: BulkParams | undefined) => void }>;

/**
 * A react-admin resource: its name is its route (`orders`, `ui/banners`, `users/customers`) and
 * the one name of its declaration (contract/resources/), from which src/definitions/defineResource.ts
 * makes it.
 */
export interface ResourceDefinition extends DefinitionBase {
  kind: 'resource';
  name: string;
  /** Its API operations by name (contract/operations.ts), the dataProvider's endpoint table. */
  operations?: ResourceOperations;
  /** Where the list lives when it is not `/<name>` (the feed's `/feeds/list`). */
  listPath?: string;
  list?: LazyView;
  /**
   * Its list shows audit entries' changes (the Activity page): the audited resources' value formats
   * (`values`), which its rows wait for, load beside its chunk (src/shell/preloadView.ts).
   */
  listShowsChanges?: boolean;
  /**
   * How its list opens, given the business time zone: the view's `<ConsoleList>` opens so
   * (src/components/lists/useListDefaults.ts), and the entry fetches that first page beside the
   * view's chunk (src/shell/preloadList.ts).
   */
  listDefaults?: (settings: Pick<ConsoleSettings, 'timeZone'>) => ListDefaults;
  create?: LazyView;
  edit?: LazyView;
  show?: LazyView;
  /** How a record is named in titles and references. */
  recordRepresentation?: string;
  /**
   * Where a record opens when the resource has no edit or show page of its own (src/definitions/recordPath.ts):
   * a layout opens its screen on the layout page (`/ui/layout?type=books`).
   */
  recordPath?: (id: string) => string;
  /**
   * How its fields' values read (resources/<folder>/<name>Values.ts): its list and show page, its
   * History panel and the Activity page format a field with the same function. Loaded with the
   * audit views (src/audit/recordLinks.ts): the formats name choices and components that stay out
   * of the first load.
   */
  values?: () => Promise<FieldFormats>;
  /**
   * Which resource of the audit log (contract/audit.ts) its records are: its own name when its
   * declaration says `audited` (src/definitions/defineResource.ts), `staff` for the staff lists.
   * Its edit and show pages get a History panel, and the Activity page links its entries to them.
   */
  audit?: AuditResource;
  /**
   * Its name when its declaration has bulk actions (contract/bulkActions.ts): its rows get
   * checkboxes and the bulk actions its role may run (src/components/bulk).
   */
  bulk?: BulkList;
  /** The inputs of those bulk actions that ask for more than the selection (the e-books' new category). */
  bulkParams?: Partial<Record<string, BulkParamsInput>>;
  /**
   * The operations of its editorial lifecycle when its declaration says `editorial`
   * (contract/lifecycle.ts): its edit page shows the record's state and the steps the role may take.
   */
  editorial?: { state: OperationName; step: OperationName };
}

/** A custom page at a route of its own (dashboard, analytics, layout editor, account pages). */
export interface PageDefinition extends DefinitionBase {
  kind: 'page';
  /** Route without the leading slash; may hold parameters (`user/:id/profile`). */
  path: string;
  page: LazyView;
  /**
   * Starts fetching what the page shows first, beside its chunk (src/shell/preloadView.ts), given the
   * address's query and the console's data provider (which a definition cannot import: it is made
   * from the definitions).
   */
  preloadData?: (query: URLSearchParams, dataProvider: ConsoleDataProvider) => void;
}

export type Definition = ResourceDefinition | PageDefinition;

/** The path the menu links to. */
export function linkOf(definition: Definition): string {
  if (definition.kind === 'page') return `/${definition.path}`;
  return `/${definition.listPath ?? definition.name}`;
}
