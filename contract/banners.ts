import { z } from 'zod';
import { csvFile, exportDescription, exportParams } from './exportQuery';
import { bulkOperation } from './bulk';
import { activeWindowFields, checkActiveWindow, checkDeepLink, deepLinkFields } from './deepLinks';
import { enabledFlags, layoutTypes } from './enums';
import { editorialVersionQuery } from './editorialVersion';
import { defineOperations } from './operation';
import { strictObject, unknownFilter } from './strictInput';
import { MAX_BANNER_IMAGES, bannerStates } from './bannerRules';
export { bannerImageExtensions, MAX_BANNER_IMAGES, bannerStates, type BannerState, bannerState } from './bannerRules';

/**
 * The body of `POST /api/ui/banners` and `PUT /api/ui/banners/{id}`: where it shows (the
 * highlight areas of a layout's screen, `position` orders the banners there, 1 first) and when.
 */
export const bannerInput = z
  .object({
    title: z.string().trim().min(1).max(200),
    layoutType: z.enum(layoutTypes),
    position: z.number().int().min(1).max(99).default(1),
    ...activeWindowFields,
    status: z.enum(enabledFlags).default('E'),
  })
  .superRefine(checkActiveWindow)
  .meta({ id: 'BannerWrite' });
export type BannerInput = z.input<typeof bannerInput>;
export type BannerValues = z.output<typeof bannerInput>;

/**
 * The position/details record of a banner image (`PUT /api/ui/banners/images/{imageId}/details/update`):
 * its place among the banner's images (1 first; the others move to make room), where a tap leads
 * (`targetKind` null: nowhere), and its alternative text.
 */
export const bannerImageDetails = z
  .object({
    position: z.number().int().min(1).max(MAX_BANNER_IMAGES),
    targetKind: deepLinkFields.targetKind.nullish().transform((value) => value ?? null),
    targetValue: deepLinkFields.targetValue,
    altText: z.string().trim().max(300).default(''),
  })
  .superRefine(checkDeepLink)
  .meta({ id: 'BannerImageDetails' });
export type BannerImageDetailsInput = z.input<typeof bannerImageDetails>;
export type BannerImageDetails = z.output<typeof bannerImageDetails>;

export const bannerImage = z
  .object({
    id: z.number().int(),
    bannerId: z.number().int(),
    /** Public URL (`/media/banners/...`). */
    imageUrl: z.string(),
    position: z.number().int(),
    targetKind: z.number().int().nullable(),
    targetValue: z.string().nullable(),
    altText: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: 'BannerImage' });
export type BannerImage = z.infer<typeof bannerImage>;

export const banner = z
  .object({
    id: z.number().int(),
    title: z.string(),
    layoutType: z.enum(layoutTypes),
    position: z.number().int(),
    startAt: z.string(),
    endAt: z.string().nullable(),
    status: z.enum(enabledFlags),
    /** Enabled and inside its window now. */
    active: z.boolean(),
    images: z.array(bannerImage),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof banner>;

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
export const bannerParams = z.object({ id: rowId });
export const bannerImageParams = z.object({ imageId: rowId });

/** listBanners' filters, also a bulk action's `filter`: strict, an unknown key is a 400 naming it. */
export const bannerListQuery = strictObject(
  {
    layoutType: z.enum(layoutTypes).optional().describe('Only the banners of this screen'),
    status: z.enum(enabledFlags).optional().describe('Only the enabled (E) or the disabled (D) banners'),
    state: z
      .enum(bannerStates)
      .optional()
      .describe('Only the banners that are, now: active (enabled and in their window), scheduled, ended or disabled'),
  },
  unknownFilter,
);
export type BannerListQuery = z.output<typeof bannerListQuery>;

/** The sort fields of the banners' export (the console sorts the list itself: one GET answers it whole). */
export const bannerSortFields = ['layoutType', 'position', 'title', 'startAt', 'endAt'] as const;
export const bannerExportQuery = z.object({
  ...bannerListQuery.shape,
  q: z.string().trim().max(200).optional().describe('The title contains it, ignoring case'),
  ...exportParams('exportBanners', bannerSortFields),
});
export type BannerExportQuery = z.output<typeof bannerExportQuery>;

export const bannersOperations = defineOperations('ui', {
  createBanner: {
    method: 'POST',
    path: '/api/ui/banners',
    access: 'ui',
    summary: 'Creates a banner (its images are uploaded afterwards)',
    description:
      'A banner shows in the highlight area of a screen of the app (`layoutType`), ordered there by `position` ' +
      '(1 first), while it is enabled and inside its window: from `startAt` until `endAt` (null: no end; it must ' +
      'come after the start, else a 400 on endAt).',
    body: bannerInput,
    responses: { 201: banner },
  },
  listBanners: {
    method: 'GET',
    path: '/api/ui/banners',
    access: 'ui',
    summary: 'Every banner with its images, by screen and position',
    description:
      'A plain array, ordered by `layoutType`, `position` and id; each banner carries its images in position order. ' +
      'Optional filters: `layoutType`, `status` (the enabled flag) and `state` (where the banner stands now); ' +
      'any other query parameter is a 400 naming it.',
    query: bannerListQuery,
    responses: { 200: z.array(banner) },
  },
  getBanner: {
    method: 'GET',
    path: '/api/ui/banners/:id',
    access: 'ui',
    summary: 'One banner with its images',
    params: bannerParams,
    query: editorialVersionQuery,
    responses: { 200: banner },
    errors: [404],
    etag: true,
  },
  updateBanner: {
    method: 'PUT',
    path: '/api/ui/banners/:id',
    access: 'ui',
    summary: 'Updates a banner (title, placement, window, enabled flag); its images are left as they are',
    params: bannerParams,
    body: bannerInput,
    responses: { 200: banner },
    errors: [404],
    ifMatch: true,
  },
  deleteBanner: {
    method: 'DELETE',
    path: '/api/ui/banners/:id',
    access: 'ui',
    summary: 'Deletes a banner and its images, their files included',
    params: bannerParams,
    responses: { 204: z.null().describe('Deleted') },
    errors: [404],
    ifMatch: true,
  },
  uploadBannerImage: {
    method: 'POST',
    path: '/api/ui/banners/:id/images-upload',
    access: 'ui',
    summary: "Adds an image at the end of a banner's images",
    description:
      'multipart/form-data with the image in the field `file`: PNG, JPEG or WebP by content, at most ' +
      'UPLOAD_MAX_IMAGE_BYTES (5 MiB by default). It is stored under `public/banners/` (public at its `imageUrl`), ' +
      `as the last image, leading nowhere and with no alternative text until its details are set. A banner holds at ` +
      `most ${MAX_BANNER_IMAGES} images: one more is a 409. A failed upload stores nothing.`,
    params: bannerParams,
    body: 'multipart',
    responses: { 201: bannerImage },
    errors: [404, 409, 413, 415],
  },
  listBannerImages: {
    method: 'GET',
    path: '/api/ui/banners/:id/images',
    access: 'ui',
    summary: "A banner's images in position order",
    description: "A plain array (the same images as the banner's `images`).",
    params: bannerParams,
    responses: { 200: z.array(bannerImage) },
    errors: [404],
  },
  deleteBannerImage: {
    method: 'PUT',
    path: '/api/ui/banners/:imageId/images-delete',
    access: 'ui',
    summary: 'Deletes a banner image; the images after it move up',
    description:
      'The path names the image (its `id`), not the banner. The body is empty (with or without a Content-Type). ' +
      'The other images are renumbered 1..n in their order, then the file is removed.',
    params: bannerImageParams,
    responses: { 204: z.null().describe('Deleted') },
    errors: [404],
  },
  updateBannerImageDetails: {
    method: 'PUT',
    path: '/api/ui/banners/images/:imageId/details/update',
    access: 'ui',
    summary: "Sets a banner image's position, deep link and alternative text",
    description:
      'The image moves to `position` (kept within 1..the number of images) and the others shift to make room. ' +
      'A record target (kinds 1-5) must name an existing record of its kind, else a 400 on targetValue; a URL ' +
      '(7) must be http or https; the login screen (6) and no target (null) store no value.',
    params: bannerImageParams,
    body: bannerImageDetails,
    responses: { 200: bannerImage },
    errors: [404],
  },
  bulkBanners: bulkOperation('ui/banners', {
    summary: 'Enables, disables or deletes many banners',
    description:
      '`delete` deletes the banner and its images.',
    filter: bannerListQuery,
  }),
  exportBanners: {
    method: 'GET',
    path: '/api/ui/banners/export.csv',
    access: 'ui',
    summary: 'Every banner the filters select, as a CSV download',
    description: exportDescription(
      'exportBanners',
      'The banners `GET /api/ui/banners` answers for `layoutType`, `status` and `state`, whose title contains `q`, by screen, position and id by default',
    ),
    query: bannerExportQuery,
    responses: { 200: csvFile },
  },
});
