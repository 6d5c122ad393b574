/**
 * What an e-book needs before it goes on sale (docs/api.md "Release readiness"), without zod: the
 * console's checklist and list filter read it. Each check is an error (the book cannot be
 * scheduled or published while it is open, unless a SUPER_ADMIN overrides it with a reason) or a
 * warning (shown, never blocking).
 */
export const readinessChecks = {
  /** The full e-pub is there and its checks (EPUBCheck, the structural check) found no error. */
  epub: 'error',
  /** A cover at least `minCoverShortSide` pixels on its short side, as retailers ask. */
  cover: 'error',
  /** What a store lists: a description, the authors, a category, a language, a publisher, a subject, and a book's ISBN. */
  metadata: 'error',
  /** Its accessibility declared, as the European Accessibility Act asks: access modes, features, hazards and a summary. */
  accessibility: 'error',
  /** A regular price in each country where it is sold (the list price stands for the world). */
  prices: 'error',
  /** When it goes on sale. */
  releaseDate: 'error',
  /** The sample e-pub is there and passes its checks. */
  sample: 'warning',
  /** A cover about as tall as retailers show one: height ÷ width within `coverRatio`. */
  coverRatio: 'warning',
  /** A cover uploaded in RGB: a CMYK cover is converted, and its colours may shift. */
  coverColour: 'warning',
} as const;
export type ReadinessCheck = keyof typeof readinessChecks;
export type ReadinessLevel = (typeof readinessChecks)[ReadinessCheck];
export const readinessCheckNames = Object.keys(readinessChecks) as [ReadinessCheck, ...ReadinessCheck[]];

/** Retailers ask for at least this many pixels on a cover's short side. */
export const minCoverShortSide = 1400;
/** Height ÷ width of a cover as stores show it (1.6 is the usual). */
export const coverRatio = { min: 1.3, max: 1.7 } as const;

/** The e-book list's readiness filter: ready, not ready, or one open check. */
export const readinessFilters = ['ready', 'not_ready', ...readinessCheckNames] as const;
export type ReadinessFilter = (typeof readinessFilters)[number];
