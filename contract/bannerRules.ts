import type { Banner } from './banners';

/**
 * What the console needs of the banners (contract/banners.ts holds their schemas and operations), without zod.
 */

/** Image types of a banner image (the server checks the content too). */
export const bannerImageExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** The most images a banner holds. */
export const MAX_BANNER_IMAGES = 10;

/** Where a banner stands now, as its list shows and filters it: disabled wins over the window. */
export const bannerStates = ['active', 'scheduled', 'ended', 'disabled'] as const;
export type BannerState = (typeof bannerStates)[number];

export function bannerState(value: Pick<Banner, 'status' | 'startAt' | 'endAt'>, at: Date = new Date()): BannerState {
  if (value.status === 'D') return 'disabled';
  if (Date.parse(value.startAt) > at.getTime()) return 'scheduled';
  if (value.endAt !== null && Date.parse(value.endAt) <= at.getTime()) return 'ended';
  return 'active';
}
