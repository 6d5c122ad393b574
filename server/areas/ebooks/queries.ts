import type { Expression, Selectable } from 'kysely';
import { sql } from 'kysely';
import type { Ebook, EbookCategory, EbookListQuery, EbookSortField, EbookValues } from '../../../contract/ebooks';
import { type EnabledFlag, PublicationKind } from '../../../contract/enums';
import type { AuditedRecord } from '../../audit/records';
import type { Db } from '../../db';
import type { EbooksTable } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { lockingRead } from '../../lib/versions';
import { ebookTextContains } from '../../lib/textSearch';
import { mediaUrl } from '../../lib/uploads';
import { epubSlots, storedFileOf } from './files';
import { refreshReadiness } from './readiness';
import type { TerritoryPrice } from '../../../contract/catalogue';
import { businessDay } from '../../lib/dates';
import { catalogueColumns, catalogueOf, onPromotionOn, pricesOf, soldIn, writePrices } from './catalogue';
import { coded } from '../../../contract/apiMessages';

/** The e-books' reads and writes, shared by their route module. */

/** The e-books joined with their category's name. */
export const ebooksWithCategory = (db: Db) =>
  db
    .selectFrom('ebooks')
    .innerJoin('ebook_categories as category', 'category.id', 'ebooks.category_id')
    .selectAll('ebooks')
    .select('category.name as category_name');

type EbookRow = Selectable<EbooksTable> & { category_name: string };

export const toEbook = (row: EbookRow, prices: TerritoryPrice[]): Ebook => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  authors: JSON.parse(row.authors) as string[],
  description: row.description,
  type: row.type as Ebook['type'],
  categoryId: row.category_id,
  categoryName: row.category_name,
  magazineBrand: row.magazine_brand as Ebook['magazineBrand'],
  language: row.language as Ebook['language'],
  isbn: row.isbn,
  price: row.price,
  currency: row.currency as Ebook['currency'],
  publicationDate: row.publication_date,
  pageCount: row.page_count,
  premium: Number(row.premium) === 1,
  status: row.status,
  ready: Number(row.ready) === 1,
  coverUrl: mediaUrl(row.cover_path),
  sampleEpubFile: storedFileOf(row, epubSlots.sample),
  epubFile: storedFileOf(row, epubSlots.full),
  ...catalogueOf(row, prices),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The e-books of `rows`, with their prices. */
export async function ebooksOf(db: Db, rows: EbookRow[]): Promise<Ebook[]> {
  const prices = await pricesOf(db, rows.map((row) => row.id));
  return rows.map((row) => toEbook(row, prices.get(row.id) ?? []));
}

/** The columns staff edit, from a validated `ebookInput` (the catalogue's: catalogueColumns). */
export const editedColumns = (values: EbookValues) => ({
  title: values.title,
  subtitle: values.subtitle,
  description: values.description,
  type: values.type,
  category_id: values.categoryId,
  magazine_brand: values.magazineBrand,
  language: values.language,
  isbn: values.isbn,
  price: values.price,
  currency: values.currency,
  publication_date: values.publicationDate,
  page_count: values.pageCount,
  premium: values.premium ? 1 : 0,
  status: values.status as EnabledFlag,
});

/** What each sort field orders by; titles ignore case. The id always follows, so equal values keep one order. */
export const sortExpression: Record<EbookSortField, Expression<unknown>> = {
  title: sql`lower(${sql.ref('ebooks.title')})`,
  price: sql.ref('ebooks.price'),
  publicationDate: sql.ref('ebooks.publication_date'),
  createdAt: sql.ref('ebooks.created_at'),
  updatedAt: sql.ref('ebooks.updated_at'),
};

/** The e-books the list's filters select; "on promotion" is on today's business day in `timeZone`. */
export function filtered(db: Db, filters: Omit<EbookListQuery, 'paginationRequest'>, timeZone: string) {
  let query = ebooksWithCategory(db);
  const { type, status, categoryId, q, readiness, territory, onPromotion } = filters;
  if (territory) query = query.where(soldIn(territory));
  if (onPromotion !== undefined) {
    const running = onPromotionOn(businessDay(new Date(), timeZone));
    query = query.where((eb) => (onPromotion ? running(eb) : eb.not(running(eb))));
  }
  if (type) query = query.where('ebooks.type', '=', type);
  if (status) query = query.where('ebooks.status', '=', status);
  if (categoryId) query = query.where('ebooks.category_id', '=', categoryId);
  if (q) query = query.where(ebookTextContains(db, q));
  if (readiness === 'ready' || readiness === 'not_ready') query = query.where('ebooks.ready', '=', readiness === 'ready' ? 1 : 0);
  else if (readiness) query = query.where('ebooks.readiness_open', 'like', `%,${readiness},%`);
  return query;
}

export const missingEbook = 'No such e-book';
export const ebookNotFound = () => notFound(missingEbook);

export async function findEbook(db: Db, id: number, lock = false): Promise<Ebook> {
  const query = ebooksWithCategory(db).where('ebooks.id', '=', id);
  const row = await (lock ? lockingRead(db, query, 'ebooks') : query).executeTakeFirst();
  if (!row) throw ebookNotFound();
  const [ebook] = await ebooksOf(db, [row]);
  return ebook!;
}

/** The record's fields that follow its files: their changes are recorded as files (name and size). */
const fileFields = ['coverUrl', 'sampleEpubFile', 'epubFile'] as const;

/** An e-book as its audit entries name and show it. */
export const ebookAudit = { resource: 'e-books', label: (record: Ebook) => record.title, omit: fileFields } as const;

/** The e-book `id` as audited and versioned writes see it (server/audit/records.ts). */
export const auditedEbook = (id: number): AuditedRecord<Ebook> => ({
  ...ebookAudit,
  id,
  table: 'ebooks',
  find: (db) => findEbook(db, id),
  findLocked: (db) => findEbook(db, id, true),
});

/** The e-book's update (its PUT, a pending change approved, a revision restored); its files stay as they are. */
export async function writeEbook(trx: Db, id: number, values: EbookValues): Promise<void> {
  await checkCategory(trx, values.categoryId, values.type);
  const stored = await trx.selectFrom('ebooks').selectAll().where('id', '=', id).executeTakeFirst();
  await trx
    .updateTable('ebooks')
    .set({ ...editedColumns(values), ...catalogueColumns(values, stored), updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();
  await writePrices(trx, id, values.prices);
  // Its metadata and release date are readiness checks (docs/api.md "Release readiness").
  await refreshReadiness(trx, id);
}

/** 404 before anything is read or stored. */
export async function assertEbookExists(db: Db, id: number): Promise<void> {
  if (!(await db.selectFrom('ebooks').select('id').where('id', '=', id).executeTakeFirst())) throw ebookNotFound();
}

/** A category that exists and is of the e-book's kind, or a 400 on `categoryId`. */
export async function checkCategory(db: Db, categoryId: number, type: number): Promise<void> {
  const category = await db.selectFrom('ebook_categories').select('ebook_type').where('id', '=', categoryId).executeTakeFirst();
  const problem = !category
    ? coded('category_unknown')
    : category.ebook_type !== type
      ? coded(type === PublicationKind.MAGAZINE ? 'category_for_magazines' : 'category_for_books')
      : undefined;
  if (problem) throw badRequest('Some fields are not valid', { categoryId: problem });
}

/** The categories of a kind (all when undefined), by name ignoring case, then id. */
export async function ebookCategories(db: Db, ebookType: number | undefined): Promise<EbookCategory[]> {
  let query = db.selectFrom('ebook_categories').select(['id', 'name', 'ebook_type']);
  if (ebookType) query = query.where('ebook_type', '=', ebookType);
  const rows = await query.orderBy(sql`lower(${sql.ref('name')})`).orderBy('id').execute();
  return rows.map((row) => ({ id: row.id, name: row.name, ebookType: row.ebook_type as 1 | 2 }));
}
