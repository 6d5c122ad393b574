/**
 * What the console needs of the feed (contract/feed.ts holds their schemas and operations), without zod.
 */

/** Image types of a feed entry's picture (the server checks the content too). */
export const feedImageExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** A tag: lower case, letters, digits, spaces and hyphens, 1..40 characters. */
export const feedTagPattern = /^[\p{L}\p{N}][\p{L}\p{N} -]*$/u;
export const feedTagMaxLength = 40;

/** Whether a tag, trimmed and lower-cased as the API keeps it, is one. */
export function isFeedTag(tag: string): boolean {
  const kept = tag.trim().toLowerCase();
  return kept.length >= 1 && kept.length <= feedTagMaxLength && feedTagPattern.test(kept);
}
