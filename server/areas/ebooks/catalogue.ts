import { isDeepStrictEqual } from 'node:util';
import type { Expression, ExpressionBuilder, Selectable, SqlBool } from 'kysely';
import type { Accessibility, Contributor, TerritoryPrice } from '../../../contract/catalogue';
import { type Territory, worldTerritory } from '../../../contract/catalogueRules';
import type { EbookValues } from '../../../contract/ebooks';
import type { Db } from '../../db';
import type { Database, EbooksTable } from '../../db/schema';
import { badRequest } from '../../errors';
import { isSubjectCode } from '../../lib/subjects';
import { coded } from '../../../contract/apiMessages';

/**
 * An e-book's catalogue metadata and sales terms (docs/api.md "Catalogue metadata"): read from its
 * row and its prices, written from a validated `ebookInput` (a field left out keeps what is stored).
 */

type Row = Selectable<EbooksTable>;

export const emptyAccessibility: Accessibility = {
  accessModes: [],
  accessModesSufficient: [],
  features: [],
  hazards: [],
  summary: null,
  conformsTo: null,
  certifiedBy: null,
};

const json = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback);

/** `,FR,BE,` as `['FR', 'BE']`; none stored: the world. */
export const territoriesOf = (stored: string | null): Territory[] =>
  stored ? (stored.split(',').filter(Boolean) as Territory[]) : [worldTerritory];
const storedTerritories = (list: readonly string[]) => `,${[...new Set(list)].join(',')},`;

/** The contributors stored, or the spec's authors for a book stored before they were kept. */
function contributorsOf(row: Row): Contributor[] {
  const stored = json<Contributor[]>(row.contributors, []);
  return stored.length > 0 ? stored : json<string[]>(row.authors, []).map((name) => ({ name, role: 'author' }));
}

/** The catalogue fields of the answer (contract/catalogue.ts `catalogueFields`). */
export function catalogueOf(row: Row, prices: TerritoryPrice[]) {
  return {
    contributors: contributorsOf(row),
    series: row.series_name === null ? null : { name: row.series_name, number: row.series_number },
    subjects: json<string[]>(row.subjects, []),
    publisher: row.publisher,
    imprint: row.imprint,
    wordCount: row.word_count,
    accessibility: { ...emptyAccessibility, ...json<Partial<Accessibility>>(row.accessibility, {}) },
    territories: territoriesOf(row.territories),
    prices,
    preorderFrom: row.preorder_from,
    embargoUntil: row.embargo_until,
  };
}

/** The prices of each of `ids`, in their order. */
export async function pricesOf(db: Db, ids: readonly number[]): Promise<Map<number, TerritoryPrice[]>> {
  const byBook = new Map<number, TerritoryPrice[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byBook;
  const rows = await db.selectFrom('ebook_prices').selectAll().where('ebook_id', 'in', [...ids]).orderBy('ebook_id').orderBy('position').execute();
  for (const row of rows) {
    byBook.get(row.ebook_id)?.push({
      territory: row.territory as Territory,
      currency: row.currency as TerritoryPrice['currency'],
      amount: row.amount,
      startsOn: row.starts_on,
      endsOn: row.ends_on,
    });
  }
  return byBook;
}

/** A 400 naming each subject that is not a code of the list. */
function checkSubjects(subjects: readonly string[]): void {
  const fieldErrors = Object.fromEntries(
    subjects.flatMap((code, index) => (isSubjectCode(code) ? [] : [[`subjects.${index}`, coded('subject_unknown', { code })]])),
  );
  if (Object.keys(fieldErrors).length > 0) throw badRequest('Some fields are not valid', fieldErrors);
}

const isAuthor = (entry: Contributor) => entry.role === 'author';

/**
 * The contributors a write leaves: those sent, unless the spec's `authors` sent with them say
 * otherwise (a client of the spec's fields that sends back the whole record with new authors);
 * then, as when `authors` come alone, those authors followed by the other contributors (sent, or
 * stored: `stored`).
 */
function contributorsAfter(values: EbookValues, stored: Row | undefined): Contributor[] {
  const { authors, contributors } = values;
  if (contributors && (!authors || isDeepStrictEqual(authors, contributors.filter(isAuthor).map((entry) => entry.name)))) return contributors;
  const others = (contributors ?? (stored ? contributorsOf(stored) : [])).filter((entry) => !isAuthor(entry));
  return [...(authors ?? []).map((name) => ({ name, role: 'author' as const })), ...others];
}

/** The columns of the catalogue fields sent; the spec's `authors` follow the contributors. */
export function catalogueColumns(values: EbookValues, stored?: Row) {
  if (values.subjects) checkSubjects(values.subjects);
  const contributors = contributorsAfter(values, stored);
  const columns: Partial<Record<keyof Row, unknown>> = {
    contributors: JSON.stringify(contributors),
    authors: JSON.stringify(contributors.filter(isAuthor).map((entry) => entry.name)),
  };
  if (values.series !== undefined) {
    columns.series_name = values.series?.name ?? null;
    columns.series_number = values.series?.number ?? null;
  }
  if (values.subjects) columns.subjects = JSON.stringify([...new Set(values.subjects)]);
  if (values.publisher !== undefined) columns.publisher = values.publisher || null;
  if (values.imprint !== undefined) columns.imprint = values.imprint || null;
  if (values.wordCount !== undefined) columns.word_count = values.wordCount;
  if (values.accessibility) columns.accessibility = JSON.stringify(values.accessibility);
  if (values.territories) columns.territories = storedTerritories(values.territories);
  if (values.preorderFrom !== undefined) columns.preorder_from = values.preorderFrom;
  if (values.embargoUntil !== undefined) columns.embargo_until = values.embargoUntil;
  return columns as Partial<Row> & { authors: string; contributors: string };
}

/** Replaces the book's prices when they were sent, in the caller's transaction. */
export async function writePrices(trx: Db, id: number, prices: readonly TerritoryPrice[] | undefined): Promise<void> {
  if (!prices) return;
  await trx.deleteFrom('ebook_prices').where('ebook_id', '=', id).execute();
  if (prices.length === 0) return;
  await trx
    .insertInto('ebook_prices')
    .values(
      prices.map((price, position) => ({
        ebook_id: id,
        position,
        territory: price.territory,
        currency: price.currency,
        amount: price.amount,
        starts_on: price.startsOn,
        ends_on: price.endsOn,
      })),
    )
    .execute();
}

/** Books sold in `territory`, as their territories name it. */
export const soldIn = (territory: Territory) => (eb: ExpressionBuilder<Database, 'ebooks'>) =>
  eb.or([eb('ebooks.territories', 'like', `%,${territory},%`), ...(territory === worldTerritory ? [eb('ebooks.territories', 'is', null)] : [])]);

/** Books with a promotion running on `today`. */
export const onPromotionOn =
  (today: string) =>
  (eb: ExpressionBuilder<Database, 'ebooks'>): Expression<SqlBool> =>
    eb(
      'ebooks.id',
      'in',
      eb
        .selectFrom('ebook_prices')
        .select('ebook_prices.ebook_id')
        .where('ebook_prices.starts_on', '<=', today)
        .where((inner) => inner.or([inner('ebook_prices.ends_on', 'is', null), inner('ebook_prices.ends_on', '>=', today)])),
    );
