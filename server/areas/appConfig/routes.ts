import { createHash } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { appConfigOperations as operations } from '../../../contract/appConfig';
import { filtered, missing, publicConfig, readRow, saveEntry, sortExpression, toEntry } from './queries';
import { notFound } from '../../errors';
import { readSortedPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { appConfigBulk } from './bulk';
import { bulkRoutes } from '../../bulk/routes';
import { findAppConfigKeys } from './search';
import { appConfigExport } from './export';
import { sendListExport } from '../../exports/listExport';

/** The app config's operations (contract/appConfig.ts); its queries are in server/areas/appConfig/. */
const appConfigRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.listAppConfigEntries, async (request) => {
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
  });

  route(app, operations.getAppConfigEntry, async (request) => {
    const row = await readRow(db, request.params.key);
    if (!row) throw notFound(missing);
    return toEntry(row);
  });

  route(app, operations.saveAppConfigEntry, async (request, reply) => {
    const { entry, created } = await saveEntry(db, request, request.body);
    return reply.code(created ? 201 : 200).send(entry);
  });

  route(app, operations.getPublicAppConfig, async (request, reply) => {
    const config = await publicConfig(db, request.log);
    const etag = `"${createHash('sha256').update(JSON.stringify(config)).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'no-cache');
    const wanted = request.headers['if-none-match']?.split(',').map((tag) => tag.trim());
    if (wanted?.includes(etag) || wanted?.includes('*')) return reply.code(304).send(null);
    return config;
  });
  bulkRoutes(app, operations.bulkAppConfig, appConfigBulk);
  app.finders.add('ui/app-config', findAppConfigKeys);
  route(app, operations.exportAppConfigEntries, (request, reply) => sendListExport(request, reply, appConfigExport, request.query));
};

export default appConfigRoutes;
