import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { EbookReadiness } from '../../contract/ebookReadiness';
import type { Ebook } from '../../contract/ebooks';
import { AdminRole } from '../../contract/enums';
import { ErrorCode } from '../../contract/errorCodes';
import type { App } from '../../server/app';
import { assessUnassessed } from '../../server/areas/ebooks/readiness';
import { startOfDay } from '../../server/lib/dates';
import { epubcheckVersion } from '../../server/lib/epubcheck';
import { tinyEpub, tinyEpubEntries, zipArchive } from '../fixtures/epub';
import { entriesOf } from './auditHelpers';
import { createEbook } from './catalogFixtures';
import { bearer, createStaff, createTestApp, signIn } from './helpers';
import { coverJpeg, makeReady, uploadTo } from './readinessFixtures';

/**
 * An e-book's release readiness (docs/api.md "Release readiness"): its checklist, its e-pubs'
 * checks as jobs, the list's filter, and the gate that keeps a book that is not ready from going
 * out unless a SUPER_ADMIN overrides it. EPUBCheck is off here but in its own describe.
 */

let app: App;
let close: () => Promise<void>;
let admin: string;
let superAdmin: string;

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  admin = (await signIn(app, await createStaff(app, { role: AdminRole.ADMIN }))).access_token;
  superAdmin = (await signIn(app, await createStaff(app, { role: AdminRole.SUPER_ADMIN }))).access_token;
});
afterAll(() => close());

async function readinessOf(id: number, token = admin): Promise<EbookReadiness> {
  const response = await app.inject({ method: 'GET', url: `/api/ebooks/${id}/readiness`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<EbookReadiness>();
}

const itemOf = (readiness: EbookReadiness, check: string) => readiness.items.find((item) => item.check === check);

/** A draft e-book with a description, an ISBN-less book's metadata and a release date, no files. */
async function draftBook(title = `Book ${Math.random().toString(36).slice(2, 8)}`): Promise<number> {
  const id = await createEbook(app, admin, 1, title);
  await app.inject({ method: 'POST', url: `/api/ebooks/${id}/steps`, headers: bearer(admin), payload: { step: 'unpublish' } });
  return id;
}

const listed = async (readiness: string) =>
  (
    await app.inject({ method: 'POST', url: '/api/ebooks/list', headers: bearer(admin), payload: { readiness, paginationRequest: { page: 0, size: 100 } } })
  ).json<{ content: Ebook[] }>().content.map((book) => book.id);

const step = (id: number, payload: object, token = admin) => app.inject({ method: 'POST', url: `/api/ebooks/${id}/steps`, headers: bearer(token), payload });

describe('the checklist', () => {
  test('a book without files lists what it lacks, errors and warnings; the list filters by it', async () => {
    const id = await draftBook();
    const readiness = await readinessOf(id);
    expect(readiness).toMatchObject({ ebookId: id, ready: false, files: { sample: null, full: null }, cover: null, epubcheck: null });
    expect(readiness.items.map(({ check, level, ok }) => ({ check, level, ok }))).toEqual([
      { check: 'epub', level: 'error', ok: false },
      { check: 'cover', level: 'error', ok: false },
      { check: 'metadata', level: 'error', ok: false },
      { check: 'accessibility', level: 'error', ok: false },
      { check: 'prices', level: 'error', ok: true },
      { check: 'releaseDate', level: 'error', ok: true },
      { check: 'sample', level: 'warning', ok: false },
    ]);
    expect(itemOf(readiness, 'metadata')).toMatchObject({ params: { missing: ['isbn', 'publisher', 'subjects'] }, detail: 'Its metadata lacks: isbn, publisher, subjects' });
    expect(itemOf(readiness, 'accessibility')).toMatchObject({ params: { missing: ['accessModes', 'features', 'hazards', 'summary'] } });
    expect(await listed('not_ready')).toContain(id);
    expect(await listed('cover')).toContain(id);
    expect(await listed('releaseDate')).not.toContain(id);
    expect(await listed('ready')).not.toContain(id);
  });

  test('a cover too small, square or in CMYK is measured as uploaded', async () => {
    const id = await draftBook();
    await uploadTo(app, admin, id, 'cover-photo', await coverJpeg(800, 800, 'cmyk'), 'small.jpg');
    const readiness = await readinessOf(id);
    expect(readiness.cover).toEqual({ width: 800, height: 800, space: 'cmyk' });
    expect(itemOf(readiness, 'cover')).toMatchObject({ ok: false, params: { width: 800, height: 800 } });
    expect(itemOf(readiness, 'coverRatio')).toMatchObject({ ok: false, level: 'warning', params: { ratio: 1 } });
    expect(itemOf(readiness, 'coverColour')).toMatchObject({ ok: false, level: 'warning', params: { space: 'cmyk' } });
    expect(await listed('coverColour')).toContain(id);

    await uploadTo(app, admin, id, 'cover-photo', await coverJpeg(), 'large.jpg');
    const after = await readinessOf(id);
    expect(after.items.filter((item) => item.check.startsWith('cover')).every((item) => item.ok)).toBe(true);
  });

  test('an e-pub is checked by a job after its upload answers; a broken one reports its findings with their place', async () => {
    const id = await draftBook();
    const entries = tinyEpubEntries('Broken');
    // The media type with a line break after it, as some tools write it.
    const broken = zipArchive(entries.map((entry) => (entry.name === 'mimetype' ? { ...entry, content: 'application/epub+zip\n' } : entry)));
    await uploadTo(app, admin, id, 'epub-file', broken, 'broken.epub');
    // The upload answered before its check ran; the check may have ended by this read (the
    // pending report itself is shown by "check again" below, whose answer is read before the job runs).
    expect((await readinessOf(id)).files.full).toMatchObject({ fileName: 'broken.epub' });
    expect(itemOf(await readinessOf(id), 'epub')).toMatchObject({ ok: false });

    await app.jobs.drain();
    const report = (await readinessOf(id)).files.full!;
    expect(report).toMatchObject({ state: 'done', checker: 'structure', version: null, errors: 1, warnings: 0 });
    expect(report.note).toMatch(/structural check ran alone/);
    expect(report.findings).toEqual([expect.objectContaining({ severity: 'error', id: 'STRUCT-003', path: 'mimetype' })]);
    expect(itemOf(await readinessOf(id), 'epub')).toMatchObject({ ok: false, params: { errors: 1 } });

    await uploadTo(app, admin, id, 'epub-file', tinyEpub('Fixed'), 'fixed.epub');
    await app.jobs.drain();
    expect(itemOf(await readinessOf(id), 'epub')).toMatchObject({ ok: true });
    expect(await listed('epub')).not.toContain(id);
  });

  test('"check again" runs the checks of the stored e-pubs anew', async () => {
    const id = await draftBook();
    await uploadTo(app, admin, id, 'sample-epub-file', tinyEpub('Sample'), 'sample.epub');
    await app.jobs.drain();
    const response = await app.inject({ method: 'POST', url: `/api/ebooks/${id}/readiness/check`, headers: bearer(admin) });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<EbookReadiness>().files.sample).toMatchObject({ state: 'pending' });
    await app.jobs.drain();
    expect((await readinessOf(id)).files.sample).toMatchObject({ state: 'done' });
    expect((await app.inject({ method: 'POST', url: '/api/ebooks/999999/readiness/check', headers: bearer(admin) })).statusCode).toBe(404);
  });

  test('books stored before readiness was kept are assessed when the server starts', async () => {
    const id = await draftBook();
    await app.db.updateTable('ebooks').set({ readiness_open: null, ready: 1 }).where('id', '=', id).execute();
    expect(await assessUnassessed(app.db)).toBeGreaterThanOrEqual(1);
    const row = await app.db.selectFrom('ebooks').select(['ready', 'readiness_open']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ ready: 0, readiness_open: ',epub,cover,metadata,accessibility,sample,' });
  });
});

describe('the release gate', () => {
  test('a book that is not ready is not published, scheduled or approved: 409 naming what is missing', async () => {
    const id = await draftBook();
    const publish = await step(id, { step: 'publish' });
    expect(publish.statusCode).toBe(409);
    expect(publish.json()).toMatchObject({ errorCode: ErrorCode.NOT_READY, open: expect.arrayContaining(['No e-pub file yet', 'No cover yet']) });
    expect(publish.json<{ message: string }>().message).toMatch(/^It is not ready to go out: No e-pub file yet; No cover yet; .*A SUPER_ADMIN may override/);
    expect((await step(id, { step: 'schedule', at: new Date(Date.now() + 3_600_000).toISOString() })).statusCode).toBe(409);
    // Nor by the form's enabled flag.
    const book = (await app.inject({ method: 'GET', url: `/api/ebooks/${id}`, headers: bearer(admin) })).json<Ebook>();
    const enabled = await app.inject({ method: 'PUT', url: `/api/ebooks/${id}`, headers: bearer(admin), payload: { ...book, status: 'E' } });
    expect(enabled.statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: `/api/ebooks/${id}`, headers: bearer(admin) })).json<Ebook>().status).toBe('D');
  });

  test('a SUPER_ADMIN overrides it with a reason, audited with what was open; an ADMIN may not', async () => {
    const id = await draftBook();
    expect((await step(id, { step: 'publish', override: true, reason: 'Launch event' })).statusCode).toBe(403);
    const noReason = await step(id, { step: 'publish', override: true }, superAdmin);
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fieldErrors: { reason: expect.any(String) } });
    const published = await step(id, { step: 'publish', override: true, reason: 'The files come tonight; the launch is now' }, superAdmin);
    expect(published.statusCode, published.body).toBe(200);
    const [entry] = await entriesOf(app, 'e-books', id);
    expect(entry).toMatchObject({
      action: 'publish',
      reason: 'The files come tonight; the launch is now',
      details: { override: expect.arrayContaining(['No e-pub file yet', 'No cover yet']) },
    });
  });

  test('a book made ready is published, and filtered as ready', async () => {
    const id = await draftBook();
    await makeReady(app, admin, id);
    const readiness = await readinessOf(id);
    expect(readiness.ready, JSON.stringify(readiness.items)).toBe(true);
    expect(await listed('ready')).toContain(id);
    expect((await step(id, { step: 'publish' })).statusCode).toBe(200);
  });

  test('a ready book scheduled without a time is scheduled for the start of its release day, on the calendar', async () => {
    const id = await draftBook();
    await makeReady(app, admin, id);
    const response = await step(id, { step: 'schedule' });
    expect(response.statusCode, response.body).toBe(200);
    const releaseAt = startOfDay('2027-03-01', app.config.timeZone).toISOString();
    expect(response.json()).toMatchObject({ state: 'scheduled', publishAt: releaseAt });
    const calendar = await app.inject({ method: 'GET', url: '/api/editorial/calendar?from=2027-03-01&to=2027-03-01', headers: bearer(admin) });
    expect(calendar.json<{ items: { kind: string; recordId: number }[] }>().items.filter((entry) => entry.recordId === id).map((entry) => entry.kind).sort()).toEqual(['release', 'scheduled']);
    // A book without a release date still needs a time.
    const undated = await draftBook();
    await app.db.updateTable('ebooks').set({ publication_date: null }).where('id', '=', undated).execute();
    expect((await step(undated, { step: 'schedule' })).json()).toMatchObject({ fieldErrors: { at: 'A time is required' } });
  });
});

const jar = '/usr/share/java/epubcheck.jar';
const installed = await epubcheckVersion(jar);

describe.skipIf(!installed)('with EPUBCheck installed', () => {
  test("EPUBCheck's findings on a broken e-pub are reported with their file and line", async () => {
    const checked = await createTestApp({ epubcheckJar: jar });
    try {
      const token = (await signIn(checked.app, await createStaff(checked.app, { role: AdminRole.ADMIN }))).access_token;
      const id = await createEbook(checked.app, token, 1, 'Checked');
      const entries = tinyEpubEntries('Checked').map((entry) =>
        entry.name.endsWith('.xhtml') && !entry.name.includes('nav') ? { ...entry, content: String(entry.content).replace('</p>', '</q>') } : entry,
      );
      await uploadTo(checked.app, token, id, 'epub-file', zipArchive(entries), 'checked.epub');
      await checked.app.jobs.drain();
      const readiness = (await checked.app.inject({ method: 'GET', url: `/api/ebooks/${id}/readiness`, headers: bearer(token) })).json<EbookReadiness>();
      expect(readiness.epubcheck).toBe(installed);
      const report = readiness.files.full!;
      expect(report).toMatchObject({ state: 'done', checker: 'epubcheck', version: installed, note: null });
      expect(report.errors).toBeGreaterThan(0);
      expect(report.findings[0]).toMatchObject({ severity: expect.stringMatching(/^(fatal|error)$/), path: expect.stringMatching(/\.xhtml$/), line: expect.any(Number) });
      expect(readiness.items.find((item) => item.check === 'epub')).toMatchObject({ ok: false });
    } finally {
      await checked.close();
    }
  }, 120_000);
});
