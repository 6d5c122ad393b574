import type { AuditEntry } from '../../contract/audit';
import { auditCsvColumns } from '../../contract/audit';
import { csvLine } from '../lib/csv';

const json = (value: unknown) => (value === null || value === undefined ? '' : JSON.stringify(value));

/** The audit export's lines: the header, then one line per entry (contract/audit.ts `auditCsvColumns`). */
export async function* auditCsvLines(entries: AsyncIterable<AuditEntry>): AsyncGenerator<string> {
  yield csvLine([...auditCsvColumns]);
  for await (const entry of entries) {
    yield csvLine([
      entry.id,
      entry.at,
      entry.actor?.id,
      entry.actor?.name,
      entry.actor?.email,
      entry.actor?.role,
      entry.action,
      entry.resource,
      entry.recordId,
      entry.label,
      json(entry.changes),
      entry.reason,
      json(entry.details),
      entry.ip,
      entry.requestId,
      entry.jobId,
      entry.actorToken?.id,
      entry.actorToken?.name,
    ]);
  }
}
