import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuditContext } from '../audit/record';
import type { Database } from '../db/schema';

/** A record's key as a job goes through them: an id, or an app config key. */
export type JobKey = number | string;

/** The job's author as they are now (their role may have changed since they started it). */
export interface JobAuthor {
  id: number;
  role: number | null;
  blocked: boolean;
}

/** What a job's step on one record has at hand. */
export interface RecordStep {
  app: FastifyInstance;
  jobId: number;
  /** The author and the request that started the job, for the record's audit entry. */
  author: AuditContext;
}

/**
 * One kind of job (server/jobs/kinds.ts): how it selects its records, and how it changes one,
 * as if alone, in the transaction that also moves the job's progress.
 */
export interface JobHandler<Params = unknown, Key extends JobKey = JobKey> {
  /** Reads the stored parameters (JSON) back. */
  params(stored: unknown): Params;
  /** A key as the cursor stores it (text) back. */
  key(text: string): Key;
  /** Why the author may no longer run the job, or null. Checked before every batch. */
  refusal(author: JobAuthor, params: Params): string | null;
  /**
   * When the job starts: how many records it will try, and the last one (later ones are left alone).
   * An ApiError below 500 refuses the job: it ends failed with that message, no record tried.
   */
  start(db: Kysely<Database>, params: Params): Promise<{ total: number; lastKey: Key | null }>;
  /** The next keys after `cursor` (null: from the first), at most `limit`, in the job's order. */
  next(db: Kysely<Database>, params: Params, after: { cursor: Key | null; lastKey: Key | null; limit: number }): Promise<Key[]>;
  /** Work outside the record's transaction (a call to the payment provider); its answer goes to `apply`. */
  prepare?(step: RecordStep, params: Params, key: Key): Promise<unknown>;
  /**
   * Changes one record with `trx`, audited; throws an ApiError (its message is reported) when the
   * record cannot change. May answer what to do once committed (remove the files of a deletion).
   */
  apply(trx: Kysely<Database>, step: RecordStep, params: Params, key: Key, prepared: unknown): Promise<(() => Promise<void>) | void>;
}
