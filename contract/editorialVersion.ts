import { z } from 'zod';

/**
 * Which version of an editorial record a GET answers (docs/api.md "Editorial workflow"): the live
 * one by default (what the app shows when published), or `pending`: the change waiting on a
 * published item when there is one (what its edit page edits), else the live one.
 */
export const editorialVersionQuery = z.object({
  version: z.enum(['live', 'pending']).optional().describe('`pending`: the change waiting on a published item, when there is one'),
});
export type EditorialVersion = NonNullable<z.infer<typeof editorialVersionQuery>['version']>;
