import { Faker, en } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import type { Db } from '../db';
import type { EbookPricesTable, EbooksTable } from '../db/schema';
import { PublicationKind } from '../../contract/enums';
import { addDays } from '../lib/dates';

/**
 * The demo e-books' catalogue metadata (docs/api.md "Catalogue metadata"), drawn by a generator of
 * its own so that the books themselves stay as their seed made them: publishers and imprints,
 * Thema subjects, accessibility declared for about half, and for about a fifth a sale in named
 * countries with their prices, some with a promotion running, to come or past.
 */

const publishers = [
  { name: 'Lantern Press', imprints: ['Lantern Classics', 'Lantern Young Readers'] },
  { name: 'Northfield & Hale', imprints: ['Hale Crime'] },
  { name: 'Ostrava Books', imprints: [] },
  { name: 'Blue Meridian', imprints: ['Meridian Travel'] },
];
const bookSubjects = ['FBA', 'FF', 'FH', 'FL', 'FM', 'FR', 'FV', 'DN', 'WT', 'WB', 'JB', 'NH', 'PD', 'VS', 'YFB'];
const magazineSubjects = ['WT', 'AK', 'WB', 'VS', 'NH'];
const countries = [
  { code: 'FR', currency: 'EUR' },
  { code: 'DE', currency: 'EUR' },
  { code: 'GB', currency: 'GBP' },
  { code: 'CA', currency: 'CAD' },
  { code: 'AU', currency: 'AUD' },
] as const;

const accessibility = {
  accessModes: ['textual', 'visual'],
  accessModesSufficient: ['textual'],
  features: ['structuralNavigation', 'tableOfContents', 'readingOrder', 'alternativeText'],
  hazards: ['none'],
  summary: 'The text reflows and reads in order; headings and a table of contents structure it, and its images have text alternatives.',
  conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA',
  certifiedBy: null,
};

/** Sets the catalogue columns of `rows` (before they are inserted). */
export function drawCatalogue(rows: Insertable<EbooksTable>[]): void {
  const draw = new Faker({ locale: [en], seed: 6002 });
  for (const row of rows) {
    const publisher = draw.helpers.arrayElement(publishers);
    row.publisher = publisher.name;
    row.imprint = publisher.imprints.length > 0 && draw.datatype.boolean(0.4) ? draw.helpers.arrayElement(publisher.imprints) : null;
    const subjects = row.type === PublicationKind.MAGAZINE ? magazineSubjects : bookSubjects;
    row.subjects = JSON.stringify(draw.helpers.arrayElements(subjects, { min: 1, max: 2 }));
    row.word_count = row.page_count ? row.page_count * draw.number.int({ min: 220, max: 320 }) : null;
    if (draw.datatype.boolean(0.5)) row.accessibility = JSON.stringify(accessibility);
  }
}

/** The prices of the books sold in named countries, set on their rows' territories; `ids` in the order of `rows`. */
export async function seedPrices(db: Db, rows: Insertable<EbooksTable>[], ids: number[], now: Date): Promise<void> {
  const draw = new Faker({ locale: [en], seed: 6003 });
  const today = now.toISOString().slice(0, 10);
  const prices: Insertable<EbookPricesTable>[] = [];
  for (const [index, row] of rows.entries()) {
    if (!draw.datatype.boolean(0.2)) continue;
    const sold = draw.helpers.arrayElements(countries, { min: 1, max: 3 });
    const territories = draw.datatype.boolean(0.5) ? ['WORLD', ...sold.map((country) => country.code)] : sold.map((country) => country.code);
    await db.updateTable('ebooks').set({ territories: `,${territories.join(',')},` }).where('id', '=', ids[index]!).execute();
    let position = 0;
    for (const country of sold) {
      // A country left without its regular price now and then: the readiness check says so.
      if (draw.datatype.boolean(0.9)) prices.push({ ebook_id: ids[index]!, position: position++, territory: country.code, currency: country.currency, amount: row.price!, starts_on: null, ends_on: null });
    }
    if (draw.datatype.boolean(0.4)) {
      const start = draw.number.int({ min: -20, max: 20 });
      const country = sold[0]!;
      prices.push({
        ebook_id: ids[index]!,
        position: position++,
        territory: country.code,
        currency: country.currency,
        amount: Math.max(99, Math.round((row.price! * 0.6) / 100) * 100 - 1),
        starts_on: addDays(today, start),
        ends_on: draw.datatype.boolean(0.8) ? addDays(today, start + draw.number.int({ min: 3, max: 30 })) : null,
      });
    }
  }
  for (let start = 0; start < prices.length; start += 200) await db.insertInto('ebook_prices').values(prices.slice(start, start + 200)).execute();
}
