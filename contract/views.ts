import { z } from 'zod';
import { jsonValueProblem } from './json';
import { defineOperations } from './operation';
import { sortDirections } from './pagination';
import { hidesCharacters, viewListNames, viewNameMaxLength, viewPageSizes, viewPeriods } from './viewRules';
import { codedIssue, codedText } from './apiMessages';

/**
 * Saved views and column choices of the console's lists (docs/api.md "Saved views"): a view is a
 * name with the list's filters, sort, page size and visible columns, personal or shared with
 * everyone who may open the list; each staff member may make one view of a list their default,
 * and the columns they hide are kept per list, so that both follow them to any browser.
 */

export { hidesCharacters, type ViewList, viewListNames, viewLists, viewNameMaxLength, viewPageSizes, type ViewPeriod, viewPeriods } from './viewRules';

/** Filters are small: a few fields, each a value or a short list. */
const filterLimits = { maxDepth: 4, maxEntries: 100, maxBytes: 4096 };
/** C0 control characters and DEL: never part of a name (PostgreSQL refuses NUL in text). */
const hasControlCharacter = (text: string) => [...text].some((character) => character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127);
const plainText = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .refine((text) => !hasControlCharacter(text), codedText('no_control_characters'));

const viewName = z
  .string()
  .trim()
  .min(1, codedText('view_name_empty'))
  .max(viewNameMaxLength, codedText('view_name_too_long', { max: viewNameMaxLength }))
  .refine(
    (name) => !hidesCharacters(name),
    codedText('view_name_hidden_characters'),
  );

/** The list's filter values as its URL holds them (`{status: 4, q: "smith"}`). */
export const viewFilters = z
  .record(plainText(1, 60), z.unknown())
  .superRefine((filters, context) => {
    const problem = jsonValueProblem(filters, filterLimits);
    if (problem) context.addIssue(codedIssue(problem));
  });

export const viewSort = z
  .object({
    field: z.string().regex(/^[A-Za-z][A-Za-z0-9_.]{0,59}$/, codedText('view_field')),
    order: z.enum(sortDirections),
  })
  .meta({ id: 'ViewSort' });

/**
 * A list's column choice, as its DataTable keeps it: the columns hidden (their `source`, or their
 * label when they have none), and `ranks`, the order the columns were dragged into (the original
 * position of the column shown at each place; absent for the list's own order).
 */
export const viewColumns = z
  .object({
    hidden: z.array(plainText(1, 200)).max(50),
    ranks: z.array(z.number().int().min(0).max(49)).max(50).optional(),
  })
  .meta({ id: 'ViewColumns' });
export type ViewColumns = z.infer<typeof viewColumns>;

const viewSettings = {
  name: viewName,
  /** Seen by everyone who may open the list; only ADMIN and SUPER_ADMIN share (`mayShareViews`). */
  shared: z.boolean(),
  filters: viewFilters,
  /** Replaces `startDate` and `endDate` of `filters` when the view is applied. */
  period: z.enum(viewPeriods).nullable(),
  sort: viewSort.nullable(),
  perPage: z.literal(viewPageSizes).nullable(),
  /** null: the view leaves the columns as they are. */
  columns: viewColumns.nullable(),
  /** Makes the view the caller's default of the list (true), or stops it being so (false). */
  isDefault: z.boolean(),
};

export const savedViewInput = z
  .object({
    list: z.enum(viewListNames),
    ...viewSettings,
    shared: viewSettings.shared.default(false),
    filters: viewSettings.filters.default({}),
    period: viewSettings.period.default(null),
    sort: viewSettings.sort.default(null),
    perPage: viewSettings.perPage.default(null),
    columns: viewSettings.columns.default(null),
    isDefault: viewSettings.isDefault.default(false),
  })
  // Not 'SavedViewInput': the OpenAPI document names SavedView's input form so.
  .meta({ id: 'NewSavedView' });
export type SavedViewInput = z.input<typeof savedViewInput>;

/** A change of a view: the fields sent change, the others stay. */
export const savedViewChange = z.object(viewSettings).partial().meta({ id: 'SavedViewChange' });
export type SavedViewChange = z.input<typeof savedViewChange>;

export const savedView = z
  .object({
    id: z.number().int(),
    list: z.enum(viewListNames),
    name: z.string(),
    shared: z.boolean(),
    filters: z.record(z.string(), z.unknown()),
    period: z.enum(viewPeriods).nullable(),
    sort: viewSort.nullable(),
    perPage: z.number().int().nullable(),
    columns: viewColumns.nullable(),
    /** Who made it; null for the views the console comes with. */
    owner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    /** One of the views the console comes with (no owner): nobody deletes or un-shares it. */
    builtIn: z.boolean(),
    /** Made by the caller. */
    mine: z.boolean(),
    /** The caller's default view of the list. */
    isDefault: z.boolean(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'SavedView' });
export type SavedView = z.infer<typeof savedView>;

export const savedViewsOfList = z
  .object({
    list: z.enum(viewListNames),
    /** The caller's own views, then the shared ones, each group by name. */
    views: z.array(savedView),
    defaultViewId: z.number().int().nullable(),
  })
  .meta({ id: 'SavedViews' });
export type SavedViewsOfList = z.infer<typeof savedViewsOfList>;

export const viewListQuery = z.object({ list: z.enum(viewListNames) });
export const savedViewParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const defaultViewInput = z
  .object({ list: z.enum(viewListNames), viewId: z.number().int().positive().max(2_147_483_647).nullable() })
  .meta({ id: 'DefaultViewChoice' });
export const defaultViewAnswer = z
  .object({ list: z.enum(viewListNames), defaultViewId: z.number().int().nullable() })
  .meta({ id: 'DefaultView' });

export const listColumns = z
  .object({ list: z.enum(viewListNames), columns: viewColumns.nullable() })
  .meta({ id: 'ListColumns' });
export type ListColumns = z.infer<typeof listColumns>;

const listAccess =
  'The caller must be allowed to open the list (its access area, contract/viewRules.ts `viewLists`): else 403.';

export const viewsOperations = defineOperations('views', {
  listSavedViews: {
    method: 'GET',
    path: '/api/views',
    access: 'account',
    summary: "A list's saved views the caller may use, and their default",
    description: `The caller's own views of the list and the views shared with everyone who may open it. ${listAccess}`,
    query: viewListQuery,
    responses: { 200: savedViewsOfList },
  },
  createSavedView: {
    method: 'POST',
    path: '/api/views',
    access: 'account',
    summary: 'Saves a view of a list',
    description:
      `${listAccess} The name is trimmed, 1 to ${viewNameMaxLength} characters without control or format characters ` +
      '(bidirectional overrides, zero-width spaces...: else 400 with fieldErrors.name), and unique among the caller\'s views ' +
      'of the list (else 409 with fieldErrors.name). Only ADMIN and SUPER_ADMIN may share (else 403). ' +
      'A shared view is audited (`savedView`).',
    body: savedViewInput,
    responses: { 201: savedView },
    errors: [409],
  },
  updateSavedView: {
    method: 'PUT',
    path: '/api/views/:id',
    access: 'account',
    summary: 'Changes a saved view (the fields sent)',
    description:
      'The caller changes their own views; ADMIN and SUPER_ADMIN also the shared ones (else 403). Another staff ' +
      "member's personal view, or one of a list the caller may not open, is a 404. A built-in view (`builtIn`) stays " +
      'shared: un-sharing it is a 403. The name follows the rules of creating a view. Changes of shared views are audited.',
    params: savedViewParams,
    body: savedViewChange,
    responses: { 200: savedView },
    errors: [404, 409],
  },
  deleteSavedView: {
    method: 'DELETE',
    path: '/api/views/:id',
    access: 'account',
    summary: 'Deletes a saved view',
    description:
      'The same rule as changing it; a built-in view (`builtIn`) is never deleted: 403. It stops being anyone’s default. ' +
      'Deleting a shared view is audited.',
    params: savedViewParams,
    responses: { 204: z.null().describe('Deleted') },
    errors: [404],
  },
  setDefaultSavedView: {
    method: 'PUT',
    path: '/api/views/default',
    access: 'account',
    summary: "Sets or clears the caller's default view of a list",
    description: `\`viewId\` null clears it. The view must be one the caller may use on that list (else 404). ${listAccess}`,
    body: defaultViewInput,
    responses: { 200: defaultViewAnswer },
    errors: [404],
  },
  getListColumns: {
    method: 'GET',
    path: '/api/views/columns',
    access: 'account',
    summary: "The caller's column choice of a list",
    description: `\`columns\` is null until the caller chooses. ${listAccess}`,
    query: viewListQuery,
    responses: { 200: listColumns },
  },
  putListColumns: {
    method: 'PUT',
    path: '/api/views/columns',
    access: 'account',
    summary: "Keeps the caller's column choice of a list",
    description: `\`columns\` null forgets the choice (the list's own columns). ${listAccess}`,
    body: listColumns,
    responses: { 200: listColumns },
  },
});
