/**
 * What the console needs of the e-books (contract/ebooks.ts holds their schemas and operations), without zod.
 */

/** The six magazine brands (fictional): the code is stored, the name is shown. */
export const magazineBrands = [
  { code: 'northern-lights', name: 'Northern Lights Monthly' },
  { code: 'urban-gardener', name: 'The Urban Gardener' },
  { code: 'pixel-pulse', name: 'Pixel & Pulse' },
  { code: 'coastal-quarterly', name: 'Coastal Living Quarterly' },
  { code: 'trail-summit', name: 'Trail & Summit' },
  { code: 'modern-kitchen', name: 'The Modern Kitchen' },
] as const;
export type MagazineBrand = (typeof magazineBrands)[number]['code'];

/** Languages of the catalog, ISO 639-1 (the console names them with Intl.DisplayNames). */
export const ebookLanguages = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv'] as const;

/** What the upload widget accepts for each file (the server checks the content too). */
export const coverExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const epubExtensions = ['epub'] as const;
