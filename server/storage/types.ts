import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored file opened for reading. */
export interface OpenedFile {
  stream: Readable;
  size: number;
  /** The media type recorded with the file, or known from its extension. */
  contentType?: string;
  etag?: string;
  lastModified?: Date;
}

/**
 * Where uploaded files live: a local folder (storage/local.ts, the default) or an S3 bucket
 * (storage/s3.ts, when S3_BUCKET is set). Paths are relative (`public/covers/<uuid>.png`,
 * `epubs/<uuid>.epub`); `public/` is served at `/media/` (routes/media.ts).
 */
export interface Storage {
  /**
   * Writes a stream under a generated name in `folder` (never the client's name), so that a
   * failed upload leaves nothing half-written. Answers the stored path.
   */
  save(folder: string, extension: string, content: NodeJS.ReadableStream): Promise<string>;
  /** Deletes a stored file; a missing one is no error. */
  remove(relativePath: string): Promise<void>;
  /** Opens a stored file; undefined when there is none. */
  open(relativePath: string): Promise<OpenedFile | undefined>;
  /** Releases clients and handles when the app closes. */
  close(): Promise<void>;
}

const mediaTypes: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  epub: 'application/epub+zip',
};

/** The media type of a stored file by its (generated) extension. */
export function mediaTypeOf(relativePath: string): string | undefined {
  return mediaTypes[relativePath.slice(relativePath.lastIndexOf('.') + 1).toLowerCase()];
}

/**
 * A stored path as it must be: relative, `/`-separated segments of letters, digits, `.`, `_`
 * and `-`, none starting with a dot (no `..`, no hidden `.tmp`). Throws otherwise.
 */
export function checkedPath(relativePath: string): string {
  if (!isStoragePath(relativePath)) throw new Error(`Not a storage path: ${relativePath}`);
  return relativePath;
}

export function isStoragePath(relativePath: string): boolean {
  return relativePath.split('/').every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment));
}

/** `<folder>/<random UUID>.<extension>`: never the client's name. */
export function generatedPath(folder: string, extension: string): string {
  return checkedPath(`${folder}/${randomUUID()}.${extension.replace(/[^a-z0-9]/gi, '')}`);
}
