import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Area } from '../../contract/access';
import { type AuditAction, type AuditActor, type AuditChange, type AuditResource, auditAreaOf } from '../../contract/audit';
import { AdminRole } from '../../contract/enums';
import type { Database } from '../db/schema';
import type { ReceivedFile } from '../lib/uploads';
import { raiseLiveEvent } from '../live/events';
import { keepRevision } from '../revisions/keep';
import { followWindowEnd } from '../editorial/windowEnds';
import { auditValue, fileChange } from './changes';

/** Who made a change and from where: the signed-in staff member of a request, or the system. */
export interface AuditContext {
  actor: AuditActor | null;
  ip: string | null;
  requestId: string | null;
  /** The background job the change is part of (its entry's `jobId`). */
  jobId?: number;
  /** The API token the actor made the change with (its entry's `actorToken`, docs/api.md "API tokens"). */
  token?: { id: number; name: string } | null;
}

/** The context of a request: its signed-in staff member (or `actor`, for a sign-in), its IP and id. */
export function auditContextOf(request: FastifyRequest, actor?: AuditActor): AuditContext {
  const { user } = request;
  return {
    actor: actor ?? (user && { id: user.id, name: user.name, email: user.email, role: user.role }),
    ip: request.ip ?? null,
    requestId: String(request.id),
    // A sign-in names its own actor: no token is part of it.
    token: !actor && user?.token ? { id: user.token.id, name: user.token.name } : null,
  };
}

/** The system itself (a retention purge). */
export const systemContext: AuditContext = { actor: null, ip: null, requestId: null };

export interface AuditInput {
  action: AuditAction;
  resource: AuditResource;
  recordId?: string | number | null;
  label?: string | null;
  changes?: AuditChange[];
  reason?: string | null;
  details?: Record<string, unknown> | null;
  /**
   * Entries about a staff member: their role, which decides who may read the entry (an admin's
   * only a SUPER_ADMIN). Required for `staff`.
   */
  subjectRole?: number | null;
  /** Who may read the entry when the resource alone does not say (a saved view: its list's area). */
  area?: Area;
  /** The record before and after the change, when the writer has them: an editorial record's revision (server/revisions/). */
  versions?: { before?: object; after: object };
}

/** Who may read an entry: the record's area, or for a staff member that of their role. */
export function areaOf(resource: AuditResource, subjectRole?: number | null): Area {
  if (resource !== 'staff') return auditAreaOf[resource];
  return subjectRole === AdminRole.EDITOR ? 'editors' : 'admins';
}

const labelLength = 300;

/**
 * Writes one audit entry with `db`, which is the transaction of the change it records: the entry
 * and the change commit or roll back together (docs/api.md "Audit log").
 */
export async function writeAudit(
  db: Kysely<Database>,
  context: AuditContext | FastifyRequest,
  input: AuditInput,
): Promise<void> {
  const { actor, ip, requestId, jobId, token } = 'actor' in context ? context : auditContextOf(context);
  const label = input.label ? String(input.label).slice(0, labelLength) : null;
  const area = input.area ?? areaOf(input.resource, input.subjectRole);
  await db
    .insertInto('audit_entries')
    .values({
      at: new Date().toISOString(),
      actor_id: actor?.id ?? null,
      actor_name: actor?.name ?? null,
      actor_email: actor?.email ?? null,
      actor_role: actor?.role ?? null,
      action: input.action,
      resource: input.resource,
      area,
      record_id: input.recordId == null ? null : String(input.recordId),
      label,
      changes: JSON.stringify(input.changes ?? []),
      reason: input.reason ?? null,
      details: input.details ? JSON.stringify(auditValue(input.details)) : null,
      ip,
      request_id: requestId,
      job_id: jobId ?? null,
      actor_token_id: token?.id ?? null,
      actor_token_name: token?.name ?? null,
    })
    .execute();
  // Told to the console's live streams (docs/api.md "Live updates"); a job's steps are told by the job's own progress.
  if (jobId === undefined) {
    const recordId = input.recordId == null ? null : String(input.recordId);
    const who = actor?.id == null ? null : { id: actor.id, name: actor.name };
    await raiseLiveEvent(db, { kind: 'change', area, data: { resource: input.resource, recordId, action: input.action, actor: who, label } });
  }
  // Every change of an editorial record keeps a revision of it, as it keeps an entry (docs/api.md "Revisions").
  await keepRevision(db, { ...input, ...input.versions, actorId: actor?.id ?? null });
  // A banner's or alert's window end follows its state and its end (docs/api.md "Editorial workflow").
  await followWindowEnd(db, input.resource, input.recordId, { actorId: actor?.id ?? undefined, ip, requestId });
}

/**
 * The audit step of a file swap (swapFileColumn in server/lib/storedFiles.ts): the upload of
 * `file`, or its removal when null, as a change of `field` on the record, labelled from the record
 * in the transaction; nothing when there was no file to remove.
 */
export function fileSwapAudit(
  request: FastifyRequest,
  what: { resource: AuditResource; id: number; field: string; file: ReceivedFile | null; label: (trx: Kysely<Database>) => Promise<string> },
) {
  return async (trx: Kysely<Database>, previous: string | null): Promise<void> => {
    const { file } = what;
    if (!file && !previous) return;
    await writeAudit(trx, request, {
      action: file ? 'uploadFile' : 'removeFile',
      resource: what.resource,
      recordId: what.id,
      label: await what.label(trx),
      changes: [fileChange(what.field, previous, file)],
    });
  };
}
