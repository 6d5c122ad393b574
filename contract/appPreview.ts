import { z } from 'zod';
import { alert } from './alerts';
import { banner } from './banners';
import { layoutTypes } from './enums';
import { layout } from './layout';
import { defineOperations } from './operation';
import { strictObject, unknownFilter } from './strictInput';

/**
 * The app as it will be (docs/api.md "Editorial workflow"): the banners and alerts a screen of the
 * app shows at a time, now or to come, as the lifecycle will have them then: published (and not
 * unpublished by their window's end before it) or scheduled by then, within their window, with the
 * pending changes scheduled by then.
 */
export const appPreviewQuery = strictObject(
  {
    layoutType: z.enum(layoutTypes),
    at: z.iso.datetime({ offset: true }).describe('The time the app is shown at (ISO 8601)'),
  },
  unknownFilter,
);

export const appPreview = z
  .object({
    at: z.string(),
    /**
     * The screen's visible sections then, in order: its layout as published by then (published now, or
     * scheduled for a time before), with its change scheduled by then; none when it is not published then.
     */
    sections: layout.shape.sections,
    /** The screen's banners then, by position, each `active` at `at`. */
    banners: z.array(banner),
    /** The alerts shown then, newest window first. */
    alerts: z.array(alert),
  })
  .meta({ id: 'AppPreview' });
export type AppPreview = z.infer<typeof appPreview>;

export const appPreviewOperations = defineOperations('editorial', {
  previewApp: {
    method: 'GET',
    path: '/api/editorial/preview',
    access: 'ui',
    summary: 'The layout, banners and alerts a screen of the app shows at a time, now or to come',
    description:
      'The screen\'s layout is its published one, or the one scheduled for a time before `at`, with its change ' +
      'scheduled by then. A banner or alert is shown at `at` when it will be published then (published now and its window not ended ' +
      'before, or scheduled for a time before) and `at` is within its window, with the changes scheduled by then ' +
      'written over it; a change not scheduled is not shown (the published version is, until it is approved). The ' +
      'layout editor\'s phone preview reads it.',
    query: appPreviewQuery,
    responses: { 200: appPreview },
  },
});
