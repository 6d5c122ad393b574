/**
 * What the console needs of the app's layout (contract/layout.ts holds their schemas and operations), without zod.
 */

/** The most items a section shows. */
export const MAX_SECTION_ITEMS = 20;
/** The most sections a layout holds. */
export const MAX_LAYOUT_SECTIONS = 30;
