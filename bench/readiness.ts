// E-book release readiness at scale (issue 49): the e-book list filtered by readiness at 100,000
// books, and EPUBCheck of a 5 MB e-pub as a job, from its upload to its report. Part of
// `npm run bench`; alone: `npx tsx bench/readiness.ts` (SQLite, and PostgreSQL too when
// BENCH_DATABASE_URL is set, for the list).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { EbookReadiness } from '../contract/ebookReadiness';
import { createDb, type Db } from '../server/db';
import { createSchemaRole } from '../server/db/schemaRole';
import { zipArchive, type ZipEntry } from '../server/demo/zip';
import { epubcheckVersion } from '../server/lib/epubcheck';
import { type ApiServer, signIn, startServer } from './api-load';
import { budgets, within } from './budgets';
import { percentile } from './orders';
import { ms } from './table';

export const readinessDefaults = { books: 100_000, runs: 50, epubBytes: 5 * 1024 * 1024 };

/** What the books' readiness is, in the proportions of a catalogue at work: a quarter ready, the rest missing one thing or more. */
const openSets = ['', ',sample,', ',epub,cover,', ',cover,coverRatio,', ',metadata,', ',epub,sample,', ',releaseDate,', ',cover,coverColour,'];

/** `count` e-books written straight into the database, their readiness summaries as the server keeps them. */
async function catalogue(db: Db, count: number): Promise<void> {
  const category = await db.selectFrom('ebook_categories').select('id').where('ebook_type', '=', 1).orderBy('id').executeTakeFirstOrThrow();
  const start = Date.now() - count * 60_000;
  for (let first = 0; first < count; first += 500) {
    const rows = Array.from({ length: Math.min(500, count - first) }, (_, offset) => {
      const index = first + offset;
      const open = openSets[index % openSets.length]!;
      const stamp = new Date(start + index * 60_000).toISOString();
      return {
        title: `Bench book ${index + 1}`,
        subtitle: null,
        authors: '["Bench"]',
        description: 'A bench book.',
        type: 1,
        category_id: category.id,
        magazine_brand: null,
        language: 'en',
        isbn: null,
        price: 999,
        currency: 'USD',
        publication_date: '2027-01-01',
        page_count: null,
        premium: 0,
        status: 'D' as const,
        cover_path: null,
        sample_epub_path: null,
        sample_epub_name: null,
        sample_epub_size: null,
        sample_epub_uploaded_at: null,
        epub_path: null,
        epub_name: null,
        epub_size: null,
        epub_uploaded_at: null,
        ready: /epub|cover,|metadata|releaseDate/.test(open) ? 0 : 1,
        readiness_open: open,
        created_at: stamp,
        updated_at: stamp,
      };
    });
    await db.insertInto('ebooks').values(rows).execute();
  }
}

export interface ReadinessListTiming {
  engine: string;
  books: number;
  runs: number;
  /** Each filter's latency, and how many books it selects. */
  filters: { filter: string; total: number; p50: number; p99: number }[];
}

/**
 * The e-book list's first page (25, newest first, as the console asks) filtered by `ready`,
 * `not_ready` and one open check, each timed `runs` times after one to warm up, for the demo
 * ADMIN, on an API of its own over `books` e-books: SQLite, or a throwaway schema of `databaseUrl`.
 */
export async function measureReadinessList(root: string, options: { engine: string; books: number; runs: number; databaseUrl?: string }): Promise<ReadinessListTiming> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-readiness-'));
  const schema = options.databaseUrl ? await createSchemaRole(options.databaseUrl, `bench_readiness_${process.pid}`) : undefined;
  let server: ApiServer | undefined;
  let db: Db | undefined;
  try {
    server = await startServer(root, dataDir, { WORKERS: '1', EPUBCHECK_JAR: 'off', ...(schema ? { DATABASE_URL: schema.url } : {}) });
    db = createDb({ dataDir, databaseUrl: schema?.url });
    const token = await signIn(server, dataDir);
    await catalogue(db, options.books);
    const filters: ReadinessListTiming['filters'] = [];
    for (const filter of ['ready', 'not_ready', 'cover']) {
      let total = 0;
      const list = async () => {
        const response = await fetch(`${server!.url}/api/ebooks/list`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ readiness: filter, paginationRequest: { page: 0, size: 25 } }),
        });
        if (!response.ok) throw new Error(`the list by ${filter} answered ${response.status}: ${await response.text()}`);
        total = ((await response.json()) as { totalElements: number }).totalElements;
      };
      await list();
      const durations: number[] = [];
      for (let run = 0; run < options.runs; run++) {
        const started = performance.now();
        await list();
        durations.push(performance.now() - started);
      }
      durations.sort((a, b) => a - b);
      filters.push({ filter, total, p50: percentile(durations, 50), p99: percentile(durations, 99) });
    }
    return { engine: options.engine, books: options.books, runs: options.runs, filters };
  } finally {
    await server?.stop();
    await db?.destroy();
    await schema?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * An EPUB 3 of about `bytes`: chapters of text, and photographs (noise, which JPEG cannot shrink)
 * that make up most of its size, as a picture book's do; each declared in its package document.
 */
async function largeEpub(bytes: number): Promise<Buffer> {
  const chapters = 40;
  const paragraph = 'The lantern keeper climbed the stair at dusk, as every evening, and the sea below kept its own counsel. ';
  const xhtml = (title: string, body: string) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE html>\n<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en"><head><title>${title}</title></head><body>${body}</body></html>\n`;
  const entries: ZipEntry[] = [];
  const manifest: string[] = [];
  const spine: string[] = [];
  for (let chapter = 1; chapter <= chapters; chapter++) {
    const name = `chapter-${chapter}.xhtml`;
    const image = `image-${chapter}.jpg`;
    const body = `<h1>Chapter ${chapter}</h1>${Array.from({ length: 40 }, () => `<p>${paragraph.repeat(4)}</p>`).join('')}<p><img src="${image}" alt="Plate ${chapter}"/></p>`;
    entries.push({ name: `EPUB/${name}`, content: xhtml(`Chapter ${chapter}`, body), compress: true });
    manifest.push(`<item id="c${chapter}" href="${name}" media-type="application/xhtml+xml"/>`, `<item id="i${chapter}" href="${image}" media-type="image/jpeg"/>`);
    spine.push(`<itemref idref="c${chapter}"/>`);
  }
  // The photographs: noise of about the size left, split over the chapters.
  // A noise photograph at quality 85 takes about 0.6 byte a pixel.
  const side = Math.ceil(Math.sqrt(bytes / chapters / 0.6));
  for (let chapter = 1; chapter <= chapters; chapter++) {
    const noise = Buffer.alloc(side * side * 3);
    for (let index = 0; index < noise.length; index++) noise[index] = (index * 2654435761 + chapter * 97) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: side, height: side, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
    entries.push({ name: `EPUB/image-${chapter}.jpg`, content: jpeg });
  }
  const nav = xhtml('Contents', `<nav xmlns:epub="http://www.idpf.org/2007/ops" epub:type="toc"><ol>${Array.from({ length: chapters }, (_, index) => `<li><a href="chapter-${index + 1}.xhtml">Chapter ${index + 1}</a></li>`).join('')}</ol></nav>`).replace('<html ', '<html xmlns:epub="http://www.idpf.org/2007/ops" ');
  const opf = `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="id" xml:lang="en">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:identifier id="id">urn:uuid:3b4c2a10-8f0e-4c1d-9a55-2f0b1c6d7e8f</dc:identifier><dc:title>The Lantern Keeper</dc:title><dc:language>en</dc:language><meta property="dcterms:modified">2026-12-01T00:00:00Z</meta></metadata>
  <manifest><item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>${manifest.join('')}</manifest>
  <spine>${spine.join('')}</spine>
</package>
`;
  const container = `<?xml version="1.0" encoding="UTF-8"?>\n<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="EPUB/content.opf" media-type="application/oebps-package+xml"/></rootfiles></container>\n`;
  return zipArchive([
    // The images are stored (JPEG does not deflate), the text deflated, `mimetype` stored first.
    { name: 'mimetype', content: 'application/epub+zip' },
    { name: 'META-INF/container.xml', content: container, compress: true },
    { name: 'EPUB/content.opf', content: opf, compress: true },
    { name: 'EPUB/nav.xhtml', content: nav, compress: true },
    ...entries,
  ]);
}

export interface EpubcheckJobTiming {
  /** The installed EPUBCheck's version; null: not installed, nothing measured. */
  version: string | null;
  bytes: number;
  /** From the upload's answer to the report stored, as the readiness panel sees it. */
  jobMs: number;
  uploadMs: number;
  findings: number;
}

const epubcheckJar = '/usr/share/java/epubcheck.jar';

/** A 5 MB e-pub uploaded to an e-book and checked by its job (EPUBCheck and the structural check), timed from the upload to the report. */
export async function measureEpubcheckJob(root: string, bytes = readinessDefaults.epubBytes): Promise<EpubcheckJobTiming> {
  const version = await epubcheckVersion(process.env.EPUBCHECK_JAR || epubcheckJar);
  if (!version) return { version: null, bytes, jobMs: 0, uploadMs: 0, findings: 0 };
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-epubcheck-'));
  let server: ApiServer | undefined;
  try {
    server = await startServer(root, dataDir, { WORKERS: '1', UPLOAD_MAX_EPUB_BYTES: String(4 * bytes) });
    const token = await signIn(server, dataDir);
    const headers = { authorization: `Bearer ${token}` };
    const category = ((await (await fetch(`${server.url}/api/ebooks/categories?ebookType=1`, { headers })).json()) as { id: number }[])[0]!;
    const created = await fetch(`${server.url}/api/ebooks/`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'The Lantern Keeper', authors: ['Bench'], type: 1, categoryId: category.id, language: 'en', price: 999, currency: 'USD', status: 'D' }),
    });
    const { id } = (await created.json()) as { id: number };
    const epub = await largeEpub(bytes);
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(epub)], { type: 'application/epub+zip' }), 'lantern.epub');
    const started = performance.now();
    const uploaded = await fetch(`${server.url}/api/ebooks/${id}/epub-file`, { method: 'POST', headers, body: form });
    if (!uploaded.ok) throw new Error(`the upload answered ${uploaded.status}: ${await uploaded.text()}`);
    const uploadMs = performance.now() - started;
    for (;;) {
      const readiness = (await (await fetch(`${server.url}/api/ebooks/${id}/readiness`, { headers })).json()) as EbookReadiness;
      const report = readiness.files.full;
      if (report && report.state !== 'pending') {
        if (report.state === 'failed') throw new Error(`the check failed: ${report.note}`);
        return { version, bytes: epub.length, jobMs: performance.now() - started - uploadMs, uploadMs, findings: report.findings.length };
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } finally {
    await server?.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

/** The table's rows. */
export const readinessRows = (list: ReadinessListTiming[], job: EpubcheckJobTiming): string[][] => [
  ...list.flatMap((timing) =>
    timing.filters.map((entry) => [
      `e-book list by readiness "${entry.filter}" (${entry.total.toLocaleString('en')} of ${timing.books.toLocaleString('en')} books, first page), ${timing.engine} (p50 / p99, ${timing.runs} runs)`,
      ms(Math.round(entry.p50 * 10) / 10, Math.round(entry.p99 * 10) / 10),
      `p99 < ${budgets.readinessListP99Ms} ms`,
      within(entry.p99, budgets.readinessListP99Ms),
    ]),
  ),
  job.version === null
    ? ['EPUBCheck of a 5 MB e-pub as a job', 'EPUBCheck not installed', `< ${budgets.epubcheckJobMs / 1000} s`, 'n/a']
    : [
        `EPUBCheck ${job.version} of a ${(job.bytes / (1024 * 1024)).toFixed(1)} MB e-pub as a job, from the upload's answer to its report (${job.findings} findings; the upload ${Math.round(job.uploadMs)} ms)`,
        `${(job.jobMs / 1000).toFixed(1)} s`,
        `< ${budgets.epubcheckJobMs / 1000} s`,
        within(job.jobMs, budgets.epubcheckJobMs),
      ],
];

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const books = Number(process.env.BENCH_READINESS_BOOKS || readinessDefaults.books);
  const list = [await measureReadinessList(root, { engine: 'SQLite', books, runs: readinessDefaults.runs })];
  if (process.env.BENCH_DATABASE_URL) list.push(await measureReadinessList(root, { engine: 'PostgreSQL', books, runs: readinessDefaults.runs, databaseUrl: process.env.BENCH_DATABASE_URL }));
  for (const row of readinessRows(list, await measureEpubcheckJob(root))) console.log(row.join(' | '));
}
