/**
 * `Cache-Control` of a file that never changes under its name (a build asset named by its content
 * hash, an upload named by a fresh UUID): kept a year, the longest `max-age` caches honour, and
 * never revalidated. A changed file is a new name.
 */
export const immutableFile = `public, max-age=${365 * 24 * 60 * 60}, immutable`;
