import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createWriteStream } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { type EpubFinding, failingSeverities } from '../../../contract/epubChecks';
import type { Database, EpubChecksTable } from '../../db/schema';
import type { JobHandler } from '../../jobs/handler';
import { insertJob } from '../../jobs/store';
import { lockRow } from '../../lib/versions';
import { epubStructureFindings } from '../../lib/epub';
import { epubcheckVersion, runEpubcheck } from '../../lib/epubcheck';
import { type EpubMetadata, readEpubMetadata } from '../../lib/epubMetadata';
import { refreshReadiness } from './readiness';

/**
 * The checks of a stored e-pub (docs/api.md "Release readiness"), as a job started by its upload:
 * the structural check of the archive, then EPUBCheck when it is installed (config
 * `epubcheckJar`). The upload answers at once; the report replaces the pending one when the job
 * ends, unless a newer file took the slot meanwhile (its own job reports on it).
 */
export const fileCheckKind = 'e-books/check-file';

type Slot = EpubChecksTable['slot'];

interface Params {
  ebookId: number;
  slot: Slot;
  /** The stored file to check. */
  path: string;
}

type Outcome = Pick<EpubChecksTable, 'state' | 'checker' | 'version' | 'note'> & {
  findings: EpubFinding[];
  truncated: boolean;
  /** What the full e-pub says of itself (proposed to staff); none for a sample or an unreadable file. */
  metadata?: EpubMetadata | null;
};

/** The metadata of a full e-pub, or null when its package document cannot be read (its findings say why). */
async function metadataOf(app: FastifyInstance, file: string, slot: Slot): Promise<EpubMetadata | null> {
  if (slot !== 'full') return null;
  return readEpubMetadata(file).catch((error: unknown) => {
    app.log.info({ err: error }, 'the metadata of an e-pub could not be read');
    return null;
  });
}

/** The installed EPUBCheck's version, or null (not installed, or turned off). */
export const installedEpubcheck = (app: FastifyInstance) => (app.config.epubcheckJar ? epubcheckVersion(app.config.epubcheckJar) : Promise.resolve(null));

/** Copies a stored file to a temporary one (the storage may be S3) for the checkers, which read files. */
async function withLocalCopy<T>(app: FastifyInstance, stored: string, check: (file: string) => Promise<T>): Promise<T | undefined> {
  const opened = await app.storage.open(stored);
  if (!opened) return undefined;
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'epub-check-'));
  try {
    const file = path.join(folder, 'book.epub');
    await pipeline(opened.stream, createWriteStream(file));
    return await check(file);
  } finally {
    await fs.rm(folder, { recursive: true, force: true });
  }
}

/** Runs the checks of a stored e-pub. */
async function checkFile(app: FastifyInstance, stored: string, slot: Slot): Promise<Outcome> {
  try {
    const outcome = await withLocalCopy(app, stored, async (file): Promise<Outcome> => {
      const structure = await epubStructureFindings(file);
      const metadata = await metadataOf(app, file, slot);
      const version = await installedEpubcheck(app);
      if (!version) {
        const note = app.config.epubcheckJar
          ? 'EPUBCheck is not installed on the server (README "EPUBCheck"): the structural check ran alone'
          : 'EPUBCheck is turned off on the server: the structural check ran alone';
        return { state: 'done', checker: 'structure', version: null, note, findings: structure, truncated: false, metadata };
      }
      const run = await runEpubcheck(file, { jar: app.config.epubcheckJar!, timeoutMs: app.config.epubcheckTimeoutMs });
      return { state: 'done', checker: 'epubcheck', version: run.version, note: null, findings: [...structure, ...run.findings], truncated: run.truncated, metadata };
    });
    return outcome ?? { state: 'failed', checker: null, version: null, note: 'The file is no longer stored', findings: [], truncated: false };
  } catch (error) {
    app.log.warn({ err: error, path: stored }, 'an e-pub check failed');
    return { state: 'failed', checker: null, version: null, note: (error as Error).message.slice(0, 400), findings: [], truncated: false };
  }
}

/**
 * Marks the slot's check pending for `stored` and starts its job, in the transaction of the
 * upload (its author's); the caller wakes the runner once committed (`app.jobs.wake()`).
 */
export async function startFileCheck(trx: Kysely<Database>, author: { actorId: number; ip: string | null; requestId: string | null }, target: Params): Promise<void> {
  const now = new Date().toISOString();
  const pending = { path: target.path, state: 'pending', checker: null, version: null, errors: 0, warnings: 0, findings: '[]', truncated: 0, note: null, metadata: null, checked_at: null, updated_at: now } as const;
  await trx
    .insertInto('epub_checks')
    .values({ ebook_id: target.ebookId, slot: target.slot, ...pending })
    .onConflict((oc) => oc.columns(['ebook_id', 'slot']).doUpdateSet(pending))
    .execute();
  await insertJob(trx, { kind: fileCheckKind, params: target, total: 1, ...author });
}

/** The job: one e-book, its check run outside any transaction, its report stored with the book's readiness. */
export const fileCheckHandler: JobHandler<Params, number> = {
  params: (stored) => stored as Params,
  key: Number,
  refusal: () => null,
  start: async (_db, params) => ({ total: 1, lastKey: params.ebookId }),
  next: async (_db, params, { cursor }) => (cursor === null ? [params.ebookId] : []),
  prepare: (step, params) => checkFile(step.app, params.path, params.slot),
  async apply(trx, _step, params, _key, prepared) {
    const outcome = prepared as Outcome;
    const count = (severities: readonly string[]) => outcome.findings.filter((finding) => severities.includes(finding.severity)).length;
    const now = new Date().toISOString();
    // The book's row first, as an upload takes it (then its check's): the other order deadlocks with an upload.
    await lockRow(trx, 'ebooks', 'id', params.ebookId);
    const stored = await trx
      .updateTable('epub_checks')
      .set({
        state: outcome.state,
        checker: outcome.checker,
        version: outcome.version,
        errors: count(failingSeverities),
        warnings: count(['warning']),
        findings: JSON.stringify(outcome.findings),
        truncated: outcome.truncated ? 1 : 0,
        metadata: outcome.metadata ? JSON.stringify(outcome.metadata) : null,
        note: outcome.note,
        checked_at: now,
        updated_at: now,
      })
      .where('ebook_id', '=', params.ebookId)
      .where('slot', '=', params.slot)
      // A newer upload's check reports on its own file.
      .where('path', '=', params.path)
      .executeTakeFirst();
    if (Number(stored.numUpdatedRows) > 0) await refreshReadiness(trx, params.ebookId);
  },
};
