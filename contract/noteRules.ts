/**
 * What the console needs of staff notes (contract/notes.ts holds their schemas and operations), without zod.
 */

/** The most characters a note holds, once trimmed. */
export const noteMaxLength = 2000;
