import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuditResource } from '../../contract/audit';
import { exportBatchSize } from '../../contract/listColumns';
import { auditedExport } from '../audit/exports';
import { businessDay } from '../lib/dates';
import { startedStream } from '../lib/streams';

/** Lines joined into chunks of `size`, so that a large export is sent a batch at a time, not a line at a time. */
export async function* inChunks(lines: AsyncIterable<string>, size = exportBatchSize): AsyncGenerator<string> {
  let chunk: string[] = [];
  for await (const line of lines) {
    chunk.push(line);
    if (chunk.length < size) continue;
    yield chunk.join('');
    chunk = [];
  }
  if (chunk.length > 0) yield chunk.join('');
}

export interface CsvDownload {
  /** The file's name before the day: `orders` sends `orders-2026-11-24.csv` (the day in TIME_ZONE). */
  file: string;
  /** What the export's audit entry is about (a staff list's by the role it shows) and its filter. */
  audit: { resource: AuditResource; subjectRole?: number | null; filter: Record<string, unknown> };
  /** The CSV's lines, the header first. */
  lines: AsyncIterable<string>;
}

/**
 * Answers a CSV download: streamed as it is read, audited when it ends (server/audit/exports.ts).
 * Its first chunk, and so its first query, is read before any header is sent: input the database
 * refuses is an error answer, not a file cut short (server/lib/streams.ts).
 */
export async function sendCsv(request: FastifyRequest, reply: FastifyReply, { file, audit, lines }: CsvDownload) {
  const body = await startedStream(inChunks(auditedExport(request, audit, lines)), 1);
  const day = businessDay(new Date(), request.server.config.timeZone);
  // A stream is sent as it comes, never serialised: the operation's string schema only documents the body.
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file}-${day}.csv"`)
    .header('cache-control', 'private, no-store')
    .send(body as unknown as string);
}
