import { use } from 'react';
import type { AuditEntry, AuditResource } from '../../contract/audit';
import { resourceDefinitions } from '../../resources';
import type { ResourceDefinition } from '../../resources/types';
import type { FieldFormats } from '../components/fieldValues';

/** The console resource whose records an audit resource names (its definition's `audit`). */
export const definitionOfAudit = (resource: AuditResource): ResourceDefinition | undefined =>
  resourceDefinitions.find((definition) => definition.audit === resource);

let formats: ReadonlyMap<AuditResource, FieldFormats> | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads, once, how every audited resource's field values read: as its console resource shows them
 * (its definition's `values`); the staff, whom two resources list (admins, editors), as
 * resources/staff shows them. Each is a small chunk of its own, out of the first load.
 */
export function loadAuditValues(): Promise<void> {
  loading ??= Promise.all([
    import('../../resources/staff/staffValues').then((module) => ['staff', module.staffValues] as const),
    ...resourceDefinitions.flatMap((definition) =>
      definition.audit && definition.values ? [definition.values().then((values) => [definition.audit!, values] as const)] : [],
    ),
  ]).then((loaded) => {
    formats = new Map(loaded);
  });
  return loading;
}

/** Suspends the audit view calling it until the resources' value formats are loaded (loadAuditValues). */
export function useAuditValues(): void {
  if (!formats) use(loadAuditValues());
}

/** How an audit resource's field values read, once loaded (useAuditValues); undefined: as they are. */
export const valuesOfAudit = (resource: AuditResource): FieldFormats | undefined => formats?.get(resource);

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
