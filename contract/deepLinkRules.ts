/**
 * What the console needs of deep links (contract/deepLinks.ts holds their schemas), without zod.
 */

/** Whether a URL target is an absolute http or https address (nothing else opens from the app). */
export function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}
