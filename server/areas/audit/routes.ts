import type { FastifyPluginAsync } from 'fastify';
import { auditOperations as operations } from '../../../contract/audit';
import { auditCsvLines } from '../../audit/csv';
import { allEntries, listEntries } from '../../audit/queries';
import { sendCsv } from '../../exports/csvDownload';
import { route } from '../../lib/route';

/** The audit log's operations (contract/audit.ts); entries are written by every change (server/areas/audit/). */
const auditRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  route(app, operations.listAuditEntries, async (request) => listEntries(db, request.user!, request.body, config.timeZone));

  route(app, operations.exportAuditEntries, (request, reply) => {
    const { query } = request;
    const lines = auditCsvLines(allEntries(db, request.user!, query, config.timeZone));
    return sendCsv(request, reply, { file: 'audit', audit: { resource: 'audit', filter: query }, lines });
  });
};

export default auditRoutes;
