/**
 * What the console needs of the in-app alerts (contract/alerts.ts holds their schemas and operations), without zod.
 */

/** Image types of an alert's image (the server checks the content too). */
export const alertImageExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

export const alertSortFields = ['startAt', 'title', 'createdAt'] as const;
