/**
 * What an e-pub says about itself, read from its package document (OPF), its navigation documents
 * and the text of its spine, for the console to propose to staff: title, contributors, series,
 * subjects, accessibility metadata, page and word counts. Whether the archive is acceptable at all
 * is server/lib/epub.ts's business; this module only reads, within the limits below, whatever it
 * is given, and never lets a hostile file make it hang or fill the memory.
 */
import path from 'node:path';
import { Parser } from 'htmlparser2';
import yauzl from 'yauzl';

export type ContributorRole = 'author' | 'editor' | 'translator' | 'illustrator' | 'narrator' | 'foreword';

export interface EpubMetadata {
  /** package@version: '2.0', '3.0', '3.3'. */
  version: string | null;
  title: string | null;
  /** The first dc:language, as written ('en', 'fr-FR'). */
  language: string | null;
  /** dc:creator and dc:contributor in document order, one entry per known role. */
  contributors: { name: string; role: ContributorRole }[];
  series: { name: string; number: string | null } | null;
  publisher: string | null;
  /** dc:subject; `scheme` and `code` from EPUB 3 refines `authority` and `term` ('BISAC', 'FIC009020'). */
  subjects: { scheme: string | null; code: string | null; label: string }[];
  accessibility: {
    accessModes: string[];
    accessModesSufficient: string[];
    features: string[];
    hazards: string[];
    summary: string | null;
    conformsTo: string | null;
    certifiedBy: string | null;
  };
  /** Entries of the EPUB 3 nav page-list, else of the NCX pageList; null without a page list. */
  pageCount: number | null;
  /** Words of the spine's (X)HTML documents; null when none of them can be read. */
  wordCount: number | null;
}

const KiB = 1024;
const MiB = 1024 * KiB;
const limits = {
  /** More entries than any book has: a central directory of millions is not walked. */
  entries: 100_000,
  container: 64 * KiB,
  encryption: MiB,
  packageDocument: MiB,
  navigation: 4 * MiB,
  /** Uncompressed (X)HTML read for the word count, all documents together. */
  text: 64 * MiB,
} as const;

const containerName = 'META-INF/container.xml';
const encryptionName = 'META-INF/encryption.xml';

/**
 * The metadata of the e-pub in `file`, as its package document and content say; values the
 * book does not give are null or empty. Throws an Error when `file` is not a readable zip, has
 * no META-INF/container.xml, or its package document is missing, unreadable, larger than
 * 1 MiB or not one.
 *
 * Limits: at most 100,000 zip entries; container.xml 64 KiB, encryption.xml and the package
 * document 1 MiB, the nav document and the NCX 4 MiB each (a larger one gives no page count);
 * the word count reads at most 64 MiB of uncompressed (X)HTML in spine order and counts what it
 * read. Encrypted entries (by the zip or META-INF/encryption.xml) and entries compressed
 * otherwise than stored or deflated are skipped. XML entities other than the predefined and
 * numeric ones are never expanded.
 *
 * Words are runs of characters between Unicode white space that hold a letter or a digit; each
 * Chinese or Japanese character counts as a word (as CJK publishing counts), and Thai, Lao,
 * Khmer and Myanmar text is split into words by the ICU dictionaries of `Intl.Segmenter`.
 */
export async function readEpubMetadata(file: string): Promise<EpubMetadata> {
  const archive = await openArchive(file);
  try {
    const packagePath = await packageDocumentPath(archive, file);
    archive.encrypted = await encryptedPaths(archive);
    const book = await readPackageDocument(archive, packagePath, file);
    const pageCount = await pageCountOf(archive, book);
    const wordCount = await wordCountOf(archive, book);
    return { ...describe(book), pageCount, wordCount };
  } finally {
    archive.zip.close();
  }
}

// The archive ---------------------------------------------------------------------------------

interface Archive {
  zip: yauzl.ZipFile;
  entries: Map<string, yauzl.Entry>;
  /** By lower-cased name: some books' hrefs differ from their entries' names in case only. */
  folded: Map<string, yauzl.Entry>;
  /** Paths that META-INF/encryption.xml lists: their content is not what it seems. */
  encrypted: Set<string>;
}

const quoted = (name: string) => JSON.stringify(name.length > 100 ? `${name.slice(0, 100)}…` : name);

async function openArchive(file: string): Promise<Archive> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(file, { lazyEntries: true, autoClose: false, decodeStrings: false, validateEntrySizes: true });
  } catch (error) {
    throw new Error(`${file} is not a readable zip archive`, { cause: error });
  }
  if (zip.entryCount > limits.entries) {
    zip.close();
    throw new Error(`${file} has more than ${limits.entries.toLocaleString('en')} zip entries`);
  }
  const archive: Archive = { zip, entries: new Map(), folded: new Map(), encrypted: new Set() };
  try {
    for await (const entry of zip.eachEntry()) {
      const name = yauzl.getFileNameLowLevel(entry.generalPurposeBitFlag, entry.fileNameRaw, entry.extraFields, true);
      if (!archive.entries.has(name)) archive.entries.set(name, entry);
      if (!archive.folded.has(name.toLowerCase())) archive.folded.set(name.toLowerCase(), entry);
    }
  } catch (error) {
    zip.close();
    throw new Error(`${file} has a damaged zip directory`, { cause: error });
  }
  return archive;
}

const findEntry = (archive: Archive, name: string) => archive.entries.get(name) ?? archive.folded.get(name.toLowerCase());

/** Whether yauzl can inflate an entry: neither encrypted nor compressed otherwise than stored or deflated. */
const inflatable = (entry: yauzl.Entry) => !entry.isEncrypted() && (entry.compressionMethod === 0 || entry.compressionMethod === 8);

/** The entry of a resource whose content can be read as it is, or undefined. */
function contentEntry(archive: Archive, name: string): yauzl.Entry | undefined {
  const entry = findEntry(archive, name);
  return entry && inflatable(entry) && !archive.encrypted.has(name) ? entry : undefined;
}

/** An entry's content, inflated, in chunks of at most `maxBytes` in all; leaving the loop stops inflating. */
async function* entryChunks(zip: yauzl.ZipFile, entry: yauzl.Entry, maxBytes: number): AsyncGenerator<Buffer> {
  const stream = await zip.openReadStreamPromise(entry);
  let left = maxBytes;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      if (chunk.length >= left) {
        yield chunk.subarray(0, left);
        return;
      }
      left -= chunk.length;
      yield chunk;
    }
  } finally {
    stream.destroy();
  }
}

/** The text of an entry of at most `maxBytes`, or undefined when it is larger or cannot be inflated. */
async function readText(archive: Archive, entry: yauzl.Entry, maxBytes: number): Promise<string | undefined> {
  if (!inflatable(entry) || entry.uncompressedSize > maxBytes) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of entryChunks(archive.zip, entry, maxBytes)) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  return decoderFor(bytes).decode(bytes);
}

/** The character encoding of a document by its first bytes: a byte order mark, an XML declaration, a `<meta charset>`. */
function charsetOf(head: Buffer): string {
  if (head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) return 'utf-8';
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0x3c && head[1] === 0x00)) return 'utf-16le';
  if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0x00 && head[1] === 0x3c)) return 'utf-16be';
  const start = head.subarray(0, 1024).toString('latin1');
  const declared =
    /^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([\w.:-]+)["']/i.exec(start)?.[1] ?? /<meta[^>]*?\scharset\s*=\s*["']?([\w.:-]+)/i.exec(start)?.[1];
  // Bytes that read "<?xml" in ASCII are not UTF-16, whatever the declaration says.
  return declared && !/^utf-?16/i.test(declared) ? declared : 'utf-8';
}

function decoderFor(head: Buffer): TextDecoder {
  try {
    return new TextDecoder(charsetOf(head));
  } catch {
    return new TextDecoder('utf-8');
  }
}

/** The path inside the archive that `href` (in the document at `folder`) names, or null for a remote or escaping one. */
function resolveHref(folder: string, href: string): string | null {
  const bare = href.trim().replace(/[#?][\s\S]*$/, '');
  if (bare === '' || /^[a-z][a-z\d+.-]*:/i.test(bare)) return null;
  let decoded = bare;
  try {
    decoded = decodeURIComponent(bare);
  } catch {
    // A stray "%": the href is taken as written.
  }
  const resolved = path.posix.normalize(path.posix.join(folder, decoded));
  return resolved === '..' || resolved.startsWith('../') ? null : resolved;
}

// XML -----------------------------------------------------------------------------------------

const ns = {
  opf: 'http://www.idpf.org/2007/opf',
  dc: 'http://purl.org/dc/elements/1.1/',
  ops: 'http://www.idpf.org/2007/ops',
} as const;

/** Prefixes some files use without declaring them, read as their usual namespaces. */
const usualPrefixes = new Map([
  ['dc', ns.dc],
  ['opf', ns.opf],
  ['epub', ns.ops],
  ['xml', 'http://www.w3.org/XML/1998/namespace'],
]);

interface XmlElement {
  /** The namespace name, '' for none. */
  ns: string;
  /** The local name, lower-cased: books differ in case (OEB 1's dc:Title, NCX's pageList). */
  name: string;
  /** Unqualified attributes by their lower-cased local name, qualified ones by `{namespace}name`. */
  attributes: Map<string, string>;
  children: (XmlElement | string)[];
}

interface XmlHandlers {
  open(element: XmlElement): void;
  close(): void;
  text?(text: string): void;
}

/**
 * Parses `text` as XML with htmlparser2, which forgives the malformed documents real books hold,
 * decodes only the predefined and numeric entities (a DOCTYPE's are never expanded) and keeps no
 * tree of its own; namespaces are resolved here, through a stack of declarations per prefix.
 */
function parseXml(text: string, handlers: XmlHandlers): void {
  const declared = new Map<string, string[]>();
  const opened: string[][] = [];
  const lookup = (prefix: string) => declared.get(prefix)?.at(-1);
  const resolve = (qualified: string, attribute: boolean) => {
    const colon = qualified.indexOf(':');
    const name = qualified.slice(colon + 1).toLowerCase();
    if (colon < 0) return { ns: attribute ? '' : (lookup('') ?? ''), name };
    const prefix = qualified.slice(0, colon);
    return { ns: lookup(prefix) ?? usualPrefixes.get(prefix) ?? `urn:undeclared:${prefix}`, name };
  };
  const parser = new Parser(
    {
      onopentag(qualified, attributes) {
        const prefixes: string[] = [];
        for (const [key, value] of Object.entries(attributes)) {
          if (key !== 'xmlns' && !key.startsWith('xmlns:')) continue;
          const prefix = key === 'xmlns' ? '' : key.slice(6);
          const stack = declared.get(prefix) ?? [];
          stack.push(value.trim());
          declared.set(prefix, stack);
          prefixes.push(prefix);
        }
        opened.push(prefixes);
        const element: XmlElement = { ...resolve(qualified, false), attributes: new Map(), children: [] };
        for (const [key, value] of Object.entries(attributes)) {
          if (key === 'xmlns' || key.startsWith('xmlns:')) continue;
          const attribute = resolve(key, true);
          const name = attribute.ns ? `{${attribute.ns}}${attribute.name}` : attribute.name;
          if (!element.attributes.has(name)) element.attributes.set(name, value);
        }
        handlers.open(element);
      },
      onclosetag() {
        for (const prefix of opened.pop() ?? []) declared.get(prefix)?.pop();
        handlers.close();
      },
      ontext(data) {
        handlers.text?.(data);
      },
    },
    { xmlMode: true },
  );
  parser.end(text);
}

/** The root element of an XML document, with its descendants. */
function parseTree(text: string): XmlElement | undefined {
  let root: XmlElement | undefined;
  const stack: XmlElement[] = [];
  parseXml(text, {
    open(element) {
      const parent = stack.at(-1);
      if (parent) parent.children.push(element);
      else root ??= element;
      stack.push(element);
    },
    close() {
      stack.pop();
    },
    text(data) {
      stack.at(-1)?.children.push(data);
    },
  });
  return root;
}

const attribute = (element: XmlElement, name: string, namespace = '') => element.attributes.get(namespace ? `{${namespace}}${name}` : name);

const childElements = (element: XmlElement) => element.children.filter((child): child is XmlElement => typeof child !== 'string');

/** What a missing element reads as: no attributes, no children. */
const emptyElement: XmlElement = { ns: '', name: '', attributes: new Map(), children: [] };

/** The descendants of `root` named `name`, in document order (walked without recursion: documents may nest deep). */
function descendants(root: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const element = pending.pop()!;
    if (element.name === name) found.push(element);
    for (let index = element.children.length - 1; index >= 0; index--) {
      const child = element.children[index]!;
      if (typeof child !== 'string') pending.push(child);
    }
  }
  return found;
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text of an element and its descendants, white space collapsed. */
function textOf(element: XmlElement): string {
  const parts: string[] = [];
  const pending: (XmlElement | string)[] = [element];
  while (pending.length > 0) {
    const node = pending.pop()!;
    if (typeof node === 'string') parts.push(node);
    else for (let index = node.children.length - 1; index >= 0; index--) pending.push(node.children[index]!);
  }
  return collapse(parts.join(''));
}

const tokens = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

function unique<T>(values: T[], key: (value: T) => string = String): T[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const identity = key(value);
    if (seen.has(identity)) return false;
    seen.add(identity);
    return true;
  });
}

// The container and the package document -----------------------------------------------------

async function packageDocumentPath(archive: Archive, file: string): Promise<string> {
  const entry = findEntry(archive, containerName);
  if (!entry) throw new Error(`${file} has no ${containerName}: it is not an e-pub`);
  const text = await readText(archive, entry, limits.container).catch((error: unknown) => {
    throw new Error(`${file}: ${containerName} is damaged`, { cause: error });
  });
  if (text === undefined) throw new Error(`${file}: ${containerName} cannot be read (over 64 KiB, encrypted or compressed otherwise than deflated)`);
  const rootfiles = descendants(parseTree(text) ?? emptyElement, 'rootfile').filter((rootfile) => attribute(rootfile, 'full-path')?.trim());
  const rootfile =
    rootfiles.find((each) => attribute(each, 'media-type')?.trim().toLowerCase() === 'application/oebps-package+xml') ?? rootfiles[0];
  if (!rootfile) throw new Error(`${file}: ${containerName} names no package document`);
  return attribute(rootfile, 'full-path')!.trim().replace(/^\/+/, '');
}

/** The paths of the resources that META-INF/encryption.xml lists (font obfuscation, DRM). */
async function encryptedPaths(archive: Archive): Promise<Set<string>> {
  const entry = findEntry(archive, encryptionName);
  if (!entry) return new Set();
  const text = await readText(archive, entry, limits.encryption).catch(() => undefined);
  const references = text === undefined ? [] : descendants(parseTree(text) ?? emptyElement, 'cipherreference');
  return new Set(references.map((reference) => resolveHref('', attribute(reference, 'uri') ?? '')).filter((name) => name !== null));
}

interface ManifestItem {
  id: string;
  /** Its path in the archive; null for a remote resource. */
  path: string | null;
  mediaType: string;
  properties: string[];
}

interface Meta {
  /** `property` (EPUB 3) or `name` (EPUB 2), its prefix expanded: 'http://schema.org/accessMode'. */
  property: string;
  /** The property or name as written: 'calibre:series'. */
  written: string;
  value: string;
  id: string | null;
  /** The id that `refines` points at, without its '#'. */
  refines: string | null;
  scheme: string | null;
}

interface PackageDocument {
  root: XmlElement;
  /** The metadata's elements, those of OPF 2's legacy `dc-metadata` and `x-metadata` included. */
  metadata: XmlElement[];
  metas: Meta[];
  /** Refining metas by the id they refine. */
  refinements: Map<string, Meta[]>;
  links: { rel: string[]; href: string }[];
  spine: ManifestItem[];
  nav: ManifestItem | undefined;
  ncx: ManifestItem | undefined;
}

/** The prefixes that EPUB 3 reserves for metadata properties (EPUB 3.3, "Reserved prefixes"). */
const reservedPrefixes = new Map([
  ['a11y', 'http://www.idpf.org/epub/vocab/package/a11y/#'],
  ['dcterms', 'http://purl.org/dc/terms/'],
  ['marc', 'http://id.loc.gov/vocabulary/'],
  ['media', 'http://www.idpf.org/epub/vocab/overlays/#'],
  ['onix', 'http://www.editeur.org/ONIX/book/codelists/current.html#'],
  ['rendition', 'http://www.idpf.org/vocab/rendition/#'],
  ['schema', 'http://schema.org/'],
  ['xsd', 'http://www.w3.org/2001/XMLSchema#'],
]);

/** The prefixes that package@prefix declares ("schema: http://schema.org/ foaf: http://xmlns.com/foaf/spec/"). */
const declaredPrefixes = (value: string | undefined) => new Map([...(value ?? '').matchAll(/([\w.-]+):\s+(\S+)/g)].map((match) => [match[1]!, match[2]!]));

/** A property with its prefix expanded, declared or reserved; schema.org's two spellings as one. */
function expand(value: string, prefixes: ReadonlyMap<string, string>): string {
  const written = value.trim();
  const colon = written.indexOf(':');
  const base = colon > 0 ? (prefixes.get(written.slice(0, colon)) ?? reservedPrefixes.get(written.slice(0, colon))) : undefined;
  return base ? (base + written.slice(colon + 1)).replace(/^https:\/\/schema\.org\//, 'http://schema.org/') : written;
}

const isOpf = (element: XmlElement, name: string) => element.name === name && (element.ns === ns.opf || element.ns === '');

async function readPackageDocument(archive: Archive, name: string, file: string): Promise<PackageDocument> {
  const entry = findEntry(archive, name);
  if (!entry) throw new Error(`${file}: the package document ${quoted(name)} is missing`);
  if (entry.uncompressedSize > limits.packageDocument) throw new Error(`${file}: the package document ${quoted(name)} is larger than 1 MiB`);
  let text: string | undefined;
  try {
    text = await readText(archive, entry, limits.packageDocument);
  } catch (error) {
    throw new Error(`${file}: the package document ${quoted(name)} is damaged`, { cause: error });
  }
  if (text === undefined) throw new Error(`${file}: the package document ${quoted(name)} is encrypted or compressed otherwise than deflated`);
  const root = parseTree(text);
  if (!root || !isOpf(root, 'package')) throw new Error(`${file}: ${quoted(name)} is not a package document`);
  return packageDocument(root, path.posix.dirname(name));
}

function packageDocument(root: XmlElement, folder: string): PackageDocument {
  const section = (name: string) => childElements(root).find((child) => isOpf(child, name));
  const metadata = childElements(section('metadata') ?? emptyElement).flatMap((element) =>
    isOpf(element, 'dc-metadata') || isOpf(element, 'x-metadata') ? childElements(element) : [element],
  );
  const prefixes = declaredPrefixes(attribute(root, 'prefix'));
  const metas = metadata.filter((element) => isOpf(element, 'meta')).flatMap((element) => metaOf(element, prefixes) ?? []);
  const refinements = new Map<string, Meta[]>();
  for (const meta of metas) {
    if (!meta.refines) continue;
    const refining = refinements.get(meta.refines) ?? [];
    refining.push(meta);
    refinements.set(meta.refines, refining);
  }
  const links = metadata
    .filter((element) => isOpf(element, 'link'))
    .map((element) => ({ rel: tokens(attribute(element, 'rel')).map((rel) => expand(rel, prefixes)), href: attribute(element, 'href')?.trim() ?? '' }));

  const manifest = manifestOf(section('manifest') ?? emptyElement, folder);
  const spineElement = section('spine') ?? emptyElement;
  const spine = childElements(spineElement)
    .filter((element) => isOpf(element, 'itemref'))
    .flatMap((itemref) => manifest.get(attribute(itemref, 'idref')?.trim() ?? '') ?? []);
  const items = [...manifest.values()];
  const ncx = manifest.get(attribute(spineElement, 'toc')?.trim() ?? '') ?? items.find((item) => item.mediaType === 'application/x-dtbncx+xml');
  return { root, metadata, metas, refinements, links, spine, ncx, nav: items.find((item) => item.properties.includes('nav')) };
}

function manifestOf(manifest: XmlElement, folder: string): Map<string, ManifestItem> {
  const items = new Map<string, ManifestItem>();
  for (const element of childElements(manifest)) {
    const id = attribute(element, 'id')?.trim();
    const href = attribute(element, 'href');
    if (!isOpf(element, 'item') || !id || href === undefined || items.has(id)) continue;
    const mediaType = (attribute(element, 'media-type') ?? '').replace(/;[\s\S]*/, '').trim().toLowerCase();
    items.set(id, { id, path: resolveHref(folder, href), mediaType, properties: tokens(attribute(element, 'properties')) });
  }
  return items;
}

/** An EPUB 3 `<meta property>` (its value the element's text) or an EPUB 2 `<meta name content>`. */
function metaOf(element: XmlElement, prefixes: ReadonlyMap<string, string>): Meta | undefined {
  const property = attribute(element, 'property');
  const name = attribute(element, 'name');
  const written = (property ?? name)?.trim();
  if (!written) return undefined;
  const refines = attribute(element, 'refines')?.trim();
  const scheme = attribute(element, 'scheme')?.trim();
  return {
    // EPUB 2 names are not subject to package@prefix.
    property: property !== undefined ? expand(property, prefixes) : expand(written, new Map()),
    written,
    value: property !== undefined ? textOf(element) : collapse(attribute(element, 'content') ?? ''),
    id: attribute(element, 'id')?.trim() || null,
    refines: refines?.startsWith('#') ? refines.slice(1) : null,
    scheme: scheme ? expand(scheme, prefixes) : null,
  };
}

// What the package document says --------------------------------------------------------------

const vocabulary = {
  accessMode: 'http://schema.org/accessMode',
  accessModeSufficient: 'http://schema.org/accessModeSufficient',
  accessibilityFeature: 'http://schema.org/accessibilityFeature',
  accessibilityHazard: 'http://schema.org/accessibilityHazard',
  accessibilitySummary: 'http://schema.org/accessibilitySummary',
  conformsTo: 'http://purl.org/dc/terms/conformsTo',
  certifiedBy: 'http://www.idpf.org/epub/vocab/package/a11y/#certifiedBy',
  relators: 'http://id.loc.gov/vocabulary/relators',
  onixContributorRoles: 'http://www.editeur.org/ONIX/book/codelists/current.html#codelist17',
} as const;

/** MARC relator codes (https://id.loc.gov/vocabulary/relators) of the roles the console knows. */
const relatorRoles = new Map<string, ContributorRole>([
  ['aut', 'author'],
  ['edt', 'editor'],
  ['edc', 'editor'],
  ['trl', 'translator'],
  ['ill', 'illustrator'],
  ['nrt', 'narrator'],
  // Authors of an introduction, a preface or an afterword: what the console calls a foreword.
  ['aui', 'foreword'],
  ['win', 'foreword'],
  ['wpr', 'foreword'],
  ['aft', 'foreword'],
]);

/** ONIX code list 17 (contributor role codes), lower-cased, of the same roles. */
const onixRoles = new Map<string, ContributorRole>([
  ['a01', 'author'],
  ['b01', 'editor'],
  ['b06', 'translator'],
  ['a12', 'illustrator'],
  ['e07', 'narrator'],
]);

function describe(book: PackageDocument): Omit<EpubMetadata, 'pageCount' | 'wordCount'> {
  return {
    version: attribute(book.root, 'version')?.trim() || null,
    title: titleOf(book),
    language: dcElements(book, 'language').map(textOf).find(Boolean) ?? null,
    contributors: contributorsOf(book),
    series: seriesOf(book),
    publisher: dcElements(book, 'publisher').map(textOf).find(Boolean) ?? null,
    subjects: subjectsOf(book),
    accessibility: accessibilityOf(book),
  };
}

/** A Dublin Core element; an unprefixed one in the package's namespace too, a mistake some tools make. */
const isDc = (element: XmlElement) => element.ns === ns.dc || element.ns === ns.opf || element.ns === '';

const dcElements = (book: PackageDocument, name: string) => book.metadata.filter((element) => element.name === name && isDc(element));

const refinementsOf = (book: PackageDocument, id: string | null | undefined) => (id ? (book.refinements.get(id) ?? []) : []);

const refinement = (book: PackageDocument, id: string | null | undefined, property: string) =>
  refinementsOf(book, id).find((meta) => meta.property === property && meta.value)?.value ?? null;

const idOf = (element: XmlElement) => attribute(element, 'id')?.trim();

/** The title refined as the main one (EPUB 3 title-type), else the first. */
function titleOf(book: PackageDocument): string | null {
  const titles = dcElements(book, 'title').filter((title) => textOf(title));
  const main = titles.find((title) => refinement(book, idOf(title), 'title-type')?.toLowerCase() === 'main') ?? titles[0];
  return main ? textOf(main) : null;
}

/** The role a code says, in its scheme (MARC relators when none is given); null for one the console does not know. */
function roleOf(scheme: string | null, code: string): ContributorRole | null {
  const roles = scheme === null || scheme === vocabulary.relators ? relatorRoles : scheme === vocabulary.onixContributorRoles ? onixRoles : undefined;
  return roles?.get(code.trim().toLowerCase()) ?? null;
}

/** The roles written for a creator or contributor (EPUB 3 role refines, EPUB 2 opf:role), null for each unknown one. */
function writtenRoles(book: PackageDocument, element: XmlElement): (ContributorRole | null)[] {
  const refined = refinementsOf(book, idOf(element))
    .filter((meta) => meta.property === 'role' && meta.value)
    .map((meta) => roleOf(meta.scheme, meta.value));
  const role = (attribute(element, 'role', ns.opf) ?? attribute(element, 'role'))?.trim();
  return role ? [...refined, roleOf(null, role)] : refined;
}

function contributorsOf(book: PackageDocument): EpubMetadata['contributors'] {
  const contributors = book.metadata
    .filter((element) => (element.name === 'creator' || element.name === 'contributor') && isDc(element))
    .flatMap((element) => {
      const name = textOf(element);
      const written = writtenRoles(book, element);
      const roles = written.length === 0 && element.name === 'creator' ? ['author' as const] : written.filter((role) => role !== null);
      return name ? roles.map((role) => ({ name, role })) : [];
    });
  return unique(contributors, (contributor) => `${contributor.role}\n${contributor.name}`);
}

/** "2.0" reads as "2": the number as staff would type it. */
const seriesNumber = (value: string | null) => value?.trim().replace(/^(\d+)\.0+$/, '$1') || null;

/** An EPUB 3 collection of type series (or of no type), else calibre's EPUB 2 metas. */
function seriesOf(book: PackageDocument): EpubMetadata['series'] {
  const collections = book.metas.filter((meta) => meta.property === 'belongs-to-collection' && !meta.refines && meta.value);
  const type = (meta: Meta) => refinement(book, meta.id, 'collection-type')?.toLowerCase() ?? null;
  const collection = collections.find((meta) => type(meta) === 'series') ?? collections.find((meta) => type(meta) === null);
  if (collection) return { name: collection.value, number: seriesNumber(refinement(book, collection.id, 'group-position')) };
  const calibre = (name: string) => book.metas.find((meta) => meta.written === name && meta.value)?.value ?? null;
  const name = calibre('calibre:series');
  return name ? { name, number: seriesNumber(calibre('calibre:series_index')) } : null;
}

function subjectsOf(book: PackageDocument): EpubMetadata['subjects'] {
  const subjects = dcElements(book, 'subject').flatMap((element) => {
    const label = textOf(element);
    if (!label) return [];
    const id = idOf(element);
    // EPUB 3.0 drafts and some tools wrote authority and term as attributes.
    const scheme = refinement(book, id, 'authority') ?? (attribute(element, 'authority', ns.opf) ?? attribute(element, 'authority'))?.trim() ?? null;
    const code = refinement(book, id, 'term') ?? (attribute(element, 'term', ns.opf) ?? attribute(element, 'term'))?.trim() ?? null;
    return [{ scheme: scheme || null, code: code || null, label }];
  });
  return unique(subjects, (subject) => JSON.stringify(subject));
}

function accessibilityOf(book: PackageDocument): EpubMetadata['accessibility'] {
  const values = (property: string) => unique(book.metas.filter((meta) => meta.property === property && meta.value).map((meta) => meta.value));
  const conformsTo = book.links.find((link) => link.rel.includes(vocabulary.conformsTo) && link.href)?.href ?? null;
  return {
    accessModes: values(vocabulary.accessMode),
    // "textual, visual" and "textual,visual" are one set of modes.
    accessModesSufficient: unique(values(vocabulary.accessModeSufficient).map((modes) => tokens(modes.replace(/,/g, ' ')).join(','))),
    features: values(vocabulary.accessibilityFeature),
    hazards: values(vocabulary.accessibilityHazard),
    summary: values(vocabulary.accessibilitySummary)[0] ?? null,
    conformsTo: values(vocabulary.conformsTo)[0] ?? conformsTo,
    certifiedBy: values(vocabulary.certifiedBy)[0] ?? null,
  };
}

// Page count ----------------------------------------------------------------------------------

/** The EPUB 3 nav's page-list, else the NCX's pageList (EPUB 2, and EPUB 3 books that keep one). */
async function pageCountOf(archive: Archive, book: PackageDocument): Promise<number | null> {
  const isPageListNav = (element: XmlElement) =>
    element.name === 'nav' && (tokens(attribute(element, 'type', ns.ops)).includes('page-list') || tokens(attribute(element, 'role')).includes('doc-pagelist'));
  const fromNav = book.nav ? await countEntries(archive, book.nav, isPageListNav, 'li') : null;
  if (fromNav !== null) return fromNav;
  return book.ncx ? countEntries(archive, book.ncx, (element) => element.name === 'pagelist', 'pagetarget') : null;
}

/** The elements named `entryName` inside the first list element of a navigation document; null without one, or when it cannot be read. */
async function countEntries(archive: Archive, item: ManifestItem, isList: (element: XmlElement) => boolean, entryName: string): Promise<number | null> {
  const entry = item.path === null ? undefined : contentEntry(archive, item.path);
  const text = entry ? await readText(archive, entry, limits.navigation).catch(() => undefined) : undefined;
  if (text === undefined) return null;
  let depth = 0;
  let count: number | null = null;
  parseXml(text, {
    open(element) {
      if (depth > 0) {
        depth++;
        if (element.name === entryName) count!++;
      } else if (count === null && isList(element)) {
        depth = 1;
        count = 0;
      }
    },
    close() {
      if (depth > 0) depth--;
    },
  });
  return count;
}

// Word count ----------------------------------------------------------------------------------

const htmlTypes = new Set(['application/xhtml+xml', 'text/html']);

/** Words of the spine's (X)HTML documents, each once (some books list a document once per fragment). */
async function wordCountOf(archive: Archive, book: PackageDocument): Promise<number | null> {
  const documents = unique(
    book.spine
      .filter((item) => htmlTypes.has(item.mediaType) || (item.mediaType === '' && /\.x?html?$/i.test(item.path ?? '')))
      .flatMap((item) => item.path ?? []),
  );
  let budget: number = limits.text;
  let words: number | null = null;
  for (const name of documents) {
    const entry = contentEntry(archive, name);
    if (!entry || budget <= 0) continue;
    const counter = new WordCounter();
    try {
      for await (const chunk of entryChunks(archive.zip, entry, budget)) {
        budget -= chunk.length;
        counter.write(chunk);
      }
    } catch {
      continue; // A damaged entry: not a readable document.
    }
    words = (words ?? 0) + counter.end();
  }
  return words;
}

/** Elements whose text is not read: the head, scripts, styles, and ruby annotations (which repeat the text they annotate). */
const skippedElements = new Set(['head', 'script', 'style', 'template', 'rt', 'rp']);
/** Elements that may sit inside a word (`<b>W</b>ord`): any other tag separates words. */
const inlineElements = new Set(['a', 'abbr', 'b', 'bdi', 'bdo', 'cite', 'code', 'data', 'del', 'dfn', 'em', 'font', 'i', 'ins', 'kbd', 'mark', 'q', 'ruby', 's', 'samp', 'small', 'span', 'strong', 'sub', 'sup', 'time', 'tt', 'u', 'var', 'wbr']);
/** Text is counted in slices of about this many characters, cut at white space. */
const sliceChars = 256 * 1024;

/**
 * Counts the words of one (X)HTML document written to it in chunks. htmlparser2 in HTML mode
 * reads it: it decodes HTML's named entities, which EPUB 2's XHTML 1.1 allows, and forgives
 * documents that are not well-formed XML.
 */
class WordCounter {
  private words = 0;
  private pending: string[] = [];
  private pendingLength = 0;
  private skipping = 0;
  private decoder: TextDecoder | undefined;
  private readonly parser = new Parser(
    {
      onopentagname: (name) => this.tag(name, true),
      onclosetag: (name) => this.tag(name, false),
      ontext: (text) => {
        if (this.skipping === 0) this.push(text);
      },
    },
    { recognizeSelfClosing: true, recognizeCDATA: true },
  );

  write(chunk: Buffer): void {
    this.decoder ??= decoderFor(chunk);
    this.parser.write(this.decoder.decode(chunk, { stream: true }));
  }

  end(): number {
    this.parser.end(this.decoder?.decode() ?? '');
    this.flush(true);
    return this.words;
  }

  private tag(name: string, opening: boolean): void {
    if (skippedElements.has(name)) this.skipping = Math.max(0, this.skipping + (opening ? 1 : -1));
    else if (!inlineElements.has(name)) this.push(' ');
  }

  private push(text: string): void {
    this.pending.push(text);
    this.pendingLength += text.length;
    if (this.pendingLength >= sliceChars) this.flush(false);
  }

  private flush(final: boolean): void {
    const text = this.pending.join('');
    const cut = final ? text.length : lastSpace(text);
    this.words += countWords(text.slice(0, cut));
    const rest = text.slice(cut);
    this.pending = rest ? [rest] : [];
    this.pendingLength = rest.length;
  }
}

/** Unicode's White_Space characters above ASCII. */
const wideSpaces = new Set([0x85, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000]);
const isSpace = (code: number) => code === 32 || (code >= 9 && code <= 13) || (code >= 0x85 && wideSpaces.has(code));
const isAsciiAlphanumeric = (code: number) => (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122);

/** Where to cut `text` so that no word is split: its last white space, looked for in its last 64 Ki characters. */
function lastSpace(text: string): number {
  for (let index = text.length - 1; index >= Math.max(0, text.length - 64 * 1024); index--) if (isSpace(text.charCodeAt(index))) return index;
  return text.length;
}

/**
 * The words of a text. A loop over its characters rather than a regular expression per word: an
 * ASCII run between spaces is a word when it holds a letter or a digit; runs with other
 * characters are left to `runWords`.
 */
function countWords(text: string): number {
  let words = 0;
  let start = -1;
  let ascii = true;
  let alphanumeric = false;
  for (let index = 0; index <= text.length; index++) {
    const code = index < text.length ? text.charCodeAt(index) : 32;
    if (isSpace(code)) {
      if (start >= 0) words += ascii ? Number(alphanumeric) : runWords(text.slice(start, index));
      start = -1;
    } else {
      if (start < 0) [start, ascii, alphanumeric] = [index, true, false];
      if (code >= 128) ascii = false;
      else if (!alphanumeric && isAsciiAlphanumeric(code)) alphanumeric = true;
    }
  }
  return words;
}

const letterOrDigit = /[\p{L}\p{N}]/u;
const ideographs = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]/gu;
const hasIdeograph = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\u30fc]/u;
const unspacedScripts = /[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
let segmenter: Intl.Segmenter | undefined;
const segmentedChars = 1000;

/** The words of a run of characters without white space, some of them not ASCII. */
function runWords(run: string): number {
  if (!letterOrDigit.test(run)) return 0;
  if (hasIdeograph.test(run)) {
    // Each Chinese or Japanese character, plus each stretch of other letters between them.
    const others = run.split(ideographs).filter((part) => letterOrDigit.test(part)).length;
    return (run.match(ideographs)?.length ?? 0) + others;
  }
  if (!unspacedScripts.test(run)) return 1;
  segmenter ??= new Intl.Segmenter(undefined, { granularity: 'word' });
  let words = 0;
  // ICU's dictionary segmentation slows down more than linearly on long runs: segmented in
  // pieces, at the cost of a word split in two now and then.
  for (let start = 0; start < run.length; start += segmentedChars) {
    for (const segment of segmenter.segment(run.slice(start, start + segmentedChars))) if (segment.isWordLike) words++;
  }
  return words;
}
