/**
 * What an e-pub is, by its content (EPUB 3 Open Container Format). A minimal one for the demo data
 * and the tests is built by `server/demo/epub.ts`.
 */
import { epubMediaType } from '../../contract/ebooks';

const localHeaderSignature = 0x04034b50;
const mimetypeName = 'mimetype';
/** Extra bytes tolerated in the `mimetype` entry's header (OCF forbids any; some tools write a few). */
const maxExtraField = 256;

/** Bytes to read before `epubProblem` can decide: the first local header, its name, extra field and content. */
export const epubHeadBytes = 30 + mimetypeName.length + maxExtraField + epubMediaType.length;

/**
 * Why a file that starts with `head` is not an e-pub, or undefined when it is one: a zip whose
 * first entry is named `mimetype`, stored uncompressed, and reads exactly `application/epub+zip`.
 * The rest of the archive is not read.
 */
export function epubProblem(head: Buffer): string | undefined {
  if (head.length < 30 || head.readUInt32LE(0) !== localHeaderSignature) return 'it is not a zip archive';
  const flags = head.readUInt16LE(6);
  const method = head.readUInt16LE(8);
  const nameLength = head.readUInt16LE(26);
  const extraLength = head.readUInt16LE(28);
  const name = head.subarray(30, 30 + nameLength).toString('latin1');
  if (name !== mimetypeName) return 'its first entry is not the "mimetype" file';
  if (method !== 0 || flags & 0x0001) return 'its "mimetype" file is compressed or encrypted';
  const start = 30 + nameLength + extraLength;
  const content = head.subarray(start, start + epubMediaType.length).toString('latin1');
  const size = head.readUInt32LE(22);
  if (content !== epubMediaType || (size !== 0 && size !== epubMediaType.length)) {
    return `its "mimetype" file does not read ${epubMediaType}`;
  }
  return undefined;
}
