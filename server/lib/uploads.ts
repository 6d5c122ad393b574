import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors';
import { ApiError, badRequest } from '../errors';
import type { CheckedContent } from '../storage/spool';
import type { Storage } from '../storage/types';
import { epubArchiveProblem, epubLimits } from './epub';
import { ImageProblem, type ImageType, reencodeImageFile, type UploadedImage } from './images';
import { coded } from '../../contract/apiMessages';

export type { ImageType, UploadedImage } from './images';

/** The multipart field that carries the file of every upload (docs/api.md "Uploads"). */
export const uploadField = 'file';

/** Stored images live under `public/` of the storage root, served at `/media/`. */
const publicFolder = 'public';

/**
 * What a stored file must be, decided by its first bytes: never by its name or declared type.
 * `detect` answers the extension to store it under, or why it is refused (the 415 message).
 * The whole file is then checked for the type its extension names (`wholeFileChecks`).
 */
export interface FileType {
  /** Bytes read before deciding (all of them when the file is shorter). */
  headBytes: number;
  detect: (head: Buffer) => { extension: string } | { problem: string };
}

const imageSignatures: Record<ImageType, { label: string; matches: (head: Buffer) => boolean }> = {
  png: { label: 'PNG', matches: (head) => head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) },
  jpg: { label: 'JPEG', matches: (head) => head.subarray(0, 3).equals(Buffer.from([0xff, 0xd8, 0xff])) },
  webp: {
    label: 'WebP',
    matches: (head) => head.subarray(0, 4).toString('latin1') === 'RIFF' && head.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  gif: { label: 'GIF', matches: (head) => ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1')) },
};

const allImageTypes = Object.keys(imageSignatures) as ImageType[];

/** The image type of a file's first bytes (PNG, JPEG, WebP, GIF), as its stored extension. */
export function imageExtensionOf(head: Buffer): ImageType | undefined {
  return allImageTypes.find((type) => imageSignatures[type].matches(head));
}

/** "a PNG, JPEG or WebP image" */
function describeImages(types: readonly ImageType[]): string {
  const labels = allImageTypes.filter((type) => types.includes(type)).map((type) => imageSignatures[type].label);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)} image` : `${labels[0]} image`;
}

/** Images of the given types (all four by default). */
export function imageFile(types: readonly ImageType[] = allImageTypes): FileType {
  const expected = describeImages(types);
  return {
    headBytes: 12,
    detect: (head) => {
      const type = imageExtensionOf(head);
      if (type && types.includes(type)) return { extension: type };
      return { problem: type ? `A ${imageSignatures[type].label} image is not accepted here: send a ${expected}` : `The file is not a ${expected}` };
    },
  };
}

/** 5 MiB, 300 KiB, 200 bytes. */
function formatBytes(bytes: number): string {
  const round = (value: number) => Math.floor(value * 10) / 10;
  if (bytes >= 1024 * 1024) return `${round(bytes / (1024 * 1024))} MiB`;
  if (bytes >= 1024) return `${round(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

export const fileMissing = () => badRequest(coded('file_missing'), { [uploadField]: coded('file_missing') });
export const fileTooLarge = (maxBytes: number) =>
  new ApiError(413, `The file is too large; the largest allowed is ${formatBytes(maxBytes)}`, ErrorCode.PAYLOAD_TOO_LARGE);
export const unsupportedFile = (problem: string) => new ApiError(415, problem, ErrorCode.UNSUPPORTED_MEDIA_TYPE);
export const unsupportedImage = () => unsupportedFile(`The file is not a ${describeImages(allImageTypes)}`);

/** The public URL of an image stored under `public/`: `public/avatars/x.png` is `/media/avatars/x.png`. */
export function mediaUrl(relativePath: string | null): string | null {
  if (!relativePath) return null;
  return `/media/${relativePath.startsWith(`${publicFolder}/`) ? relativePath.slice(publicFolder.length + 1) : relativePath}`;
}

/**
 * The name a client gave its file, for display only: the last segment of any path (`/` or `\`),
 * without control characters, at most 255 characters (the extension kept).
 */
export function displayName(filename: string | undefined): string {
  // eslint-disable-next-line no-control-regex
  const base = (filename ?? '').split(/[\\/]/).pop()!.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (base === '.' || base === '..') return '';
  if (base.length <= 255) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 16 ? base.slice(dot) : '';
  return base.slice(0, 255 - extension.length) + extension;
}

/** The settings the whole-file checks read (README "Upload checks"). */
interface CheckLimits {
  maxImagePixels: number;
  maxEpubBytes: number;
}

/** What a whole-file check found: why the file is refused, or what it learnt of an image. */
type CheckOutcome = { problem: string } | { image?: UploadedImage };

const reencode = (type: ImageType) => async (file: string, limits: CheckLimits): Promise<CheckOutcome> => {
  try {
    return { image: await reencodeImageFile(file, type, limits.maxImagePixels) };
  } catch (error) {
    if (error instanceof ImageProblem) return { problem: error.message };
    throw error;
  }
};

/**
 * What a file stored under each extension must be as a whole, checked on the complete temporary
 * file before it is stored: images are decoded and re-encoded in place (server/lib/images.ts),
 * so that only their pixels are stored; an e-pub is read as an archive (server/lib/epub.ts).
 * Each answers why the file is refused (the 415 message), or what it learnt (an image's size and
 * colour space as uploaded). An extension without a check here is never stored.
 */
const wholeFileChecks: Record<string, (file: string, limits: CheckLimits) => Promise<CheckOutcome>> = {
  png: reencode('png'),
  jpg: reencode('jpg'),
  webp: reencode('webp'),
  gif: reencode('gif'),
  epub: async (file, limits): Promise<CheckOutcome> => {
    const problem = await epubArchiveProblem(file, epubLimits(limits.maxEpubBytes));
    return problem ? { problem: `The file is not an e-pub: ${problem}` } : {};
  },
};

export interface ReceiveOptions {
  /** Folder under the storage root: `public/<name>` is public at `/media/<name>/`, anything else is not. */
  folder: string;
  maxBytes: number;
  type: FileType;
}

export interface ReceivedFile {
  /** The stored path, relative to the storage root, under a generated name. */
  path: string;
  /** The client's own file name without any folder (displayName); empty when it gave none. */
  name: string;
  size: number;
  /** An image as it came, before it was re-encoded. */
  image?: UploadedImage;
}

/**
 * Reads the multipart field `file` of the request: the type is decided by the file's first
 * bytes, it is written to a temporary file, checked as a whole (`wholeFileChecks`: images are
 * re-encoded), and stored under a generated name in `folder`; the stored path, the client's
 * base name and the size received are answered. No file: 400 (fieldErrors.file); not of the
 * type, by its first bytes or as a whole: 415 (107) with the type's own message; larger than
 * `maxBytes`: 413 (106). Nothing is left in the storage when it fails, an interrupted request
 * included.
 */
export async function receiveFile(request: FastifyRequest, storage: Storage, options: ReceiveOptions): Promise<ReceivedFile> {
  const { folder, maxBytes, type } = options;
  let part: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    // The route's own cap replaces the app-wide one of app.ts.
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
  while (head.length < type.headBytes) {
    const next = await chunks.next();
    if (next.done) {
      ended = true;
      break;
    }
    head = Buffer.concat([head, next.value]);
  }
  const detected = type.detect(head);
  if ('problem' in detected) {
    if (!ended) await drain();
    throw stream.truncated ? fileTooLarge(maxBytes) : head.length === 0 ? fileMissing() : unsupportedFile(detected.problem);
  }

  let size = 0;
  async function* content() {
    size += head.length;
    yield head;
    if (!ended) {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        size += next.value.length;
        yield next.value;
      }
    }
    // @fastify/multipart ends a file at the limit and marks it truncated: the upload then fails.
    if (stream.truncated) throw fileTooLarge(maxBytes);
  }
  const check = wholeFileChecks[detected.extension];
  if (!check) throw new Error(`No whole-file check for .${detected.extension} files`);
  const { config } = request.server;
  const limits = { maxImagePixels: config.uploadMaxImagePixels, maxEpubBytes: config.uploadMaxEpubBytes };
  let checked = false;
  let image: UploadedImage | undefined;
  const checkedContent: CheckedContent = Object.assign(Readable.from(content()), {
    checkSpooled: async (file: string) => {
      const outcome = await check(file, limits);
      if ('problem' in outcome) throw unsupportedFile(outcome.problem);
      image = outcome.image;
      checked = true;
    },
  });
  const path = await storage.save(folder, detected.extension, checkedContent);
  if (!checked) {
    // A backend that stores without spooling would skip the check: nothing unchecked stays.
    await storage.remove(path);
    throw new Error('The storage stored an upload without running its check');
  }
  return { path, name: displayName(part.filename), size, ...(image && { image }) };
}

/**
 * receiveFile for a public image (PNG, JPEG, WebP or GIF, or only `types`) in `public/<folder>/`,
 * at most `uploadMaxImageBytes`, stored re-encoded (server/lib/images.ts); answers the stored path,
 * the client's name and the size.
 */
export async function receiveImage(
  request: FastifyRequest,
  storage: Storage,
  folder: string,
  types: readonly ImageType[] = allImageTypes,
): Promise<ReceivedFile> {
  return receiveFile(request, storage, {
    folder: `${publicFolder}/${folder}`,
    maxBytes: request.server.config.uploadMaxImageBytes,
    type: imageFile(types),
  });
}
