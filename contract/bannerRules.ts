import type { EnabledFlag } from './enums';

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

/** What a banner's state is read from (contract/banners.ts `Banner` has it). */
export interface BannerWindow {
  status: EnabledFlag;
  startAt: string;
  endAt: string | null;
}

export function bannerState(value: BannerWindow, at: Date = new Date()): BannerState {
  if (value.status === 'D') return 'disabled';
  if (Date.parse(value.startAt) > at.getTime()) return 'scheduled';
  if (value.endAt !== null && Date.parse(value.endAt) <= at.getTime()) return 'ended';
  return 'active';
}
