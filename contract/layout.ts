import { z } from 'zod';
import { contentSectionKeys, HIGHLIGHT_CODE, layoutTypes } from './enums';
import { banner } from './banners';
import { editorialVersionQuery } from './editorialVersion';
import { enabledFlags } from './enums';
import { defineOperations } from './operation';
import { MAX_SECTION_ITEMS, MAX_LAYOUT_SECTIONS } from './layoutRules';
import { coded, codedIssue } from './apiMessages';
export { MAX_SECTION_ITEMS, MAX_LAYOUT_SECTIONS } from './layoutRules';

export const layoutTypeQuery = z.object({ layoutType: z.enum(layoutTypes) });

/**
 * One section of a layout: a content section (`sectionKey` videos, news, magazine or book) or the
 * highlight area (`code` "3", where the layout's active banners show, and `sectionKey` null).
 */
export const layoutSection = z
  .object({
    code: z.enum(['content', HIGHLIGHT_CODE]).default('content'),
    sectionKey: z.enum(contentSectionKeys).nullish().transform((value) => value ?? null),
    title: z.string().trim().min(1).max(100),
    /** How many items the section shows (1..20). */
    itemCount: z.number().int().min(1).max(MAX_SECTION_ITEMS),
    visible: z.boolean().default(true),
  })
  .superRefine((section, context) => {
    if (section.code === 'content' && !section.sectionKey) {
      context.addIssue(codedIssue(coded('section_key'), ['sectionKey']));
    }
  })
  .transform((section) => ({ ...section, sectionKey: section.code === HIGHLIGHT_CODE ? null : section.sectionKey }))
  .meta({ id: 'LayoutSection' });
export type LayoutSectionInput = z.input<typeof layoutSection>;
export type LayoutSection = z.output<typeof layoutSection>;

/**
 * The body of `PUT /api/layouts/update?layoutType=`: the sections in order, replacing the saved ones.
 * `version`, when given, is the version the edit started from: another save since then is a 409
 * (`If-Match` does the same for any change, with a 412).
 */
export const layoutInput = z
  .object({
    version: z.number().int().min(0).optional(),
    sections: z.array(layoutSection).max(MAX_LAYOUT_SECTIONS),
  })
  .meta({ id: 'LayoutWrite' });
export type LayoutInput = z.input<typeof layoutInput>;

/**
 * A saved layout: a record of the editorial lifecycle (`id`, contract/layoutRules.ts `layoutIdOf`),
 * whose `status` is the enabled flag its state gives it (E when published: the app draws it).
 * `version` grows by one on every save; a layout never saved is version 0 with no sections.
 */
export const layout = z
  .object({
    id: z.number().int(),
    layoutType: z.enum(layoutTypes),
    sections: z.array(
      z.object({
        code: z.enum(['content', HIGHLIGHT_CODE]),
        sectionKey: z.enum(contentSectionKeys).nullable(),
        title: z.string(),
        itemCount: z.number().int(),
        visible: z.boolean(),
      }),
    ),
    status: z.enum(enabledFlags),
    version: z.number().int(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: 'Layout' });
export type Layout = z.infer<typeof layout>;

/**
 * `GET /data/layout`: what the mobile app draws, the visible sections in order and the banners
 * active now that are placed on this screen (by position), each with its images in order.
 */
export const publicLayout = z
  .object({
    layoutType: z.enum(layoutTypes),
    sections: layout.shape.sections,
    banners: z.array(banner),
    version: z.number().int(),
  })
  .meta({ id: 'PublicLayout' });
export type PublicLayout = z.infer<typeof publicLayout>;

/** One item the preview draws in a section. */
export const previewItem = z
  .object({ id: z.number().int(), title: z.string(), imageUrl: z.string().nullable() })
  .meta({ id: 'LayoutPreviewItem' });
export type PreviewItem = z.infer<typeof previewItem>;

/** `GET /api/layouts/preview-items`: the newest enabled items of each content section, 20 at most. */
export const previewItems = z
  .object({
    videos: z.array(previewItem),
    news: z.array(previewItem),
    magazine: z.array(previewItem),
    book: z.array(previewItem),
  })
  .meta({ id: 'LayoutPreviewItems' });
export type PreviewItems = z.infer<typeof previewItems>;

export const layoutOperations = defineOperations('ui', {
  getPublicLayout: {
    method: 'GET',
    path: '/data/layout',
    access: 'public',
    summary: 'The saved layout of a mobile app screen, as the app draws it; no sign-in',
    description:
      'The visible sections in order, and the banners active now placed on this screen (by position, each ' +
      'with its images in order). A screen never saved answers version 0 and no sections, and so does a screen ' +
      'whose layout is not published (a draft, or archived: docs/api.md "Editorial workflow"); a change waiting ' +
      'on a published layout is not shown until it is approved. The answer carries ' +
      'a strong `ETag` and `Cache-Control: no-cache`: send it back in `If-None-Match` to get a 304 without a ' +
      'body while nothing changed (a save, or a banner starting or ending, changes it). A stored section or banner ' +
      'the answer cannot carry (a row altered in the database) is left out and logged, never failing the answer.',
    query: layoutTypeQuery,
    responses: {
      200: publicLayout,
      304: z.null().describe('Not modified: the ETag in If-None-Match is current; no body'),
    },
    errors: [400],
  },
  getLayout: {
    method: 'GET',
    path: '/api/layouts',
    access: 'ui',
    summary: "A screen's layout for the editor: every section in order, hidden ones too",
    description:
      'A screen never saved answers version 0 and no sections. With `version=pending`, the change waiting on the ' +
      'published layout when there is one (what the editor edits). The answer carries a strong `ETag` (docs/api.md ' +
      '"Versions"): send it back in `If-Match` with the save.',
    query: layoutTypeQuery.extend(editorialVersionQuery.shape),
    responses: { 200: layout },
    etag: true,
  },
  getLayoutRecord: {
    method: 'GET',
    path: '/api/layouts/:id',
    access: 'ui',
    summary: "A screen's layout by its id, as `GET /api/layouts` answers it",
    description:
      'The layout as a record of the editorial lifecycle (ids 1 to 4: home, books, magazines, news), for what ' +
      'reads records by id: its state, History and revisions. `version=pending` as for `GET /api/layouts`.',
    params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
    query: editorialVersionQuery,
    responses: { 200: layout },
    errors: [404],
    etag: true,
  },
  updateLayout: {
    method: 'PUT',
    path: '/api/layouts/update',
    access: 'ui',
    summary: "Saves a screen's layout: its sections, in order, replace the saved ones",
    description:
      'At most 30 sections, each a content section (`sectionKey` required) or the highlight area (`code` "3"), ' +
      'showing 1 to 20 items. Every save adds one to `version`, and is audited (resource `ui/layout`, the record ' +
      'id the layout\'s) with one change `sections`: the sections before and after, each in a few words. A save ' +
      'of a published layout by an EDITOR, or by anyone while a change waits, is kept as its pending change ' +
      '(docs/api.md "Pending changes"): the published layout stays what the app draws until it is approved. With ' +
      '`If-Match` (the `ETag` of the GET, which the console sends), the save is refused with a 412 (errorCode 119, ' +
      'the current layout and its latest change) when the layout changed since. With `version` in the body, it ' +
      'is refused with a 409 when someone else saved since that version (the change\'s, when one waits). With ' +
      'neither, the save wins.',
    query: layoutTypeQuery,
    body: layoutInput,
    responses: { 200: layout },
    errors: [409],
    ifMatch: true,
  },
  getLayoutPreviewItems: {
    method: 'GET',
    path: '/api/layouts/preview-items',
    access: 'ui',
    summary: "What the editor's preview fills each content section with",
    description:
      'For each content section, the newest 20 enabled items: books and magazines (e-books of type 1 and 2, ' +
      'last updated first), news and videos (feed entries published by now, latest first).',
    responses: { 200: previewItems },
  },
});
