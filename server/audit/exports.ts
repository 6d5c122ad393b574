import type { FastifyRequest } from 'fastify';
import type { AuditResource } from '../../contract/audit';
import { auditContextOf, writeAudit } from './record';

/**
 * The lines of a CSV export (a header, then one line a row), passed through as they are sent; when
 * the download ends, or stops early, its audit entry records who exported what filter and how many
 * rows went out (`complete: false` when the client left before the end).
 */
export async function* auditedExport(
  request: FastifyRequest,
  what: { resource: AuditResource; filter: Record<string, unknown>; subjectRole?: number | null },
  lines: AsyncIterable<string>,
): AsyncGenerator<string> {
  // Taken now: the request's objects may be gone when the download ends.
  const context = auditContextOf(request);
  const { db, log } = request.server;
  let count = -1;
  let complete = false;
  let refused = false;
  try {
    for await (const line of lines) {
      count++;
      yield line;
    }
    complete = true;
  } catch (error) {
    // Failed before any row (the first query refused the filter): nothing was exported.
    refused = count <= 0;
    throw error;
  } finally {
    if (!refused) await record();
  }

  async function record() {
    const details = { filter: what.filter, rows: Math.max(count, 0), complete };
    await writeAudit(db, context, { action: 'export', resource: what.resource, subjectRole: what.subjectRole, details }).catch((error: unknown) =>
      log.error({ err: error }, 'could not record an export in the audit log'),
    );
  }
}
