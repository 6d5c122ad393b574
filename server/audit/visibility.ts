import { mayListStaff } from '../../contract/accessRules';
import type { AuditEntry } from '../../contract/audit';
import { AdminRole } from '../../contract/enums';

/** Who reads the audit log: the signed-in staff member. */
export interface AuditReader {
  id: number;
  role: number;
}

/** Whether `reader` sees who a staff member of `actorRole` is beyond their name: one they may list, or themselves. */
const seesInFull = (reader: AuditReader, actor: { id: number | null; role?: number | null }) =>
  actor.role == null || actor.id === reader.id || mayListStaff(reader.role, [actor.role]);

/**
 * An entry as `reader` may see it (docs/api.md "Audit log"): an actor whose role the reader may
 * not list (contract/accessRules.ts `mayListStaff`) is shown by id and name only, without their
 * e-mail, role or the IP address they acted from. Every reading of the log goes through it: the
 * list, the export and a 412's `lastChange`.
 */
export function entryForReader(entry: AuditEntry, reader: AuditReader): AuditEntry {
  const { actor } = entry;
  if (!actor || seesInFull(reader, actor)) return entry;
  return { ...entry, actor: { id: actor.id, name: actor.name }, ip: null };
}

/** The staff roles whose e-mail addresses `reader` may search the log by (`q`). */
export const searchableActorRoles = (reader: AuditReader): AdminRole[] =>
  [AdminRole.SUPER_ADMIN, AdminRole.ADMIN, AdminRole.EDITOR].filter((role) => mayListStaff(reader.role, [role]));
