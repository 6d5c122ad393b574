import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors';
import { ApiError, badRequest } from '../errors';
import type { Storage } from '../plugins/storage';

/** The multipart field that carries the file of every upload (ARCHITECTURE.md, "API contract"). */
export const uploadField = 'file';

/** Stored images live under `public/` of the storage root, served at `/media/`. */
const publicFolder = 'public';

const imageSignatures: { extension: string; matches: (head: Buffer) => boolean }[] = [
  { extension: 'png', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  { extension: 'jpg', matches: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  { extension: 'gif', matches: (head) => ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1')) },
  {
    extension: 'webp',
    matches: (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/** Bytes read before the type is decided: enough for every signature above. */
const headLength = 12;

/** The image type of a file's first bytes (PNG, JPEG, GIF, WebP), as its stored extension. */
export function imageExtensionOf(head: Buffer): string | undefined {
  return imageSignatures.find((signature) => signature.matches(head))?.extension;
}

export const fileMissing = () => badRequest('Choose a file to upload', { [uploadField]: 'Choose a file to upload' });
export const fileTooLarge = (maxBytes: number) =>
  new ApiError(413, `The file is too large; the largest allowed is ${Math.floor(maxBytes / 1024)} KiB`, ErrorCode.PAYLOAD_TOO_LARGE);
export const unsupportedImage = () =>
  new ApiError(415, 'The file is not a PNG, JPEG, WebP or GIF image', ErrorCode.UNSUPPORTED_MEDIA_TYPE);

/** The public URL of an image stored under `public/`: `public/avatars/x.png` is `/media/avatars/x.png`. */
export function mediaUrl(relativePath: string | null): string | null {
  if (!relativePath) return null;
  return `/media/${relativePath.startsWith(`${publicFolder}/`) ? relativePath.slice(publicFolder.length + 1) : relativePath}`;
}

/**
 * Reads the multipart field `file` of the request as a public image: the type is decided by the
 * file's first bytes (not its name), it is written under a generated name in
 * `public/<folder>/` through a temporary file, and the stored path (relative to the storage
 * root) is answered. No file: 400 (fieldErrors.file); not an image: 415 (107); larger than
 * `uploadMaxImageBytes`: 413 (106). Nothing is left on disk when it fails.
 */
export async function receiveImage(request: FastifyRequest, storage: Storage, folder: string): Promise<string> {
  const maxBytes = request.server.config.uploadMaxImageBytes;
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    part = await request.file({ limits: { files: 1, fileSize: maxBytes } });
  } catch (error) {
    if (error instanceof request.server.multipartErrors.InvalidMultipartContentTypeError) throw fileMissing();
    throw error;
  }
  if (!part) throw fileMissing();
  const stream = part.file;
  const chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const drain = async () => {
    while (!(await chunks.next()).done);
  };
  if (part.fieldname !== uploadField) {
    await drain();
    throw fileMissing();
  }

  let head = Buffer.alloc(0);
  let ended = false;
  while (head.length < headLength) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head = Buffer.concat([head, next.value]);
  }
  const extension = imageExtensionOf(head);
  if (!extension) {
    if (!ended) await drain();
    throw stream.truncated ? fileTooLarge(maxBytes) : head.length === 0 ? fileMissing() : unsupportedImage();
  }

  async function* content() {
    yield head;
    if (!ended) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    }
    // @fastify/multipart ends a file at the limit and marks it truncated: the upload then fails.
    if (stream.truncated) throw fileTooLarge(maxBytes);
  }
  return storage.save(`${publicFolder}/${folder}`, extension, Readable.from(content()));
}
