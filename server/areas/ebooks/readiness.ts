import type { Kysely, Selectable } from 'kysely';
import type { EbookReadiness, EpubCheckReport, ReadinessItem } from '../../../contract/ebookReadiness';
import { PublicationKind } from '../../../contract/enums';
import { type EpubFinding, failingSeverities } from '../../../contract/epubChecks';
import { coverRatio, minCoverShortSide, type ReadinessCheck, readinessChecks } from '../../../contract/readinessRules';
import type { Database, EbooksTable, EpubChecksTable } from '../../db/schema';
import { notFound } from '../../errors';
import type { TerritoryPrice } from '../../../contract/catalogue';
import { worldTerritory } from '../../../contract/catalogueRules';
import { catalogueOf, pricesOf, territoriesOf } from './catalogue';
import { proposalsOf } from './proposals';
import type { EpubMetadata } from '../../lib/epubMetadata';

/**
 * An e-book's release readiness (docs/api.md "Release readiness"): each check of
 * contract/readinessRules.ts assessed from the stored book, its cover's size and its e-pubs'
 * check reports; kept on the book's row as `ready` and `readiness_open` for the list's filter,
 * refreshed by whatever changes what it reads (a save, an upload, a check's end).
 */

type Book = Selectable<EbooksTable>;
type CheckRow = Selectable<EpubChecksTable>;
type Slot = CheckRow['slot'];

const item = (check: ReadinessCheck, ok: boolean, detail: string, params: ReadinessItem['params'] = {}): ReadinessItem => ({
  check,
  level: readinessChecks[check],
  ok,
  params,
  detail,
});

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The check of a stored e-pub: there, checked, and without an error. */
function fileItem(check: 'epub' | 'sample', path: string | null, row: CheckRow | undefined): ReadinessItem {
  const what = check === 'epub' ? 'e-pub' : 'sample e-pub';
  if (path === null) return item(check, false, `No ${what} file yet`, { state: 'missing' });
  // A report of an earlier file does not count for this one.
  if (!row || row.path !== path || row.state === 'pending') return item(check, false, `The ${what} is being checked`, { state: 'pending' });
  if (row.state === 'failed') return item(check, false, `The ${what} could not be checked: ${row.note ?? 'an unexpected error'}`, { state: 'failed' });
  if (row.errors > 0) return item(check, false, `The checks of the ${what} found ${plural(row.errors, 'error')}`, { state: 'done', errors: row.errors });
  const warnings = row.warnings > 0 ? ` (${plural(row.warnings, 'warning')})` : '';
  return item(check, true, `The ${what} passed its checks${warnings}`, { state: 'done', errors: 0, warnings: row.warnings });
}

/** Greyscale and RGB spaces, as sharp names them: what a screen shows as uploaded. */
const screenSpaces = new Set(['srgb', 'rgb', 'rgb16', 'scrgb', 'b-w', 'grey16']);

function coverItems(book: Book): ReadinessItem[] {
  if (book.cover_path === null) return [item('cover', false, 'No cover yet', { state: 'missing' })];
  const { cover_width: width, cover_height: height, cover_space: space } = book;
  if (width === null || height === null) {
    return [item('cover', false, 'Upload the cover again: its size was not kept when it was uploaded', { state: 'unknown' })];
  }
  const short = Math.min(width, height);
  const size = { width, height };
  const items = [
    short >= minCoverShortSide
      ? item('cover', true, `The cover is ${width} × ${height} pixels`, size)
      : item('cover', false, `The cover is ${width} × ${height} pixels: at least ${minCoverShortSide} on its short side are needed`, size),
  ];
  const ratio = Math.round((height / width) * 100) / 100;
  const inRange = ratio >= coverRatio.min && ratio <= coverRatio.max;
  items.push(
    item(
      'coverRatio',
      inRange,
      inRange ? `The cover's height is ${ratio} times its width` : `The cover's height is ${ratio} times its width; stores show covers ${coverRatio.min} to ${coverRatio.max} times as tall as wide`,
      { ratio },
    ),
  );
  if (space !== null) {
    const rgb = screenSpaces.has(space);
    items.push(item('coverColour', rgb, rgb ? 'The cover is in RGB' : `The cover was uploaded in ${space.toUpperCase()}: it is stored in RGB, check its colours`, { space }));
  }
  return items;
}

function metadataItem(book: Book): ReadinessItem {
  const missing: string[] = [];
  if (!book.description?.trim()) missing.push('description');
  if ((JSON.parse(book.authors) as string[]).length === 0) missing.push('authors');
  if (book.type === PublicationKind.BOOK && !book.isbn) missing.push('isbn');
  if (!book.publisher) missing.push('publisher');
  if (catalogueOf(book, []).subjects.length === 0) missing.push('subjects');
  return missing.length === 0
    ? item('metadata', true, 'Its metadata is complete', { missing })
    : item('metadata', false, `Its metadata lacks: ${missing.join(', ')}`, { missing });
}

/** Access modes, features, hazards and a summary: what the European Accessibility Act asks an e-book to declare. */
function accessibilityItem(book: Book): ReadinessItem {
  const { accessModes, features, hazards, summary } = catalogueOf(book, []).accessibility;
  const missing = [
    ...(accessModes.length === 0 ? ['accessModes'] : []),
    ...(features.length === 0 ? ['features'] : []),
    ...(hazards.length === 0 ? ['hazards'] : []),
    ...(summary ? [] : ['summary']),
  ];
  return missing.length === 0
    ? item('accessibility', true, 'Its accessibility is declared', { missing })
    : item('accessibility', false, `Its accessibility metadata lacks: ${missing.join(', ')}`, { missing });
}

/** A regular price in each country where it is sold; the list price stands for the world. */
function pricesItem(book: Book, prices: readonly TerritoryPrice[]): ReadinessItem {
  const priced = new Set(prices.filter((price) => price.startsOn === null && price.endsOn === null).map((price) => price.territory));
  const missing = territoriesOf(book.territories).filter((territory) => territory !== worldTerritory && !priced.has(territory));
  return missing.length === 0
    ? item('prices', true, 'It has a price wherever it is sold', { missing })
    : item('prices', false, `No regular price in: ${missing.join(', ')}`, { missing });
}

/** Every check of `book`, in the order of contract/readinessRules.ts. */
export function assessReadiness(book: Book, checks: readonly CheckRow[], prices: readonly TerritoryPrice[]): ReadinessItem[] {
  const checkOf = (slot: Slot) => checks.find((row) => row.slot === slot);
  const items = [
    fileItem('epub', book.epub_path, checkOf('full')),
    ...coverItems(book),
    metadataItem(book),
    accessibilityItem(book),
    pricesItem(book, prices),
    book.publication_date === null
      ? item('releaseDate', false, 'No release date yet')
      : item('releaseDate', true, `It is released on ${book.publication_date}`, { date: book.publication_date }),
    fileItem('sample', book.sample_epub_path, checkOf('sample')),
  ];
  const order = Object.keys(readinessChecks);
  return items.sort((a, b) => order.indexOf(a.check) - order.indexOf(b.check));
}

/** The open error-level items: what keeps a book from being scheduled or published. */
export const blockingItems = (items: readonly ReadinessItem[]) => items.filter((entry) => !entry.ok && entry.level === 'error');

async function factsOf(db: Kysely<Database>, id: number) {
  const book = await db.selectFrom('ebooks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!book) throw notFound('No such e-book');
  const checks = await db.selectFrom('epub_checks').selectAll().where('ebook_id', '=', id).execute();
  const prices = (await pricesOf(db, [id])).get(id) ?? [];
  return { book, checks, prices };
}

/** The book's items as they are now, with its row and check reports. */
export async function readinessItemsOf(db: Kysely<Database>, id: number) {
  const facts = await factsOf(db, id);
  return { ...facts, items: assessReadiness(facts.book, facts.checks, facts.prices) };
}

/** Writes the book's readiness summary (`ready`, `readiness_open`) from its items now, in the caller's transaction. */
export async function refreshReadiness(db: Kysely<Database>, id: number): Promise<ReadinessItem[]> {
  const { items } = await readinessItemsOf(db, id);
  const open = items.filter((entry) => !entry.ok).map((entry) => entry.check);
  await db
    .updateTable('ebooks')
    .set({ ready: blockingItems(items).length === 0 ? 1 : 0, readiness_open: open.length === 0 ? '' : `,${open.join(',')},` })
    .where('id', '=', id)
    .execute();
  return items;
}

/** A stored check as the API answers it. */
function reportOf(book: Book, slot: Slot, row: CheckRow | undefined): EpubCheckReport | null {
  const path = slot === 'full' ? book.epub_path : book.sample_epub_path;
  if (path === null) return null;
  const fileName = (slot === 'full' ? book.epub_name : book.sample_epub_name) ?? '';
  const current = row && row.path === path ? row : undefined;
  const findings = current ? (JSON.parse(current.findings) as EpubFinding[]) : [];
  const rank = (finding: EpubFinding) => (failingSeverities.includes(finding.severity) ? 0 : 1);
  return {
    slot,
    fileName,
    state: current?.state ?? 'pending',
    checker: current?.checker ?? null,
    version: current?.version ?? null,
    errors: current?.errors ?? 0,
    warnings: current?.warnings ?? 0,
    findings: findings.toSorted((a, b) => rank(a) - rank(b)),
    truncated: Boolean(current?.truncated),
    note: current?.note ?? null,
    checkedAt: current?.checked_at ? new Date(current.checked_at).toISOString() : null,
  };
}

/** The book's readiness as the API answers it; `epubcheck` is the installed EPUBCheck's version, or null. */
export async function readReadiness(db: Kysely<Database>, id: number, epubcheck: string | null): Promise<EbookReadiness> {
  const { book, checks, items } = await readinessItemsOf(db, id);
  const checkOf = (slot: Slot) => checks.find((row) => row.slot === slot);
  const { cover_width: width, cover_height: height } = book;
  return {
    ebookId: id,
    ready: blockingItems(items).length === 0,
    items,
    files: { sample: reportOf(book, 'sample', checkOf('sample')), full: reportOf(book, 'full', checkOf('full')) },
    cover: book.cover_path !== null && width !== null && height !== null ? { width, height, space: book.cover_space } : null,
    epubcheck,
    proposals: proposalsOf(book, fullCheckMetadata(book, checkOf('full'))),
  };
}

/** What the check of the book's current full e-pub read in it, if it has. */
function fullCheckMetadata(book: Book, row: CheckRow | undefined): EpubMetadata | null {
  return row && row.path === book.epub_path && row.metadata ? (JSON.parse(row.metadata) as EpubMetadata) : null;
}

/** The books stored before readiness was kept (migration 0032), a batch at a time: assessed once, when the server starts. */
export async function assessUnassessed(db: Kysely<Database>, batch = 200): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db.selectFrom('ebooks').select('id').where('readiness_open', 'is', null).orderBy('id').limit(batch).execute();
    if (rows.length === 0) return done;
    for (const { id } of rows) await refreshReadiness(db, id);
    done += rows.length;
  }
}
