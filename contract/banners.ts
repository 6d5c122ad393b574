import { z } from 'zod';
import { activeWindowFields, checkActiveWindow, checkDeepLink, deepLinkFields } from './deepLinks';
import { enabledFlags, layoutTypes } from './enums';

/** Image types of a banner image (the server checks the content too). */
export const bannerImageExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** The most images a banner holds. */
export const MAX_BANNER_IMAGES = 10;

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

/** Where a banner stands now, as its list shows and filters it: disabled wins over the window. */
export const bannerStates = ['active', 'scheduled', 'ended', 'disabled'] as const;
export type BannerState = (typeof bannerStates)[number];

export function bannerState(value: Pick<Banner, 'status' | 'startAt' | 'endAt'>, at: Date = new Date()): BannerState {
  if (value.status === 'D') return 'disabled';
  if (Date.parse(value.startAt) > at.getTime()) return 'scheduled';
  if (value.endAt !== null && Date.parse(value.endAt) <= at.getTime()) return 'ended';
  return 'active';
}
