import { expect } from 'vitest';
import type { AuditEntry, AuditListRequest, AuditResource } from '../../contract/audit';
import type { App } from '../../server/app';
import { toAuditEntry } from '../../server/audit/queries';
import { bearer } from './helpers';

/** The audit entries of one record, newest first, read from the database (no access rule). */
export async function entriesOf(app: App, resource: AuditResource, recordId: string | number | null): Promise<AuditEntry[]> {
  let query = app.db.selectFrom('audit_entries').selectAll().where('resource', '=', resource);
  query = recordId === null ? query.where('record_id', 'is', null) : query.where('record_id', '=', String(recordId));
  return (await query.orderBy('id', 'desc').execute()).map(toAuditEntry);
}

/** The newest audit entry of one record (fails the test when there is none). */
export async function lastEntryOf(app: App, resource: AuditResource, recordId: string | number | null): Promise<AuditEntry> {
  const [entry] = await entriesOf(app, resource, recordId);
  expect(entry, `an audit entry of ${resource} ${recordId}`).toBeDefined();
  return entry!;
}

/** Every audit entry, the newest first (to show that a refused change left none). */
export async function allAuditEntries(app: App): Promise<AuditEntry[]> {
  return (await app.db.selectFrom('audit_entries').selectAll().orderBy('id', 'desc').execute()).map(toAuditEntry);
}

/** `POST /api/audit/list` as a staff member: the page answered. */
export async function auditPage(app: App, token: string, body: AuditListRequest = {}) {
  const response = await app.inject({ method: 'POST', url: '/api/audit/list', headers: bearer(token), payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ content: AuditEntry[]; totalElements: number; page: number; size: number }>();
}
