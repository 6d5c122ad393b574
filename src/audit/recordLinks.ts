import type { AuditEntry, AuditResource } from '../../contract/audit';
import { resourceDefinitions } from '../../resources';
import { staffValues } from '../../resources/staff/staffValues';
import type { ResourceDefinition } from '../../resources/types';
import type { FieldFormats } from '../components/fieldValues';

/** The console resource whose records an audit resource names (its definition's `audit`). */
export const definitionOfAudit = (resource: AuditResource): ResourceDefinition | undefined =>
  resourceDefinitions.find((definition) => definition.audit === resource);

/**
 * How an audit resource's field values read: as its console resource shows them (its definition's
 * `values`); the staff, whom two resources list (admins, editors), as resources/staff shows them.
 */
export const valuesOfAudit = (resource: AuditResource): FieldFormats | undefined =>
  resource === 'staff' ? staffValues : definitionOfAudit(resource)?.values;

/**
 * The console page of an entry's record: its edit page, or its show page when it has none
 * (`/feeds/41`, `/orders/5/show`). None for an entry without a record (an export), a kind of
 * record without a page (staff, the layout), or a record known to be deleted.
 */
export function recordPathOf(entry: Pick<AuditEntry, 'resource' | 'recordId'>, deleted?: ReadonlySet<string>): string | undefined {
  const definition = definitionOfAudit(entry.resource);
  if (!definition || entry.recordId === null || deleted?.has(`${entry.resource}:${entry.recordId}`)) return undefined;
  const id = encodeURIComponent(entry.recordId);
  if (definition.edit) return `/${definition.name}/${id}`;
  if (definition.show) return `/${definition.name}/${id}/show`;
  return undefined;
}

/** The records deleted by one of these entries (`resource:recordId`): their other entries link nowhere. */
export const deletedRecords = (entries: readonly Pick<AuditEntry, 'action' | 'resource' | 'recordId'>[]): Set<string> =>
  new Set(entries.filter((entry) => entry.action === 'delete').map((entry) => `${entry.resource}:${entry.recordId}`));
