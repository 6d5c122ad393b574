import type { FastifyPluginAsync } from 'fastify';
import { auditOperations as operations } from '../../contract/audit';
import { auditCsvLines } from '../audit/csv';
import { auditedExport } from '../audit/exports';
import { allEntries, listEntries } from '../audit/queries';
import { businessDay } from '../lib/dates';
import { route } from '../lib/route';
import { startedStream } from '../lib/streams';



/** The audit log's operations (contract/audit.ts); entries are written by every change (server/audit/). */
const auditRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  route(app, operations.listAuditEntries, async (request) => listEntries(db, request.user!.role, request.body, config.timeZone));

  route(app, operations.exportAuditEntries, async (request, reply) => {
    const { query } = request;
    const lines = auditedExport(
      request,
      { resource: 'audit', filter: query },
      auditCsvLines(allEntries(db, request.user!.role, query, config.timeZone)),
    );
    // A stream is sent as it comes, never serialised: the schema's string only documents the body.
    // Its header and first entry are read before the headers go (server/lib/streams.ts).
    const body = (await startedStream(lines, 2)) as unknown as string;
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="audit-${businessDay(new Date(), config.timeZone)}.csv"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });
};

export default auditRoutes;
