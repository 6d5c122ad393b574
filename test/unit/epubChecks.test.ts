/**
 * The checks of an e-pub (server/lib/epub.ts, server/lib/epubcheck.ts): what refuses an upload
 * (`epubProblem`, `epubArchiveProblem`: not a zip, unsafe or unreadable), what is a finding on
 * the book (`epubStructureFindings`, EPUBCheck's messages), on the demo e-pub, on archives broken
 * one way each, on e-pubs of an e-pub writer (epub-gen-memory) and on real books of other tools
 * (test/fixtures/epubs/README.md). The EPUBCheck tests are skipped where it is not installed.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { EPub } from 'epub-gen-memory';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import yauzl from 'yauzl';
import { type EpubFinding, epubFinding, epubFindingSeverities, failingSeverities } from '../../contract/epubChecks';
import { buildEpub, type EpubBook, epubEntries } from '../../server/demo/epub';
import { type ZipEntry, zipArchive } from '../../server/demo/zip';
import { epubArchiveProblem, epubHeadBytes, epubLimits, epubProblem, epubStructureFindings } from '../../server/lib/epub';
import { epubcheckVersion, runEpubcheck } from '../../server/lib/epubcheck';
import { centralRecords } from '../fixtures/epub';

const book: EpubBook = {
  identifier: 'urn:uuid:6c1f4a52-0d7e-4d7a-9a51-0a2b3c4d5e6f',
  title: 'Checked & Found',
  authors: ['Test Author'],
  language: 'en',
  paragraphs: ['The first paragraph.', 'The second.'],
  modifiedAt: new Date('2026-01-01T00:00:00Z'),
};
const entries = epubEntries(book);
const containerName = 'META-INF/container.xml';
const without = (name: string) => entries.filter((entry) => entry.name !== name);
const replaced = (name: string, entry: Omit<ZipEntry, 'name'>) => entries.map((each) => (each.name === name ? { name, ...entry } : each));
const container = (...fullPaths: string[]) =>
  `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles>` +
  fullPaths.map((fullPath) => `<rootfile full-path="${fullPath}" media-type="application/oebps-package+xml"/>`).join('') +
  `</rootfiles></container>`;
const limits = epubLimits(100 * 1024 * 1024);
const fixtures = path.resolve(import.meta.dirname, '../fixtures/epubs');

let folder: string;
let count = 0;
/** `content` written to a file of its own in the test's folder. */
async function written(content: Buffer, name = `book-${++count}.epub`): Promise<string> {
  const file = path.join(folder, name);
  await fs.writeFile(file, content);
  return file;
}

/** The zip with the central directory record of `name` changed by `change(record)`. */
function withRecord(zip: Buffer, name: string, change: (record: Buffer) => void): Buffer {
  const copy = Buffer.from(zip);
  const record = centralRecords(copy).find((entry) => entry.name === name)!;
  change(copy.subarray(record.offset, record.offset + 46));
  return copy;
}

/** A zip with `copies` more central directory records that point at the data of the entry `name`. */
function withSharedData(zip: Buffer, name: string, copies: number): Buffer {
  const records = centralRecords(zip);
  const end = zip.length - 22;
  const source = records.find((record) => record.name === name)!;
  const extra = Array.from({ length: copies }, (_, index) => {
    const copyName = Buffer.from(`EPUB/copy-${index}.xhtml`);
    const copy = Buffer.concat([zip.subarray(source.offset, source.offset + 46), copyName]);
    copy.writeUInt16LE(copyName.length, 28);
    return copy;
  });
  const directory = Buffer.concat([zip.subarray(records[0]!.offset, end), ...extra]);
  const eocd = Buffer.from(zip.subarray(end));
  eocd.writeUInt16LE(records.length + copies, 8);
  eocd.writeUInt16LE(records.length + copies, 10);
  eocd.writeUInt32LE(directory.length, 12);
  return Buffer.concat([zip.subarray(0, records[0]!.offset), directory, eocd]);
}

/** An e-pub of epub-gen-memory, an e-pub writer of the npm registry, in EPUB `version` 3 or 2. */
function writerEpub(version: 2 | 3): Promise<Buffer> {
  return new EPub(
    { title: 'A Written Book', author: ['Ada Writer'], lang: 'en', description: 'Two chapters made by an e-pub writer.', version, verbose: false },
    [
      { title: 'Morning', content: '<p>The first chapter &amp; its <em>words</em>.</p>' },
      { title: 'Evening', content: '<p>The second chapter.</p><ul><li>a list</li><li>of two</li></ul>' },
    ],
  ).genEpub();
}

/** The real and written e-pubs, by name: each a file in the test's folder or the fixtures'. */
const realBooks: Record<string, string> = {};

beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'epub-checks-test-'));
  realBooks['epub-gen-memory, EPUB 3'] = await written(await writerEpub(3), 'writer-3.epub');
  realBooks['epub-gen-memory, EPUB 2'] = await written(await writerEpub(2), 'writer-2.epub');
  realBooks['developers-reference.epub (Sphinx, EPUB 3)'] = path.join(fixtures, 'developers-reference.epub');
  realBooks['live-manual.en.epub (SiSU, EPUB 2)'] = path.join(fixtures, 'live-manual.en.epub');
});

afterAll(async () => {
  await fs.rm(folder, { recursive: true, force: true });
});

const structureError = (id: string, message: string | RegExp, where: string | null): EpubFinding =>
  ({ severity: 'error', id, message: typeof message === 'string' ? message : expect.stringMatching(message), path: where, line: null, column: null }) as EpubFinding;

describe('epubProblem: a zip archive by its first bytes, nothing more', () => {
  test('a zip is one, whatever its first entry; anything else is not', () => {
    expect(epubHeadBytes).toBe(4);
    expect(epubProblem(buildEpub(book))).toBeUndefined();
    expect(epubProblem(zipArchive([{ name: 'chapter.xhtml', content: '<html/>' }]))).toBeUndefined();
    expect(epubProblem(zipArchive([{ name: 'mimetype', content: 'application/epub+zip', compress: true }]).subarray(0, epubHeadBytes))).toBeUndefined();
    for (const head of [Buffer.from('%PDF-1.7'), Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('PK'), Buffer.alloc(0)]) {
      expect(epubProblem(head)).toBe('it is not a zip archive');
    }
  });
});

describe('epubStructureFindings: the Open Container Format, as findings', () => {
  test('the demo e-pub conforms: no finding', async () => {
    expect(await epubStructureFindings(await written(buildEpub(book)))).toEqual([]);
  });

  test.each([
    [
      'mimetype last',
      () => zipArchive([...entries.slice(1), entries[0]!]),
      [structureError('STRUCT-001', `The first entry of the archive is "${containerName}": the "mimetype" file must come first`, 'mimetype')],
    ],
    ['no mimetype', () => zipArchive(without('mimetype')), [structureError('STRUCT-001', 'The archive has no "mimetype" file: it must be its first entry', null)]],
    [
      'mimetype compressed',
      () => zipArchive(replaced('mimetype', { content: 'application/epub+zip', compress: true })),
      [structureError('STRUCT-002', 'The "mimetype" file is compressed: it must be stored as is', 'mimetype')],
    ],
    [
      'mimetype with a trailing newline',
      () => zipArchive(replaced('mimetype', { content: 'application/epub+zip\n' })),
      [structureError('STRUCT-003', 'The "mimetype" file reads "application/epub+zip\\n": it must read exactly "application/epub+zip"', 'mimetype')],
    ],
    [
      'mimetype reading otherwise',
      () => zipArchive(replaced('mimetype', { content: 'application/zip+epub' })),
      [structureError('STRUCT-003', 'The "mimetype" file reads "application/zip+epub": it must read exactly "application/epub+zip"', 'mimetype')],
    ],
    [
      'mimetype empty',
      () => zipArchive(replaced('mimetype', { content: '' })),
      [structureError('STRUCT-003', 'The "mimetype" file reads "": it must read exactly "application/epub+zip"', 'mimetype')],
    ],
    [
      'mimetype of a megabyte, compressed',
      () => zipArchive(replaced('mimetype', { content: 'application/epub+zip'.repeat(50_000), compress: true })),
      [
        structureError('STRUCT-002', 'The "mimetype" file is compressed: it must be stored as is', 'mimetype'),
        structureError('STRUCT-003', /^The "mimetype" file reads "(application\/epub\+zip)+[a-z/]*"…: it must read exactly "application\/epub\+zip"$/, 'mimetype'),
      ],
    ],
    ['no META-INF/container.xml', () => zipArchive(without(containerName)), [structureError('STRUCT-004', `The archive has no ${containerName}`, null)]],
    [
      'a container.xml that names no package document',
      () => zipArchive(replaced(containerName, { content: '<container/>' })),
      [structureError('STRUCT-005', `${containerName} names no package document`, containerName)],
    ],
    [
      'a package document missing',
      () => zipArchive(replaced(containerName, { content: container('EPUB/book.opf'), compress: true })),
      [structureError('STRUCT-006', `The package document "EPUB/book.opf", named in ${containerName}, is missing`, containerName)],
    ],
    [
      'two package documents, one missing',
      () => zipArchive(replaced(containerName, { content: container('EPUB/content.opf', 'EPUB/other.opf') })),
      [structureError('STRUCT-006', `The package document "EPUB/other.opf", named in ${containerName}, is missing`, containerName)],
    ],
    [
      'a container.xml over 64 KiB',
      () => zipArchive(replaced(containerName, { content: container('EPUB/content.opf') + ' '.repeat(64 * 1024), compress: true })),
      [structureError('STRUCT-007', `${containerName} is not read: it is larger than 64 KiB`, containerName)],
    ],
    [
      'a zip of one chapter',
      () => zipArchive([{ name: 'chapter.xhtml', content: '<html/>' }]),
      [
        structureError('STRUCT-001', 'The archive has no "mimetype" file: it must be its first entry', null),
        structureError('STRUCT-004', `The archive has no ${containerName}`, null),
      ],
    ],
  ])('%s: its findings; the upload is not refused for it', async (_name, build, expected) => {
    const file = await written(build());

    const findings = await epubStructureFindings(file);

    expect(findings).toEqual(expected);
    for (const found of findings) expect(epubFinding.parse(found)).toEqual(found);
    expect(await epubArchiveProblem(file, limits)).toBeUndefined();
  });

  test('many entries: the central directory only is read, no entry but mimetype and container.xml', async () => {
    const many = Array.from({ length: 20_000 }, (_, index) => ({ name: `EPUB/page-${index}.xhtml`, content: `<p>${index}</p>` }));
    // An entry that is not what the directory says: inflating it would fail.
    const damaged = withRecord(zipArchive([...entries, ...many]), 'EPUB/chapter-1.xhtml', (record) => record.writeUInt32LE((record.readUInt32LE(16) ^ 1) >>> 0, 16));
    const file = await written(damaged);

    expect(await epubStructureFindings(file)).toEqual([]);
    expect(await epubArchiveProblem(file, { ...limits, maxEntries: 30_000 })).toBe('the entry "EPUB/chapter-1.xhtml" is damaged');
    // Writing and reading an archive of 20,000 entries: 3 s on a quiet 2-core machine, over Vitest's
    // default 5 s in one CI run while the other worker was busy.
  }, 30_000);

  test('a file that is not a zip archive throws: epubArchiveProblem refuses it first', async () => {
    const file = await written(Buffer.from('PK\x03\x04 and nothing of a zip after it', 'latin1'));
    await expect(epubStructureFindings(file)).rejects.toThrow(/is not a readable zip archive/);
    expect(await epubArchiveProblem(file, limits)).toBe('it is not a readable zip archive');
  });
});

describe('epubArchiveProblem still refuses what is unsafe or unreadable', () => {
  const withEntry = (name: string, content = '<html/>') => zipArchive([...entries, { name, content, compress: true }]);
  const small = { maxEntries: 10, maxTotalBytes: 64 * 1024, maxRatio: 100, ratioFromBytes: 1024 };

  test.each([
    ['a "../evil" entry', () => withEntry('../evil.xhtml'), limits, 'the entry "../evil.xhtml" has a ".." segment in its path'],
    ['a ".." deeper in', () => withEntry('EPUB/../../evil'), limits, 'the entry "EPUB/../../evil" has a ".." segment in its path'],
    ['an absolute path', () => withEntry('/etc/cron.d/evil'), limits, 'the entry "/etc/cron.d/evil" has an absolute path'],
    ['a drive letter', () => withEntry('C:/Windows/evil.dll'), limits, 'the entry "C:/Windows/evil.dll" has an absolute path'],
    ['a backslash', () => withEntry('EPUB\\..\\evil'), limits, 'the entry "EPUB\\\\..\\\\evil" has a backslash in its name'],
    ['a name twice', () => withEntry('EPUB/nav.xhtml'), limits, 'the entry "EPUB/nav.xhtml" appears twice'],
    [
      'too many entries',
      () => zipArchive([...entries, ...Array.from({ length: 6 }, (_, index) => ({ name: `EPUB/${index}.txt`, content: '' }))]),
      small,
      'it has 11 entries; at most 10 are allowed',
    ],
    [
      'too much in all',
      () => zipArchive([...entries, { name: 'EPUB/a.xhtml', content: Buffer.alloc(40 * 1024) }, { name: 'EPUB/b.xhtml', content: Buffer.alloc(40 * 1024) }]),
      small,
      'it expands to more than 64 KiB, the most allowed',
    ],
    [
      'a zip bomb entry',
      () => zipArchive([...entries, { name: 'EPUB/bomb.xhtml', content: Buffer.alloc(60 * 1024), compress: true }]),
      small,
      /^the entry "EPUB\/bomb.xhtml" expands [\d,]+ times, to 60 KiB; an entry over 1 KiB may expand at most 100 times$/,
    ],
    [
      'entries that share their data',
      () => withSharedData(zipArchive([...entries, { name: 'EPUB/big.xhtml', content: Buffer.alloc(50 * 1024) }]), 'EPUB/big.xhtml', 3),
      limits,
      'its entries overlap',
    ],
    [
      'an encrypted entry',
      () => withRecord(buildEpub(book), 'EPUB/chapter-1.xhtml', (record) => record.writeUInt16LE(record.readUInt16LE(8) | 1, 8)),
      limits,
      'the entry "EPUB/chapter-1.xhtml" is encrypted',
    ],
    [
      'an entry compressed otherwise than deflated',
      () => withRecord(buildEpub(book), 'EPUB/chapter-1.xhtml', (record) => record.writeUInt16LE(12, 10)),
      limits,
      'the entry "EPUB/chapter-1.xhtml" is compressed with a method other than deflate',
    ],
    [
      'an entry whose CRC-32 does not match',
      () => withRecord(buildEpub(book), 'EPUB/chapter-1.xhtml', (record) => record.writeUInt32LE((record.readUInt32LE(16) ^ 1) >>> 0, 16)),
      limits,
      'the entry "EPUB/chapter-1.xhtml" is damaged',
    ],
    [
      'an entry that inflates to more than its directory says',
      () => withRecord(buildEpub(book), 'EPUB/chapter-1.xhtml', (record) => record.writeUInt32LE(record.readUInt32LE(24) - 10, 24)),
      limits,
      'the entry "EPUB/chapter-1.xhtml" is damaged',
    ],
    ['a file that is not a zip', () => Buffer.from('Chapter one. It was a dark and stormy night.'), limits, 'it is not a readable zip archive'],
  ])('%s', async (_name, build, given, reason) => {
    const problem = await epubArchiveProblem(await written(build()), given);
    if (typeof reason === 'string') expect(problem).toBe(reason);
    else expect(problem).toMatch(reason);
  });

  test('the demo e-pub passes', async () => {
    expect(await epubArchiveProblem(await written(buildEpub(book)), limits)).toBeUndefined();
  });
});

describe('e-pubs of an e-pub writer and of other tools', () => {
  test.each([
    ['epub-gen-memory, EPUB 3', []],
    ['epub-gen-memory, EPUB 2', []],
    ['developers-reference.epub (Sphinx, EPUB 3)', []],
    // As Debian ships it (README.md): its mimetype ends with a line break.
    [
      'live-manual.en.epub (SiSU, EPUB 2)',
      [structureError('STRUCT-003', 'The "mimetype" file reads "application/epub+zip\\n": it must read exactly "application/epub+zip"', 'mimetype')],
    ],
  ])('%s: stored (epubArchiveProblem), and its structure findings', async (name, expected) => {
    const file = realBooks[name]!;
    expect(await epubArchiveProblem(file, limits)).toBeUndefined();
    expect(await epubStructureFindings(file)).toEqual(expected);
  });

  test('epub-gen-memory writes what its version says', async () => {
    for (const [name, version] of [['epub-gen-memory, EPUB 3', '3.0'], ['epub-gen-memory, EPUB 2', '2.0']] as const) {
      const zip = await yauzl.openPromise(realBooks[name]!, { lazyEntries: true });
      let opf = '';
      for await (const entry of zip.eachEntry()) {
        if (!entry.fileName.endsWith('.opf')) continue;
        for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) opf += chunk.toString('utf8');
      }
      zip.close();
      expect(opf).toMatch(new RegExp(`<package[^>]*\\sversion="${version.replace('.', '\\.')}"`));
    }
  });
});

const jar = process.env.EPUBCHECK_JAR || '/usr/share/java/epubcheck.jar';
const version = await epubcheckVersion(jar);
/** EPUBCheck's tests, skipped where java or its jar is missing. */
const withEpubcheck = test.skipIf(version === null);
/** A JVM start and a check: a few seconds, more on a busy machine. */
const epubcheckTimeout = 120_000;

describe('runEpubcheck', () => {
  let previousTmpdir: string | undefined;
  let tmpdir: string;

  // Each run's temporary folder in one of the test's own, to see that it is removed.
  beforeAll(async () => {
    tmpdir = await fs.mkdtemp(path.join(os.tmpdir(), 'epubcheck-runs-'));
    previousTmpdir = process.env.TMPDIR;
    process.env.TMPDIR = tmpdir;
  });
  afterAll(async () => {
    if (previousTmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmpdir;
    await fs.rm(tmpdir, { recursive: true, force: true });
  });

  const check = async (file: string, maxFindings?: number) => {
    const result = await runEpubcheck(file, { jar, timeoutMs: epubcheckTimeout, maxFindings });
    expect(result.version).toBe(version);
    for (const found of result.findings) expect(epubFinding.parse(found)).toEqual(found);
    expect(await fs.readdir(tmpdir)).toEqual([]);
    return result;
  };
  const failing = (findings: EpubFinding[]) => findings.filter((found) => failingSeverities.includes(found.severity));

  withEpubcheck('its version, asked once per jar; null for a jar that is not there', async () => {
    expect(version).toMatch(/^\d+\.\d+/);
    expect(await epubcheckVersion(jar)).toBe(version);
    expect(await epubcheckVersion(path.join(folder, 'no-such.jar'))).toBeNull();
    expect(await epubcheckVersion(await written(Buffer.from('not a jar'), 'not-a.jar'))).toBeNull();
  });

  withEpubcheck('the demo e-pub: no finding', { timeout: epubcheckTimeout }, async () => {
    expect(await check(await written(buildEpub(book)))).toEqual({ version, findings: [], truncated: false });
  });

  withEpubcheck('a broken e-pub: its errors, with the entry, line and column of each', { timeout: epubcheckTimeout }, async () => {
    const chapter = String(entries.find((entry) => entry.name === 'EPUB/chapter-1.xhtml')!.content).replace(
      '<p>The first paragraph.</p>',
      '<p><img src="missing.png" alt=""/><blink>The first paragraph.</blink></p>',
    );
    const line = chapter.split('\n').findIndex((text) => text.includes('<blink>')) + 1;
    expect(line).toBeGreaterThan(1);
    const file = await written(zipArchive(replaced('EPUB/chapter-1.xhtml', { content: chapter, compress: true })));

    const { findings, truncated } = await check(file);

    expect(truncated).toBe(false);
    expect(findings).toEqual(
      expect.arrayContaining([
        // A resource it links to is missing; an element HTML does not have.
        expect.objectContaining({ severity: 'error', id: 'RSC-007', path: 'EPUB/chapter-1.xhtml', line, column: expect.any(Number) }),
        expect.objectContaining({ severity: 'error', id: 'RSC-005', path: 'EPUB/chapter-1.xhtml', line, message: expect.stringContaining('blink') }),
      ]),
    );
    expect(findings.every((found) => found.severity !== 'fatal')).toBe(true);
  });

  withEpubcheck('findings about the archive itself have no path; they agree with the structure findings', { timeout: epubcheckTimeout }, async () => {
    const file = await written(zipArchive([...entries.slice(1), entries[0]!]));

    const { findings } = await check(file);

    expect(findings).toEqual([expect.objectContaining({ severity: 'error', path: null, line: null, column: null, message: expect.stringMatching(/mimetype/i) })]);
    expect(await epubStructureFindings(file)).toEqual([expect.objectContaining({ id: 'STRUCT-001' })]);
  });

  // The writer's e-pubs pass EPUBCheck too (seen when they were added); each run starts a JVM, so the suite runs one real book.
  withEpubcheck.each(['developers-reference.epub (Sphinx, EPUB 3)'])(
    '%s: no fatal error; what EPUBCheck says is reported',
    { timeout: epubcheckTimeout },
    async (name) => {
      const { findings, truncated } = await check(realBooks[name]!);
      expect(truncated).toBe(false);
      expect(findings.filter((found) => found.severity === 'fatal')).toEqual([]);
    },
  );

  withEpubcheck('a real book with many findings: the most severe first, at most maxFindings kept', { timeout: epubcheckTimeout }, async () => {
    const file = realBooks['live-manual.en.epub (SiSU, EPUB 2)']!;

    // One run (a JVM each): its first 40 findings of many.
    const { findings, truncated } = await check(file, 40);

    expect(truncated).toBe(true);
    expect(findings).toHaveLength(40);
    // Its mimetype's line break (STRUCT-003) is an error of EPUBCheck's too.
    expect(failing(findings)).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'mimetype' })]));
    expect(findings.some((found) => found.path !== null && found.line !== null && found.column !== null)).toBe(true);
    const ranks = findings.map((found) => epubFindingSeverities.indexOf(found.severity));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  withEpubcheck('a run longer than timeoutMs: the process is killed, an Error thrown, the folder removed', async () => {
    const file = await written(buildEpub(book));
    await expect(runEpubcheck(file, { jar, timeoutMs: 1 })).rejects.toThrow('EPUBCheck took longer than 0.001 s and was stopped');
    expect(await fs.readdir(tmpdir)).toEqual([]);
  });

  withEpubcheck('no report (a jar that is not EPUBCheck): an Error, the folder removed', { timeout: epubcheckTimeout }, async () => {
    const file = await written(buildEpub(book));
    const notEpubcheck = await written(zipArchive([{ name: 'README', content: 'no manifest' }]), 'not-epubcheck.jar');
    await expect(runEpubcheck(file, { jar: notEpubcheck, timeoutMs: epubcheckTimeout })).rejects.toThrow(/^EPUBCheck left no readable report \(exit code 1\)/);
    expect(await fs.readdir(tmpdir)).toEqual([]);
  });
});
