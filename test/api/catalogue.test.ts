import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EbookReadiness } from '../../contract/ebookReadiness';
import type { Ebook } from '../../contract/ebooks';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { businessDay, addDays } from '../../server/lib/dates';
import { tinyEpub } from '../fixtures/epub';
import { createEbook } from './catalogFixtures';
import { bearer, createStaff, createTestApp, signIn } from './helpers';
import { declaredAccessibility, uploadTo } from './readinessFixtures';

/**
 * An e-book's catalogue metadata and sales terms (docs/api.md "Catalogue metadata"): contributors
 * with roles, series, Thema subjects, publisher, accessibility, territories and prices with
 * promotions, pre-order and embargo dates; the list's filters by territory and promotion; the
 * readiness checks they feed; and what a checked e-pub proposes, never written over the record.
 */

let app: App;
let close: () => Promise<void>;
let admin: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  admin = (await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }))).access_token;
});
afterAll(() => close());

const read = async (id: number) => (await app.inject({ method: 'GET', url: `/api/ebooks/${id}?version=pending`, headers: bearer(admin) })).json<Ebook>();
const save = (id: number, payload: object) => app.inject({ method: 'PUT', url: `/api/ebooks/${id}`, headers: bearer(admin), payload });
const today = () => businessDay(new Date(), app.config.timeZone);

/** Saves the record read with `changes`; new contributors go without the record's former authors (else these would win). */
async function saved(id: number, changes: Partial<Ebook>): Promise<Ebook> {
  const { authors, ...record } = await read(id);
  const response = await save(id, { ...record, ...(changes.contributors ? {} : { authors }), ...changes });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ebook>();
}

const fieldErrorsOf = async (id: number, changes: object) => {
  const response = await save(id, { ...(await read(id)), ...changes });
  expect(response.statusCode, response.body).toBe(400);
  return response.json<{ fieldErrors: Record<string, string> }>().fieldErrors;
};

async function listed(filters: object): Promise<number[]> {
  const response = await app.inject({ method: 'POST', url: '/api/ebooks/list', headers: bearer(admin), payload: { ...filters, paginationRequest: { page: 0, size: 100 } } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: Ebook[] }>().content.map((book) => book.id);
}

describe('catalogue metadata', () => {
  test('contributors with roles, series, subjects, publisher and accessibility are kept; the authors follow the contributors', async () => {
    const id = await createEbook(app, admin, 1, 'The Glass Orchard');
    const before = await read(id);
    expect(before).toMatchObject({ contributors: [{ name: 'Ada Moreau', role: 'author' }], territories: ['WORLD'], prices: [], subjects: [] });

    const book = await saved(id, {
      contributors: [
        { name: 'Ada Moreau', role: 'author' },
        { name: 'Jon Vale', role: 'translator' },
        { name: 'Iris Bell', role: 'author' },
        { name: 'Tom Reed', role: 'foreword' },
      ],
      series: { name: 'Orchard Cycle', number: '2' },
      subjects: ['fba', 'FBAN'],
      publisher: 'Lantern Press',
      imprint: 'Lantern Classics',
      wordCount: 81234,
      accessibility: declaredAccessibility,
    });
    expect(book).toMatchObject({
      authors: ['Ada Moreau', 'Iris Bell'],
      series: { name: 'Orchard Cycle', number: '2' },
      subjects: ['FBA', 'FBAN'],
      publisher: 'Lantern Press',
      imprint: 'Lantern Classics',
      wordCount: 81234,
      accessibility: declaredAccessibility,
    });
    expect(book.contributors.map((entry) => entry.role)).toEqual(['author', 'translator', 'author', 'foreword']);

    // A client of the spec's fields alone keeps the rest: its authors replace the authors only.
    const catalogueFields = ['contributors', 'series', 'subjects', 'accessibility', 'prices', 'territories'];
    const specFields = Object.fromEntries(Object.entries(book).filter(([field]) => !catalogueFields.includes(field)));
    const response = await save(id, { ...specFields, authors: ['Ada Moreau'] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Ebook>()).toMatchObject({
      authors: ['Ada Moreau'],
      contributors: [
        { name: 'Ada Moreau', role: 'author' },
        { name: 'Jon Vale', role: 'translator' },
        { name: 'Tom Reed', role: 'foreword' },
      ],
      series: { name: 'Orchard Cycle', number: '2' },
      subjects: ['FBA', 'FBAN'],
    });
  });

  test('the whole record sent back with new authors changes the authors, and keeps the other contributors', async () => {
    const id = await createEbook(app, admin, 1, 'Sent Back');
    const book = await saved(id, { contributors: [{ name: 'Ada Moreau', role: 'author' }, { name: 'Jon Vale', role: 'illustrator' }] });
    const response = await save(id, { ...book, authors: ['Lea Stone'] });
    expect(response.json<Ebook>()).toMatchObject({
      authors: ['Lea Stone'],
      contributors: [
        { name: 'Lea Stone', role: 'author' },
        { name: 'Jon Vale', role: 'illustrator' },
      ],
    });
  });

  test('wrong metadata is a 400 naming the field', async () => {
    const id = await createEbook(app, admin, 1, 'Wrong Metadata');
    expect(await fieldErrorsOf(id, { contributors: [{ name: 'Jon Vale', role: 'translator' }] })).toHaveProperty('contributors');
    expect(await fieldErrorsOf(id, { subjects: ['FBA', 'QQQQQ'] })).toEqual({ 'subjects.1': 'QQQQQ is not a Thema subject code' });
    expect(await fieldErrorsOf(id, { territories: ['XX'] })).toHaveProperty('territories.0');
    expect(await fieldErrorsOf(id, { accessibility: { ...declaredAccessibility, accessModes: ['smell'] } })).toHaveProperty('accessibility.accessModes.0');
    expect(await fieldErrorsOf(id, { publicationDate: '2027-03-01', preorderFrom: '2027-04-01' })).toEqual({ preorderFrom: 'Pre-orders open on or before the release date' });
    expect(await fieldErrorsOf(id, { publicationDate: null, preorderFrom: '2027-04-01' })).toEqual({ preorderFrom: 'Set the release date first' });
  });

  test('the subjects are searched in the Thema code list by code or by words', async () => {
    const search = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/ebooks/subjects?${query}`, headers: bearer(admin) })).json<{ code: string; heading: string }[]>();
    const byCode = await search('q=fba');
    expect(byCode[0]).toMatchObject({ code: 'FBA' });
    expect(byCode.every((subject) => subject.code.startsWith('FBA'))).toBe(true);
    const byWords = await search(`q=${encodeURIComponent('contemporary fiction')}`);
    expect(byWords.length).toBeGreaterThan(0);
    expect(byWords.every((subject) => /contemporary/i.test(subject.heading) && /fiction/i.test(subject.heading))).toBe(true);
    expect((await search('codes=FBA,NOPE')).map((subject) => subject.code)).toEqual(['FBA']);
  });
});

describe('prices per territory', () => {
  test('one regular price per territory; promotions start, end after they start, and do not overlap', async () => {
    const id = await createEbook(app, admin, 1, 'Priced Book');
    const regular = { territory: 'FR', currency: 'EUR', amount: 1299 };
    expect(await fieldErrorsOf(id, { prices: [regular, { ...regular, amount: 999 }] })).toEqual({ 'prices.1.territory': 'This territory has a regular price already' });
    expect(await fieldErrorsOf(id, { prices: [{ ...regular, endsOn: '2027-01-31' }] })).toEqual({ 'prices.0.startsOn': 'A promotion needs its first day' });
    expect(await fieldErrorsOf(id, { prices: [{ ...regular, startsOn: '2027-02-01', endsOn: '2027-01-31' }] })).toEqual({ 'prices.0.endsOn': 'The promotion ends before it starts' });
    expect(
      await fieldErrorsOf(id, {
        prices: [
          { ...regular, amount: 799, startsOn: '2027-01-01', endsOn: '2027-01-31' },
          { ...regular, amount: 699, startsOn: '2027-01-15', endsOn: null },
        ],
      }),
    ).toEqual({ 'prices.1.startsOn': 'Another promotion in this territory runs on these days' });

    const prices = [regular, { ...regular, amount: 799, startsOn: '2027-01-01', endsOn: '2027-01-31' }, { territory: 'GB', currency: 'GBP', amount: 1099, startsOn: null, endsOn: null }];
    const book = await saved(id, { territories: ['FR', 'GB', 'WORLD'], prices: prices as Ebook['prices'] });
    expect(book.prices).toEqual([
      { territory: 'FR', currency: 'EUR', amount: 1299, startsOn: null, endsOn: null },
      { territory: 'FR', currency: 'EUR', amount: 799, startsOn: '2027-01-01', endsOn: '2027-01-31' },
      { territory: 'GB', currency: 'GBP', amount: 1099, startsOn: null, endsOn: null },
    ]);
    expect(book.territories).toEqual(['FR', 'GB', 'WORLD']);
  });

  test('the list filters by territory and by a promotion running today', async () => {
    const day = today();
    const running = await createEbook(app, admin, 1, 'On Promotion');
    await saved(running, { territories: ['DE'], prices: [{ territory: 'DE', currency: 'EUR', amount: 500, startsOn: addDays(day, -1), endsOn: addDays(day, 1) }] });
    const later = await createEbook(app, admin, 1, 'Promotion Later');
    await saved(later, { territories: ['DE', 'AT'], prices: [{ territory: 'AT', currency: 'EUR', amount: 500, startsOn: addDays(day, 3), endsOn: null }] });
    const ended = await createEbook(app, admin, 1, 'Promotion Ended');
    await saved(ended, { prices: [{ territory: 'WORLD', currency: 'USD', amount: 500, startsOn: addDays(day, -9), endsOn: addDays(day, -1) }] });

    expect(await listed({ territory: 'DE' })).toEqual(expect.arrayContaining([running, later]));
    expect(await listed({ territory: 'AT' })).toEqual([later]);
    expect(await listed({ territory: 'WORLD' })).toContain(ended);
    expect(await listed({ territory: 'WORLD' })).not.toContain(running);
    const promoted = await listed({ onPromotion: true });
    expect(promoted).toContain(running);
    expect(promoted).not.toContain(later);
    expect(promoted).not.toContain(ended);
    expect(await listed({ onPromotion: false })).toEqual(expect.arrayContaining([later, ended]));

    const exported = await app.inject({ method: 'GET', url: '/api/ebooks/export.csv?onPromotion=true&territory=DE', headers: bearer(admin) });
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.body).toContain('On Promotion');
    expect(exported.body).not.toContain('Promotion Later');
  });

  test('readiness asks for a regular price in each country where the book is sold', async () => {
    const id = await createEbook(app, admin, 1, 'Sold Abroad');
    const readiness = async () =>
      (await app.inject({ method: 'GET', url: `/api/ebooks/${id}/readiness`, headers: bearer(admin) })).json<EbookReadiness>().items.find((item) => item.check === 'prices');
    expect(await readiness()).toMatchObject({ ok: true });
    await saved(id, { territories: ['WORLD', 'FR', 'CA'], prices: [{ territory: 'FR', currency: 'EUR', amount: 899, startsOn: '2027-01-01', endsOn: null }] });
    expect(await readiness()).toMatchObject({ ok: false, params: { missing: ['FR', 'CA'] }, detail: 'No regular price in: FR, CA' });
    expect(await listed({ readiness: 'prices' })).toContain(id);
    await saved(id, {
      prices: [
        { territory: 'FR', currency: 'EUR', amount: 999, startsOn: null, endsOn: null },
        { territory: 'CA', currency: 'CAD', amount: 1399, startsOn: null, endsOn: null },
      ],
    });
    expect(await readiness()).toMatchObject({ ok: true });
  });
});

describe('what the e-pub says', () => {
  test('a checked e-pub proposes its word count and language where the record differs, and never writes them', async () => {
    const id = await createEbook(app, admin, 1, 'Proposed');
    await saved(id, { language: 'fr', wordCount: null });
    await uploadTo(app, admin, id, 'epub-file', tinyEpub('Proposed'), 'proposed.epub');
    await app.jobs.drain();
    const readiness = (await app.inject({ method: 'GET', url: `/api/ebooks/${id}/readiness`, headers: bearer(admin) })).json<EbookReadiness>();
    expect(readiness.proposals).toMatchObject({ language: 'en', contributors: [{ name: 'Test Author', role: 'author' }] });
    expect(readiness.proposals.wordCount).toBeGreaterThan(0);
    expect(await read(id)).toMatchObject({ language: 'fr', wordCount: null });

    await saved(id, { language: 'en', wordCount: readiness.proposals.wordCount!, contributors: readiness.proposals.contributors! });
    const after = (await app.inject({ method: 'GET', url: `/api/ebooks/${id}/readiness`, headers: bearer(admin) })).json<EbookReadiness>();
    expect(after.proposals).not.toHaveProperty('language');
    expect(after.proposals).not.toHaveProperty('wordCount');
    expect(after.proposals).not.toHaveProperty('contributors');
  });
});

describe('promotions in bulk', () => {
  const runBulk = async (action: string, payload: object, token = admin) => {
    const started = await app.inject({ method: 'POST', url: `/api/ebooks/bulk/${action}`, headers: bearer(token), payload });
    expect(started.statusCode, started.body).toBe(202);
    await app.jobs.drain();
    return (await app.inject({ method: 'GET', url: `/api/jobs/${started.json<{ id: number }>().id}`, headers: bearer(token) })).json<{
      status: string;
      done: number;
      failed: number;
      errors: { recordId: string; message: string }[];
    }>();
  };

  test('a promotion is set on every book selected, off its regular price in the territory; one already on promotion then is reported', async () => {
    const day = today();
    const french = await createEbook(app, admin, 1, 'French Regular');
    await saved(french, { territories: ['FR'], prices: [{ territory: 'FR', currency: 'EUR', amount: 1000, startsOn: null, endsOn: null }] });
    const unpriced = await createEbook(app, admin, 1, 'List Price Only');
    const busy = await createEbook(app, admin, 1, 'Already Promoted');
    await saved(busy, { prices: [{ territory: 'FR', currency: 'EUR', amount: 500, startsOn: day, endsOn: addDays(day, 5) }] });

    const promotion = { territory: 'FR', percentOff: 30, startsOn: addDays(day, 1), endsOn: addDays(day, 10) };
    const job = await runBulk('set-promotion', { ids: [french, unpriced, busy], promotion });
    expect(job).toMatchObject({ status: 'done', done: 2, failed: 1 });
    expect(job.errors).toEqual([{ recordId: String(busy), message: 'A promotion in FR already runs on some of these days' }]);
    expect((await read(french)).prices).toContainEqual({ territory: 'FR', currency: 'EUR', amount: 700, startsOn: promotion.startsOn, endsOn: promotion.endsOn });
    // The list price (999 USD) stands where the territory has no regular price.
    expect((await read(unpriced)).prices).toEqual([{ territory: 'FR', currency: 'USD', amount: 699, startsOn: promotion.startsOn, endsOn: promotion.endsOn }]);

    const invalid = await app.inject({ method: 'POST', url: '/api/ebooks/bulk/set-promotion', headers: bearer(admin), payload: { ids: [french], promotion: { territory: 'FR' } } });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['promotion.percentOff', 'promotion.startsOn']);
    const editor = (await signIn(app, await createStaff(app, { role: AdminRole.EDITOR }))).access_token;
    expect((await app.inject({ method: 'POST', url: '/api/ebooks/bulk/set-promotion', headers: bearer(editor), payload: { ids: [french], promotion } })).statusCode).toBe(403);
  });

  test('ending promotions ends those running yesterday and removes those to come; regular prices stay', async () => {
    const day = today();
    const id = await createEbook(app, admin, 1, 'Ending Promotions');
    await saved(id, {
      prices: [
        { territory: 'FR', currency: 'EUR', amount: 1000, startsOn: null, endsOn: null },
        { territory: 'FR', currency: 'EUR', amount: 700, startsOn: addDays(day, -3), endsOn: addDays(day, 3) },
        { territory: 'DE', currency: 'EUR', amount: 700, startsOn: addDays(day, 4), endsOn: null },
        { territory: 'GB', currency: 'GBP', amount: 700, startsOn: addDays(day, -9), endsOn: addDays(day, -5) },
      ],
    });
    expect(await runBulk('end-promotion', { ids: [id], promotion: { territory: 'DE' } })).toMatchObject({ status: 'done', done: 1 });
    expect((await read(id)).prices.map((price) => price.territory)).toEqual(['FR', 'FR', 'GB']);
    expect(await runBulk('end-promotion', { ids: [id], promotion: {} })).toMatchObject({ status: 'done', done: 1 });
    expect((await read(id)).prices).toEqual([
      { territory: 'FR', currency: 'EUR', amount: 1000, startsOn: null, endsOn: null },
      { territory: 'FR', currency: 'EUR', amount: 700, startsOn: addDays(day, -3), endsOn: addDays(day, -1) },
      { territory: 'GB', currency: 'GBP', amount: 700, startsOn: addDays(day, -9), endsOn: addDays(day, -5) },
    ]);
    expect(await listed({ onPromotion: true })).not.toContain(id);
  });
});
