/**
 * What an e-pub is, by its content, in three steps. `epubProblem` and `epubArchiveProblem` decide
 * whether an upload is refused (docs/api.md "E-books"): by its first bytes, a zip archive; as a
 * whole archive, one that can be read and unpacked safely. `epubStructureFindings` then says how
 * the archive departs from the EPUB Open Container Format, as findings reported on the book
 * (docs/api.md "Release readiness") rather than as a refusal: publishers upload the files their
 * tools made, and want to see all that is wrong with them, as EPUBCheck (server/lib/epubcheck.ts)
 * reports it. A minimal e-pub for the demo data and the tests is built by `server/demo/epub.ts`.
 */
import { crc32 } from 'node:zlib';
import yauzl from 'yauzl';
import type { EpubFinding } from '../../contract/epubChecks';
import { epubMediaType } from '../../contract/ebooks';

const localHeaderSignature = 0x04034b50;
const mimetypeName = 'mimetype';

/** Bytes to read before `epubProblem` can decide: the signature of the first local file header. */
export const epubHeadBytes = 4;

/**
 * Why a file that starts with `head` is not an e-pub, or undefined when it may be one: a zip
 * archive, which starts with a local file header. What the archive holds is checked on the
 * whole file (`epubArchiveProblem`, `epubStructureFindings`).
 */
export function epubProblem(head: Buffer): string | undefined {
  if (head.length < epubHeadBytes || head.readUInt32LE(0) !== localHeaderSignature) return 'it is not a zip archive';
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
/** The most of a `mimetype` file read to say what it reads: its twenty bytes, or the start of something else. */
const maxMimetypeBytes = 256;

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

/** Opens `file` as a zip with yauzl: names are decoded and checked here (`entryName`), with messages of our own. */
const openZip = (file: string) =>
  yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true });

/** An entry's name as readers see it: the Unicode name of an Info-ZIP extra field, which some prefer, or the name as written. */
const entryName = (entry: yauzl.Entry) =>
  yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);

/** The whole content of an entry read, its CRC-32 checked (its size is checked by yauzl); throws when it is damaged. */
async function checkEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<void> {
  const stream = await zip.openReadStreamPromise(entry);
  let sum = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) sum = crc32(chunk, sum);
  if (sum !== entry.crc32) throw new Error('CRC-32 mismatch');
}

/** At most the first `maxBytes` of an entry's content, inflated; the rest is not read. */
async function readStart(zip: yauzl.ZipFile, entry: yauzl.Entry, maxBytes: number): Promise<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    length += chunk.length;
    // Leaving the loop destroys the stream: nothing more is inflated.
    if (length >= maxBytes) break;
  }
  return Buffer.concat(chunks).subarray(0, maxBytes);
}

/**
 * Why the e-pub in `file` cannot be stored, or undefined when it can (docs/api.md "E-books"): what
 * makes it unreadable or unsafe to unpack, not how well it follows the EPUB specifications
 * (`epubStructureFindings`, EPUBCheck). Its central directory is read with yauzl; no entry is
 * named with an absolute path, a backslash or a `..` segment, nor twice, nor is encrypted or
 * compressed otherwise than stored or deflated; the entries' count, total uncompressed size and
 * compression ratios are within `limits`, and their compressed sizes fit in the file (entries
 * that share their data, as in some zip bombs, do not). Then every entry is inflated to check
 * that it holds what the directory says (its size and CRC-32): that work is bounded by the limits
 * above, since inflating stops at an entry's declared size.
 */
export async function epubArchiveProblem(file: string, limits: EpubLimits): Promise<string | undefined> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch {
    return 'it is not a readable zip archive';
  }
  try {
    if (zip.entryCount > limits.maxEntries) {
      return `it has ${zip.entryCount.toLocaleString('en')} entries; at most ${limits.maxEntries.toLocaleString('en')} are allowed`;
    }
    const entries = new Map<string, yauzl.Entry>();
    let total = 0;
    let compressed = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        // The name as written, and the Unicode name of an Info-ZIP extra field that some
        // readers prefer: both must be safe.
        const raw = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, [], true);
        const name = entryName(entry);
        const problem = unsafeName(raw) ?? unsafeName(name);
        if (problem) return problem;
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
    if (compressed > zip.fileSize) return 'its entries overlap';

    for (const [name, entry] of entries) {
      try {
        await checkEntry(zip, entry);
      } catch {
        return `the entry ${quoted(name)} is damaged`;
      }
    }
    return undefined;
  } finally {
    zip.close();
  }
}

/**
 * The ids of `epubStructureFindings`, each an error of the EPUB Open Container Format (OCF 3.3,
 * "OCF ZIP container" and "Container META-INF folder"):
 *
 * | id         | finding                                                                        | path                     |
 * | ---------- | ------------------------------------------------------------------------------ | ------------------------ |
 * | STRUCT-001 | `mimetype` is not the first entry of the archive, or there is none             | `mimetype`, or null      |
 * | STRUCT-002 | `mimetype` is compressed (or encrypted): it must be stored as is               | `mimetype`               |
 * | STRUCT-003 | `mimetype` does not read exactly `application/epub+zip` (the message quotes it) | `mimetype`               |
 * | STRUCT-004 | there is no `META-INF/container.xml`                                           | null                     |
 * | STRUCT-005 | `META-INF/container.xml` names no package document (no rootfile `full-path`)   | `META-INF/container.xml` |
 * | STRUCT-006 | a package document that `META-INF/container.xml` names is not in the archive   | `META-INF/container.xml` |
 * | STRUCT-007 | `META-INF/container.xml` cannot be read: over 64 KiB, encrypted or compressed otherwise than deflated | `META-INF/container.xml` |
 */
export const epubStructureIds = {
  mimetypeNotFirst: 'STRUCT-001',
  mimetypeCompressed: 'STRUCT-002',
  mimetypeContent: 'STRUCT-003',
  noContainer: 'STRUCT-004',
  noPackage: 'STRUCT-005',
  packageMissing: 'STRUCT-006',
  containerUnread: 'STRUCT-007',
} as const;

const finding = (id: string, message: string, path: string | null): EpubFinding => ({ severity: 'error', id, message, path, line: null, column: null });

/** Whether yauzl can inflate an entry: neither encrypted nor compressed otherwise than stored or deflated. */
const readable = (entry: yauzl.Entry) => !entry.isEncrypted() && (entry.compressionMethod === 0 || entry.compressionMethod === 8);

/**
 * How the e-pub in `file` departs from the Open Container Format, as findings (`epubStructureIds`;
 * docs/api.md "Release readiness"), an empty array when it conforms. It runs whether EPUBCheck is
 * installed or not, on an archive that `epubArchiveProblem` accepted: an archive it cannot read
 * (not a zip, a damaged entry) throws. Only the central directory is read, whatever the number of
 * entries, and the contents of `mimetype` (its first 256 bytes) and `META-INF/container.xml` (at
 * most 64 KiB): a large book costs little more than a small one.
 */
export async function epubStructureFindings(file: string): Promise<EpubFinding[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await openZip(file);
  } catch (error) {
    throw new Error(`${file} is not a readable zip archive`, { cause: error });
  }
  try {
    const names = new Set<string>();
    let mimetype: yauzl.Entry | undefined;
    let container: yauzl.Entry | undefined;
    /** The name of the entry whose local header starts the file. */
    let first: string | undefined;
    for await (const entry of zip.eachEntry()) {
      const name = entryName(entry);
      names.add(name);
      if (name === mimetypeName && (!mimetype || entry.relativeOffsetOfLocalHeader === 0)) mimetype = entry;
      if (name === containerName) container ??= entry;
      if (entry.relativeOffsetOfLocalHeader === 0 && first !== mimetypeName) first = name;
    }

    const findings: EpubFinding[] = [];
    if (!mimetype) {
      findings.push(finding(epubStructureIds.mimetypeNotFirst, 'The archive has no "mimetype" file: it must be its first entry', null));
    } else {
      if (first !== mimetypeName) {
        const message =
          first === undefined
            ? 'The archive does not start with the "mimetype" file: it must be its first entry'
            : `The first entry of the archive is ${quoted(first)}: the "mimetype" file must come first`;
        findings.push(finding(epubStructureIds.mimetypeNotFirst, message, mimetypeName));
      }
      if (mimetype.compressionMethod !== 0 || mimetype.isEncrypted()) {
        const how = mimetype.isEncrypted() ? 'encrypted' : 'compressed';
        findings.push(finding(epubStructureIds.mimetypeCompressed, `The "mimetype" file is ${how}: it must be stored as is`, mimetypeName));
      }
      if (readable(mimetype)) {
        const content = await readStart(zip, mimetype, maxMimetypeBytes);
        if (!content.equals(Buffer.from(epubMediaType, 'latin1'))) {
          const reads = JSON.stringify(content.toString('utf8')) + (mimetype.uncompressedSize > maxMimetypeBytes ? '…' : '');
          findings.push(
            finding(epubStructureIds.mimetypeContent, `The "mimetype" file reads ${reads}: it must read exactly "${epubMediaType}"`, mimetypeName),
          );
        }
      }
    }

    if (!container) {
      findings.push(finding(epubStructureIds.noContainer, `The archive has no ${containerName}`, null));
    } else if (container.uncompressedSize > maxContainerBytes || !readable(container)) {
      const why =
        container.uncompressedSize > maxContainerBytes
          ? `it is larger than ${size(maxContainerBytes)}`
          : container.isEncrypted()
            ? 'it is encrypted'
            : 'it is compressed with a method other than deflate';
      findings.push(finding(epubStructureIds.containerUnread, `${containerName} is not read: ${why}`, containerName));
    } else {
      const packages = rootfilePaths((await readStart(zip, container, maxContainerBytes)).toString('utf8'));
      if (packages.length === 0) findings.push(finding(epubStructureIds.noPackage, `${containerName} names no package document`, containerName));
      for (const name of new Set(packages)) {
        if (names.has(name)) continue;
        findings.push(
          finding(epubStructureIds.packageMissing, `The package document ${quoted(name)}, named in ${containerName}, is missing`, containerName),
        );
      }
    }
    return findings;
  } finally {
    zip.close();
  }
}
