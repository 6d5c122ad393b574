import { Readable } from 'node:stream';
import { faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import { ebookLanguages, magazineBrands } from '../../contract/ebooks';
import { PublicationKind } from '../../contract/enums';
import type { Currency } from '../../contract/money';
import type { Db } from '../db';
import type { EbooksTable } from '../db/schema';
import type { Storage } from '../storage/types';
import { coverHeight, coverPng, coverWidth } from './covers';
import { buildEpub } from './epub';
import { drawCatalogue, seedPrices } from './catalogue';

export const demoBookCount = 200;
export const demoMagazineCount = 100;

const DAY = 86_400_000;
const isoAt = (time: number) => new Date(Math.floor(time)).toISOString();

const languageWeights = ebookLanguages.map((language) => ({ value: language, weight: language === 'en' ? 70 : 4 }));
const currencyWeights: { value: Currency; weight: number }[] = [
  { value: 'USD', weight: 70 },
  { value: 'EUR', weight: 12 },
  { value: 'GBP', weight: 10 },
  { value: 'CAD', weight: 4 },
  { value: 'AUD', weight: 4 },
];
/** Shop prices: .99 endings from 0.99 to 29.99, in minor units. */
const prices = [99, 199, 299, 499, 699, 799, 999, 1199, 1299, 1499, 1999, 2499, 2999];

/** A valid ISBN-13 in the 978 range: twelve random digits and the check digit. */
function isbn13(): string {
  const digits = `978${faker.string.numeric(9)}`;
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const titleCase = (text: string) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase());

function bookTitle(): string {
  return faker.helpers.arrayElement([
    () => `The ${titleCase(faker.word.adjective())} ${titleCase(faker.word.noun())}`,
    () => `${titleCase(faker.word.noun())} of ${titleCase(faker.word.noun())}s`,
    () => `A ${titleCase(faker.word.noun())} in ${faker.location.city()}`,
    () => `The ${titleCase(faker.word.noun())} ${titleCase(faker.word.noun())}`,
    () => `${titleCase(faker.word.adjective())} ${titleCase(faker.word.noun())}s`,
  ])();
}

interface DemoEbook {
  row: Insertable<EbooksTable>;
  /** Which files it gets when the seed has storage. */
  files: { cover: boolean; sample: boolean; full: boolean };
  coverSeed: number;
  brandHue?: number;
}

function demoEbook(kind: PublicationKind, categoryId: number, now: number): DemoEbook {
  const created = now - faker.number.float({ min: 1, max: 730 }) * DAY;
  const updated = faker.number.float({ min: created, max: now });
  const published = new Date(now - faker.number.float({ min: 0, max: 5 * 365 }) * DAY).toISOString().slice(0, 10);
  const magazine = kind === PublicationKind.MAGAZINE;
  const brand = magazine ? faker.helpers.arrayElement(magazineBrands) : undefined;
  const issue = new Date(`${published}T12:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const title = magazine ? `${brand!.name} — ${issue}` : bookTitle();
  return {
    row: {
      title,
      subtitle: !magazine && faker.datatype.boolean(0.4) ? titleCase(faker.lorem.words({ min: 3, max: 6 })) : null,
      authors: JSON.stringify(
        magazine
          ? [`${brand!.name} editors`]
          : Array.from({ length: faker.helpers.weightedArrayElement([{ value: 1, weight: 8 }, { value: 2, weight: 2 }]) }, () =>
              faker.person.fullName(),
            ),
      ),
      description: faker.lorem.paragraphs({ min: 1, max: 3 }),
      type: kind,
      category_id: categoryId,
      magazine_brand: brand?.code ?? null,
      language: magazine ? 'en' : faker.helpers.weightedArrayElement(languageWeights),
      isbn: !magazine && faker.datatype.boolean(0.9) ? isbn13() : null,
      price: magazine ? faker.helpers.arrayElement([299, 499, 699]) : faker.helpers.arrayElement(prices),
      currency: faker.helpers.weightedArrayElement(currencyWeights),
      publication_date: published,
      page_count: magazine ? faker.number.int({ min: 60, max: 160 }) : faker.number.int({ min: 90, max: 900 }),
      premium: faker.datatype.boolean(0.2) ? 1 : 0,
      status: faker.datatype.boolean(0.1) ? 'D' : 'E',
      created_at: isoAt(created),
      updated_at: isoAt(updated),
    },
    files: { cover: faker.datatype.boolean(0.85), sample: faker.datatype.boolean(0.6), full: faker.datatype.boolean(0.6) },
    coverSeed: faker.number.int({ min: 1, max: 2 ** 31 - 1 }),
    brandHue: brand ? magazineBrands.indexOf(brand) * 60 : undefined,
  };
}

const save = (storage: Storage, folder: string, extension: string, content: Buffer) =>
  storage.save(folder, extension, Readable.from([content]));

/**
 * About 300 e-books (200 books, 100 magazine issues) over the categories of migration 0005, with
 * a fixed seed of their own. With storage: a generated PNG cover for about 85% and small valid
 * e-pubs (sample and full) for about 60%, each e-book its own files.
 */
export async function seedEbooks(db: Db, options: { now: Date; storage?: Storage }): Promise<void> {
  faker.seed(6001);
  const categories = await db.selectFrom('ebook_categories').select(['id', 'ebook_type']).orderBy('id').execute();
  const ofKind = (kind: number) => categories.filter((category) => category.ebook_type === kind).map((category) => category.id);
  const [bookCategories, magazineCategories] = [ofKind(PublicationKind.BOOK), ofKind(PublicationKind.MAGAZINE)];
  if (bookCategories.length === 0 || magazineCategories.length === 0) return;
  const now = options.now.getTime();
  const ebooks = [
    ...Array.from({ length: demoBookCount }, () => demoEbook(PublicationKind.BOOK, faker.helpers.arrayElement(bookCategories), now)),
    ...Array.from({ length: demoMagazineCount }, () =>
      demoEbook(PublicationKind.MAGAZINE, faker.helpers.arrayElement(magazineCategories), now),
    ),
  ].sort((a, b) => (a.row.created_at < b.row.created_at ? -1 : 1));

  const { storage } = options;
  if (storage) {
    for (const ebook of ebooks) {
      const { row, files } = ebook;
      if (files.cover) {
        row.cover_path = await save(storage, 'public/covers', 'png', coverPng(ebook.coverSeed, { brandHue: ebook.brandHue }));
        Object.assign(row, { cover_width: coverWidth, cover_height: coverHeight, cover_space: 'srgb' });
      }
      const epub = (sample: boolean) =>
        buildEpub({
          identifier: row.isbn ? `urn:isbn:${row.isbn}` : `urn:uuid:${faker.string.uuid()}`,
          title: sample ? `${row.title} (sample)` : row.title,
          authors: JSON.parse(row.authors) as string[],
          language: row.language,
          paragraphs: faker.lorem.paragraphs({ min: 2, max: sample ? 3 : 6 }, '\n').split('\n'),
          modifiedAt: new Date(row.updated_at),
        });
      const fileName = (suffix: string) => `${row.title.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}${suffix}.epub`;
      if (files.sample) {
        const content = epub(true);
        Object.assign(row, {
          sample_epub_path: await save(storage, 'epubs', 'epub', content),
          sample_epub_name: fileName('-sample'),
          sample_epub_size: content.length,
          sample_epub_uploaded_at: row.updated_at,
        });
      }
      if (files.full) {
        const content = epub(false);
        Object.assign(row, {
          epub_path: await save(storage, 'epubs', 'epub', content),
          epub_name: fileName(''),
          epub_size: content.length,
          epub_uploaded_at: row.updated_at,
        });
      }
    }
  }
  const rows = ebooks.map((ebook) => ebook.row);
  drawCatalogue(rows);
  await db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += 100) {
      const inserted = await trx.insertInto('ebooks').values(rows.slice(start, start + 100)).returning('id').execute();
      ids.push(...inserted.map((row) => row.id));
    }
    await seedPrices(trx, rows, ids, options.now);
    await recordDemoChecks(trx, options.now.toISOString());
  });
}

/**
 * The demo e-pubs' checks: made by buildEpub, they pass the structural check (test/unit/epubChecks.test.ts);
 * EPUBCheck, seconds a file, is not run on 300 books at every start: "Check again" on a book runs it.
 * Their release readiness is assessed when the server starts (server/areas/ebooks/readiness.ts).
 */
async function recordDemoChecks(db: Db, at: string) {
  const books = await db.selectFrom('ebooks').select(['id', 'sample_epub_path', 'epub_path']).execute();
  const note = 'Demo data: checked by the structural check alone when the demo was made; "Check again" runs EPUBCheck';
  const done = { state: 'done', checker: 'structure', findings: '[]', note, checked_at: at, updated_at: at } as const;
  const rows = books.flatMap((book) => [
    ...(book.sample_epub_path ? [{ ebook_id: book.id, slot: 'sample' as const, path: book.sample_epub_path, ...done }] : []),
    ...(book.epub_path ? [{ ebook_id: book.id, slot: 'full' as const, path: book.epub_path, ...done }] : []),
  ]);
  for (let start = 0; start < rows.length; start += 100) await db.insertInto('epub_checks').values(rows.slice(start, start + 100)).execute();
}
