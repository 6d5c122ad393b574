import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import {
  type AppConfigEntry,
  type AppConfigListQuery,
  type AppConfigValues,
  configValueProblem,
  typedConfigValue,
} from '../../../contract/appConfig';
import type { ConfigValueType } from '../../../contract/enums';
import type { Db } from '../../db';
import { containsText, uniqueViolationColumn } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { changesBetween } from '../../audit/changes';
import { latestChange } from '../../audit/queries';
import { writeAudit } from '../../audit/record';
import { conflict, notFound, staleRecord } from '../../errors';
import { lockRow, matchesIfMatch } from '../../lib/versions';
import { type ApiMessageCode, coded, englishOf } from '../../../contract/apiMessages';

/** The app config's reads and writes, shared by its route module. */

type EntryRow = Selectable<Database['app_config']>;
type SortField = NonNullable<AppConfigListQuery['paginationRequest']['sortBy']>;

export const missing = 'No such config entry';
const keyTaken = coded('config_key_taken');

/** The refusal to change a key's type, by the type it holds: "feed.page_size holds a number". */
const typeChanges: Record<ConfigValueType, ApiMessageCode> = {
  string: 'config_holds_string',
  number: 'config_holds_number',
  boolean: 'config_holds_boolean',
  json: 'config_holds_json',
};

export const sortExpression: Record<SortField, Expression<unknown>> = {
  key: sql.ref('key'),
  updatedAt: sql.ref('updated_at'),
};

export const toEntry = (row: EntryRow): AppConfigEntry => ({
  key: row.key,
  valueType: row.value_type,
  value: row.value,
  description: row.description,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

export const readRow = (db: Kysely<Database>, key: string) =>
  db.selectFrom('app_config').selectAll().where('key', '=', key).executeTakeFirst();

export function filtered(db: Kysely<Database>, { valueType, status, q }: Omit<AppConfigListQuery, 'paginationRequest'>) {
  let query = db.selectFrom('app_config');
  if (valueType) query = query.where('value_type', '=', valueType);
  if (status) query = query.where('status', '=', status);
  if (q) query = query.where((eb) => eb.or([containsText(db, 'key', q), containsText(db, 'description', q)]));
  return query;
}

/**
 * Creates or replaces an entry, as `mode` and `changeType` allow (contract/appConfig.ts), and its
 * audit entry with the fields that changed, in one transaction; answers the entry and whether it
 * was created. With `If-Match`, an entry changed since (or one that does not exist) is a 412 with
 * the current entry (docs/api.md "Versions").
 */
export async function saveEntry(
  db: Db,
  request: FastifyRequest,
  input: AppConfigValues,
): Promise<{ entry: AppConfigEntry; created: boolean }> {
  const { key, mode, changeType } = input;
  const now = new Date().toISOString();
  const columns = { value_type: input.valueType, value: input.value, description: input.description, status: input.status };
  try {
    return await db.transaction().execute(async (trx) => {
      await lockRow(trx, 'app_config', 'key', key);
      const existing = await readRow(trx, key);
      const before = existing ? toEntry(existing) : null;
      if (!existing && mode === 'update') throw notFound(missing);
      // If-Match names a version: there is none of a key that does not exist (RFC 9110), not even `*`.
      const versioned = request.headers['if-match'] !== undefined;
      if (versioned && (!before || !matchesIfMatch(request, before))) throw staleRecord(before, await latestChange(trx, request.user!, 'ui/app-config', key));
      if (existing && mode === 'create') throw conflict(keyTaken, { key: keyTaken });
      if (existing && existing.value_type !== input.valueType && !changeType) {
        const message = coded(typeChanges[existing.value_type], { key });
        throw conflict(message, { valueType: message });
      }
      if (existing) {
        await trx.updateTable('app_config').set({ ...columns, updated_at: now }).where('key', '=', key).execute();
      } else {
        await trx.insertInto('app_config').values({ key, ...columns, created_at: now, updated_at: now }).execute();
      }
      const entry = toEntry((await readRow(trx, key))!);
      await writeAudit(trx, request, {
        action: existing ? 'update' : 'create',
        resource: 'ui/app-config',
        recordId: key,
        label: key,
        changes: changesBetween(before ?? {}, entry),
      });
      return { entry, created: !existing };
    });
  } catch (error) {
    // Two creations of one key at once: the second meets the primary key.
    if (uniqueViolationColumn(error) === 'key') throw conflict(keyTaken, { key: keyTaken });
    throw error;
  }
}

/** A stored value as the mobile app receives it, or why it cannot be served (written before the bounds, or altered). */
function servedValue(row: EntryRow): { value: unknown } | { problem: string } {
  try {
    const problem = configValueProblem(row.value_type, row.value);
    return problem ? { problem: englishOf(problem) } : { value: typedConfigValue(row.value_type, row.value) };
  } catch (error) {
    return { problem: (error as Error).message };
  }
}

/**
 * The enabled entries as the mobile app reads them: `{key: typed value}`, keys in order. One
 * entry that cannot be served is left out and logged, so that it cannot take the whole
 * configuration away from every app (docs/api.md "App config").
 */
export async function publicConfig(db: Db, log: Pick<FastifyBaseLogger, 'warn'>): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('app_config').selectAll().where('status', '=', 'E').orderBy('key').execute();
  const entries: [string, unknown][] = [];
  for (const row of rows) {
    const served = servedValue(row);
    if ('problem' in served) log.warn({ key: row.key, problem: served.problem }, 'an app config entry left out of the public config');
    else entries.push([row.key, served.value]);
  }
  return Object.fromEntries(entries);
}
