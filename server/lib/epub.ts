/**
 * What an e-pub is, by its content (EPUB 3 Open Container Format): first by its first bytes
 * (`epubProblem`), then as a whole archive (`epubArchiveProblem`). A minimal one for the demo
 * data and the tests is built by `server/demo/epub.ts`.
 */
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
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

/**
 * What a whole e-pub may hold (README "Upload checks"). E-pubs are deflated XHTML (a few times
 * smaller than its text) and images that do not compress at all, so a real book neither expands
 * to ten times the largest upload nor has a large entry a hundred times smaller than its content;
 * a zip bomb does both.
 */
export interface EpubLimits {
  /** Entries in the central directory. */
  maxEntries: number;
  /** All entries' uncompressed sizes added up. */
  maxTotalBytes: number;
  /** Largest uncompressed size ÷ compressed size of an entry larger than `ratioFromBytes`. */
  maxRatio: number;
  ratioFromBytes: number;
}

/** The limits for e-pubs of at most `maxUploadBytes` (UPLOAD_MAX_EPUB_BYTES). */
export function epubLimits(maxUploadBytes: number): EpubLimits {
  return { maxEntries: 10_000, maxTotalBytes: 10 * maxUploadBytes, maxRatio: 100, ratioFromBytes: 1024 * 1024 };
}

const containerName = 'META-INF/container.xml';
/** A container document names a package document or two: 64 KiB is far more than one needs. */
const maxContainerBytes = 64 * 1024;

/** An entry's name as a message shows it: quoted, escaped, at most 100 characters. */
const quoted = (name: string) => JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}…` : name);

/** 1000 MiB, 300 KiB, 200 bytes */
function size(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.floor(bytes / (1024 * 1024))} MiB`;
  if (bytes >= 1024) return `${Math.floor(bytes / 1024)} KiB`;
  return `${bytes} bytes`;
}

/**
 * Why an entry name is unsafe, or undefined: a reader that unpacks the book must not be led
 * outside its folder, whatever its platform.
 */
function unsafeName(name: string): string | undefined {
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return `the entry ${quoted(name)} has an absolute path`;
  if (name.includes('\\')) return `the entry ${quoted(name)} has a backslash in its name`;
  if (name.split('/').includes('..')) return `the entry ${quoted(name)} has a ".." segment in its path`;
  return undefined;
}

/** The `full-path` of every `<rootfile>` of a container document, XML entities decoded. */
function rootfilePaths(container: string): string[] {
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
  const decode = (value: string) =>
    value.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_all, hex: string, decimal: string, named: string) =>
      hex ? String.fromCodePoint(parseInt(hex, 16)) : decimal ? String.fromCodePoint(Number(decimal)) : entities[named.toLowerCase()]!,
    );
  return [...container.matchAll(/<(?:[\w.-]+:)?rootfile\b[^>]*?\sfull-path\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((match) =>
    decode(match[1] ?? match[2]!),
  );
}

/** The whole content of an entry, its size and CRC-32 checked; throws when it is damaged. */
async function readEntry(zip: yauzl.ZipFile, entry: yauzl.Entry, keep: boolean): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let sum = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    sum = crc32(chunk, sum);
    if (keep) chunks.push(chunk);
  }
  if (sum !== entry.crc32) throw new Error('CRC-32 mismatch');
  return Buffer.concat(chunks);
}

/**
 * Why the e-pub in `file` is not one as a whole, or undefined when it is (docs/api.md "E-books"):
 * its central directory is read with yauzl; `mimetype` is its first entry; no entry is named
 * with an absolute path, a backslash or a `..` segment, nor twice, nor is encrypted or
 * compressed otherwise than stored or deflated; the entries' count, total uncompressed size and
 * compression ratios are within `limits`, and their compressed sizes fit in the file (entries
 * that share their data, as in some zip bombs, do not); `META-INF/container.xml` names one or
 * more package documents, all present. Then every entry is inflated to check that it holds what
 * the directory says (its size and CRC-32): that work is bounded by the limits above, since
 * inflating stops at an entry's declared size.
 */
export async function epubArchiveProblem(file: string, limits: EpubLimits): Promise<string | undefined> {
  let zip: yauzl.ZipFile;
  try {
    // decodeStrings false: names are decoded and checked here, with messages of our own.
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true });
  } catch {
    return 'it is not a readable zip archive';
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      return `it has ${zip.entryCount.toLocaleString('en')} entries; at most ${limits.maxEntries.toLocaleString('en')} are allowed`;
    }
    const entries = new Map<string, yauzl.Entry>();
    let first = true;
    let total = 0;
    let compressed = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        // The name as written, and the Unicode name of an Info-ZIP extra field that some
        // readers prefer: both must be safe.
        const raw = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, [], true);
        const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
        const problem = unsafeName(raw) ?? unsafeName(name);
        if (problem) return problem;
        if (first && (name !== mimetypeName || entry.relativeOffsetOfLocalHeader !== 0)) return 'its first entry is not the "mimetype" file';
        first = false;
        if (entries.has(name)) return `the entry ${quoted(name)} appears twice`;
        if (entry.isEncrypted()) return `the entry ${quoted(name)} is encrypted`;
        if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) {
          return `the entry ${quoted(name)} is compressed with a method other than deflate`;
        }
        if (entry.uncompressedSize > limits.ratioFromBytes && entry.uncompressedSize > limits.maxRatio * entry.compressedSize) {
          const ratio = Math.floor(entry.uncompressedSize / Math.max(entry.compressedSize, 1));
          return (
            `the entry ${quoted(name)} expands ${ratio.toLocaleString('en')} times, to ${size(entry.uncompressedSize)}; ` +
            `an entry over ${size(limits.ratioFromBytes)} may expand at most ${limits.maxRatio} times`
          );
        }
        total += entry.uncompressedSize;
        compressed += entry.compressedSize;
        if (total > limits.maxTotalBytes) return `it expands to more than ${size(limits.maxTotalBytes)}, the most allowed`;
        entries.set(name, entry);
      }
    } catch {
      return 'its zip directory is damaged';
    }
    if (first) return 'its first entry is not the "mimetype" file';
    if (compressed > zip.fileSize) return 'its entries overlap';

    const containerEntry = entries.get(containerName);
    if (!containerEntry) return `it has no ${containerName}`;
    if (containerEntry.uncompressedSize > maxContainerBytes) return `its ${containerName} is larger than ${size(maxContainerBytes)}`;
    let container: string;
    try {
      container = (await readEntry(zip, containerEntry, true)).toString('utf8');
    } catch {
      return `the entry ${quoted(containerName)} is damaged`;
    }
    const packages = rootfilePaths(container);
    if (packages.length === 0) return `its ${containerName} names no package document`;
    const missing = packages.find((name) => !entries.has(name));
    if (missing !== undefined) return `its package document ${quoted(missing)}, named in ${containerName}, is missing`;

    for (const [name, entry] of entries) {
      if (entry === containerEntry) continue;
      try {
        await readEntry(zip, entry, false);
      } catch {
        return `the entry ${quoted(name)} is damaged`;
      }
    }
    return undefined;
  } finally {
    zip.close();
  }
}
