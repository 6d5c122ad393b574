import type { Kysely } from 'kysely';
import { mayRunBulkAction } from '../../contract/accessRules';
import type { BulkAction, BulkList } from '../../contract/bulkActions';
import type { EnabledFlag } from '../../contract/enums';
import { type AuditedRecord, updateAudited } from '../audit/records';
import type { Database } from '../db/schema';
import type { JobHandler, JobKey, RecordStep } from '../jobs/handler';
import { beyondConfirmed } from './expectedTotal';
import type { BulkParams, Selection } from './selection';
import { undoSelection } from './undo';

/** One action on one record, as if made alone: checked, changed and audited in `trx`. */
export interface BulkStep<Key extends JobKey> {
  /** Work before the record's transaction (asking the payment provider). */
  prepare?: (step: RecordStep, key: Key) => Promise<unknown>;
  apply: (trx: Kysely<Database>, step: RecordStep, key: Key, params: BulkParams, prepared: unknown) => Promise<(() => Promise<void>) | void>;
}

/** A list's bulk actions: how it selects records (its filter), and each action on one record. */
export interface BulkDefinition<L extends BulkList, Filter, Key extends JobKey = number> {
  list: L;
  selection: Selection<Filter, Key>;
  actions: Record<BulkAction<L>, BulkStep<Key>>;
}

/** The job kind of a list's action: `feeds/disable`. */
export const bulkKind = (list: BulkList, action: string) => `${list}/${action}`;

/** The step's author with its job: every entry a bulk step writes carries the job's id (`jobId`). */
const withJob = (step: RecordStep): RecordStep => ({ ...step, author: { ...step.author, jobId: step.jobId } });

/**
 * The job handler of one action of a list (server/jobs/handler.ts). A selection by filter that
 * matches more than the person confirmed when the job starts is refused there (the 409's error),
 * which ends the job failed with its message before any record. An undo (`undoOf`) goes through
 * the records the undone job changed (server/bulk/undo.ts).
 */
export function bulkHandler<L extends BulkList, Filter, Key extends JobKey>(
  definition: BulkDefinition<L, Filter, Key>,
  action: BulkAction<L>,
): JobHandler<BulkParams<Filter, Key>, Key> {
  const step = definition.actions[action];
  const undo = undoSelection(definition.list, definition.selection.key) as Selection<Filter, Key>;
  const selectionOf = (params: BulkParams<Filter, Key>) => (params.undoOf === undefined ? definition.selection : undo);
  return {
    key: definition.selection.key,
    next: (db, params, after) => selectionOf(params).next(db, params, after),
    params: (stored) => stored as BulkParams<Filter, Key>,
    async start(db, params) {
      const started = await selectionOf(params).start(db, params);
      const refused = beyondConfirmed(started.total, params.expectedTotal);
      if (refused) throw refused;
      return started;
    },
    refusal: (author) =>
      mayRunBulkAction(author.role, definition.list, action) ? null : 'It stopped: its author may no longer do this.',
    prepare: step.prepare && ((recordStep, _params, key) => step.prepare!(withJob(recordStep), key)),
    apply: (trx, recordStep, params, key, prepared) => step.apply(trx, withJob(recordStep), key, params as BulkParams, prepared),
  };
}

/** The tables whose records are enabled and disabled by their `status`. */
type FlaggedTable = 'feed_entries' | 'ebooks' | 'banners' | 'alerts' | 'subscriptions';

/** Enables or disables a record, audited; one already so is left as it is, with no entry. */
export function setEnabledFlag<R extends { status: EnabledFlag }>(
  audited: (id: number) => AuditedRecord<R>,
  table: FlaggedTable,
  status: EnabledFlag,
): BulkStep<number> {
  return {
    apply: async (trx, step, id) => {
      await updateAudited(
        trx,
        step.author,
        audited(id),
        async (write, before) => {
          if (before.status === status) return;
          await write.updateTable(table).set({ status, updated_at: new Date().toISOString() }).where('id', '=', id).execute();
        },
        { onlyIfChanged: true },
      );
    },
  };
}
