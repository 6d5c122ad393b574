import { type LayoutType, layoutTypes } from './enums';

/**
 * What the console needs of the app's layout (contract/layout.ts holds their schemas and operations), without zod.
 */

/** The most items a section shows. */
export const MAX_SECTION_ITEMS = 20;
/** The most sections a layout holds. */
export const MAX_LAYOUT_SECTIONS = 30;

/**
 * Each screen's layout is a record of the editorial lifecycle (docs/api.md "Layouts"), by a fixed
 * id: its place in `layoutTypes` from 1 (home 1, books 2, magazines 3, news 4).
 */
export const layoutIdOf = (layoutType: LayoutType): number => layoutTypes.indexOf(layoutType) + 1;

/** The screen of a layout's id; undefined for an id no screen has. */
export const layoutTypeOfId = (id: number): LayoutType | undefined => layoutTypes[id - 1];
