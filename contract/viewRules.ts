import type { Area } from './access';
import { declarationsWith, type NamesWith } from './resources';

/**
 * What the console needs of the saved views (contract/views.ts holds their schemas and operations),
 * without zod: the lists that have views, the page sizes, periods and name rules.
 */

/** Every list that has views (its resource declares `views`), by its name, with the access area that opens it. */
export type ViewList = NamesWith<'views'>;
export const viewLists = Object.fromEntries(declarationsWith('views').map(({ name, area }) => [name, area])) as Record<ViewList, Area>;
export const viewListNames = Object.keys(viewLists) as [ViewList, ...ViewList[]];

/** The page sizes a list offers (react-admin's pagination). */
export const viewPageSizes = [5, 10, 25, 50] as const;
export const viewNameMaxLength = 60;

/**
 * Relative periods a view keeps instead of fixed days: applied, a period becomes the list's
 * `startDate`/`endDate` of that day (in the business time zone), so "this month" stays this month.
 */
export const viewPeriods = ['today', 'yesterday', 'last7', 'last30', 'thisMonth'] as const;
export type ViewPeriod = (typeof viewPeriods)[number];

/**
 * Control (C0, DEL, C1) and format characters (Unicode Cf: bidirectional overrides and isolates,
 * zero-width spaces and joiners, direction marks, U+FEFF...): a name holding them could show as
 * another view's name, U+202E reversing what follows it.
 */
export const hidesCharacters = (name: string): boolean => /[\p{Cc}\p{Cf}]/u.test(name);
