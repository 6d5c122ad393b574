import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import {
  type AppConfigEntry,
  appConfigEntry,
  appConfigInput,
  type AppConfigListQuery,
  appConfigListRequest,
  appConfigPage,
  type AppConfigValues,
  configKey,
  typedConfigValue,
} from '../../contract/appConfig';
import type { ConfigValueType } from '../../contract/enums';
import type { Db } from '../db';
import { containsText, uniqueViolationColumn } from '../db/dialect';
import type { Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { readSortedPage } from '../lib/lists';
import { apiErrors, bearerAuth, errorResponses, noAuth } from '../lib/openapi';

type EntryRow = Selectable<Database['app_config']>;
type SortField = NonNullable<AppConfigListQuery['paginationRequest']['sortBy']>;

const keyParams = z.object({ key: configKey });

const missing = 'No such config entry';
const keyTaken = 'This key exists already';

/** How a type is named in the refusal to change it: "feed.page_size holds a number". */
const typeNames: Record<ConfigValueType, string> = {
  string: 'a string',
  number: 'a number',
  boolean: 'a boolean',
  json: 'a JSON value',
};

const sortExpression: Record<SortField, Expression<unknown>> = {
  key: sql.ref('key'),
  updatedAt: sql.ref('updated_at'),
};

const toEntry = (row: EntryRow): AppConfigEntry => ({
  key: row.key,
  valueType: row.value_type,
  value: row.value,
  description: row.description,
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

const readRow = (db: Kysely<Database>, key: string) =>
  db.selectFrom('app_config').selectAll().where('key', '=', key).executeTakeFirst();

function filtered(db: Kysely<Database>, { valueType, status, q }: AppConfigListQuery) {
  let query = db.selectFrom('app_config');
  if (valueType) query = query.where('value_type', '=', valueType);
  if (status) query = query.where('status', '=', status);
  if (q) query = query.where((eb) => eb.or([containsText(db, 'key', q), containsText(db, 'description', q)]));
  return query;
}

/**
 * Creates or replaces an entry, as `mode` and `changeType` allow (contract/appConfig.ts);
 * answers the entry and whether it was created.
 */
async function saveEntry(db: Db, input: AppConfigValues): Promise<{ entry: AppConfigEntry; created: boolean }> {
  const { key, mode, changeType } = input;
  const now = new Date().toISOString();
  const columns = { value_type: input.valueType, value: input.value, description: input.description, status: input.status };
  try {
    return await db.transaction().execute(async (trx) => {
      const existing = await readRow(trx, key);
      if (existing && mode === 'create') throw conflict(keyTaken, { key: keyTaken });
      if (!existing && mode === 'update') throw notFound(missing);
      if (existing && existing.value_type !== input.valueType && !changeType) {
        const message = `${key} holds ${typeNames[existing.value_type]}; confirm to change its type`;
        throw conflict(message, { valueType: message });
      }
      if (existing) {
        await trx.updateTable('app_config').set({ ...columns, updated_at: now }).where('key', '=', key).execute();
      } else {
        await trx.insertInto('app_config').values({ key, ...columns, created_at: now, updated_at: now }).execute();
      }
      return { entry: toEntry((await readRow(trx, key))!), created: !existing };
    });
  } catch (error) {
    // Two creations of one key at once: the second meets the primary key.
    if (uniqueViolationColumn(error) === 'key') throw conflict(keyTaken, { key: keyTaken });
    throw error;
  }
}

/** The enabled entries as the mobile app reads them: `{key: typed value}`, keys in order. */
async function publicConfig(db: Db): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('app_config').selectAll().where('status', '=', 'E').orderBy('key').execute();
  return Object.fromEntries(rows.map((row) => [row.key, typedConfigValue(row.value_type, row.value)]));
}

const tags = ['ui'];

const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/ui/app-config/list',
    {
      config: { access: 'ui' },
      schema: {
        tags,
        summary: 'A page of app config entries, filtered and sorted',
        description:
          'Filters: `valueType`, `status` and `q` (key or description contains it, ignoring case). Sort by `key` ' +
          '(the default, ascending) or `updatedAt`; a `sortBy` without `sortDirection` sorts ascending.',
        security: bearerAuth,
        body: appConfigListRequest,
        response: { 200: appConfigPage, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => {
      const { paginationRequest } = request.body;
      const sortBy = paginationRequest.sortBy ?? 'key';
      const sortDirection = paginationRequest.sortDirection ?? 'ASC';
      return readSortedPage(
        db,
        { ...paginationRequest, sortBy, sortDirection },
        (trx) => filtered(trx, request.body),
        { sortExpression, defaultSort: 'key', id: 'key' },
        async (window) => (await window.selectAll().execute()).map(toEntry),
      );
    },
  );

  app.get(
    '/api/ui/app-config/:key',
    {
      config: { access: 'ui' },
      schema: {
        tags,
        summary: 'One app config entry, by its key',
        description: 'A key that is not well formed (see the AppConfigWrite schema) is a 400 on `key`.',
        security: bearerAuth,
        params: keyParams,
        response: { 200: appConfigEntry, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const row = await readRow(db, request.params.key);
      if (!row) throw notFound(missing);
      return toEntry(row);
    },
  );

  app.put(
    '/api/ui/app-config',
    {
      config: { access: 'ui' },
      schema: {
        tags,
        summary: 'Creates or edits an app config entry (the key is in the body)',
        description:
          'Answers 201 when the entry was created, 200 when it was replaced. `mode: "create"` refuses a key that ' +
          'exists (409 on `key`), `mode: "update"` one that does not (404); without `mode` the entry is created or ' +
          'replaced. An existing key keeps its value type: another `valueType` is a 409 on `valueType` unless ' +
          '`changeType` is true. A value that does not read as its type is a 400 on `value`.',
        security: bearerAuth,
        body: appConfigInput,
        response: { 200: appConfigEntry, 201: appConfigEntry, ...errorResponses(...apiErrors, 404, 409) },
      },
    },
    async (request, reply) => {
      const { entry, created } = await saveEntry(db, request.body);
      return reply.code(created ? 201 : 200).send(entry);
    },
  );

  app.get(
    '/data/app-config',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "The mobile app's configuration: the enabled entries as one object; no sign-in",
        description:
          '`{key: value}` with each value typed (a number, a boolean, any JSON, or a string); disabled entries are ' +
          'left out. The answer carries a strong ETag: send it back in `If-None-Match` to get a 304 while nothing changed.',
        security: noAuth,
        response: {
          200: z.record(z.string(), z.unknown()).describe('The enabled entries, typed'),
          304: z.null().describe('Not modified: the ETag sent in If-None-Match is current'),
          ...errorResponses(500),
        },
      },
    },
    async (request, reply) => {
      const config = await publicConfig(db);
      const etag = `"${createHash('sha256').update(JSON.stringify(config)).digest('base64url')}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      const wanted = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
      if (wanted?.includes(etag) || wanted?.includes('*')) return reply.code(304).send(null);
      return config;
    },
  );
};

export default appConfigRoutes;
