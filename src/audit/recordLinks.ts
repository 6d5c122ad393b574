import { use, useCallback } from 'react';
import type { AuditEntry, AuditResource } from '../../contract/audit';
import type { FieldFormat, FieldFormats } from '../components/fieldValues';
import type { ResourceDefinition } from '../definitions/types';
import { useDefinitions } from '../definitions/useDefinitions';

let formats: ReadonlyMap<AuditResource, FieldFormats> | undefined;
let loading: Promise<void> | undefined;
const nothingYet = Promise.resolve();

/** A place in the editorial lifecycle (an item's `state`, a pending change's `change`), in words. */
const lifecycleValue: FieldFormat = (value, { translate }) =>
  typeof value === 'string' ? translate(`app.editorial.states.${value}`, { _: value }) : null;

/** What the editorial steps record besides the record's own fields: its state, and its pending change's. */
const editorialValues: FieldFormats = { state: lifecycleValue, change: lifecycleValue };

/**
 * Loads, once, how every audited resource's field values read: as its console resource shows them
 * (its definition's `values`; the staff's, whom two resources list, from the first), with the
 * lifecycle's states in words for an editorial one. Each is a small chunk of its own, out of the
 * first load.
 */
export function loadAuditValues(definitions: readonly ResourceDefinition[]): Promise<void> {
  // Before react-admin has registered the resources: nothing to load yet, and nothing kept.
  if (definitions.length === 0) return nothingYet;
  loading ??= Promise.all(
    definitions.flatMap((definition) =>
      definition.audit && definition.values
        ? [definition.values().then((values) => [definition.audit!, definition.editorial ? { ...editorialValues, ...values } : values] as const)]
        : [],
    ),
  ).then((loaded) => {
    formats = new Map(loaded.reverse());
  });
  return loading;
}

/** Suspends the audit view calling it until the resources' value formats are loaded (loadAuditValues). */
export function useAuditValues(): void {
  const definitions = useDefinitions();
  if (!formats) use(loadAuditValues(definitions));
}

/** How an audit resource's field values read, once loaded (useAuditValues); undefined: as they are. */
export const valuesOfAudit = (resource: AuditResource): FieldFormats | undefined => formats?.get(resource);

/** The console resource whose records an audit resource names: the first definition whose `audit` it is. */
export const definitionOfAudit = (definitions: readonly ResourceDefinition[], resource: AuditResource): ResourceDefinition | undefined =>
  definitions.find((definition) => definition.audit === resource);

/** definitionOfAudit over the resources react-admin knows. */
export function useDefinitionOfAudit(): (resource: AuditResource) => ResourceDefinition | undefined {
  const definitions = useDefinitions();
  return useCallback((resource) => definitionOfAudit(definitions, resource), [definitions]);
}

/**
 * The console page of an entry's record: its edit page, or its show page when it has none
 * (`/feeds/41`, `/orders/5/show`), or where its definition opens it (a layout's screen). None for
 * an entry without a record (an export), a kind of record without a page (staff), or a record
 * known to be deleted.
 */
export function recordPathOf(
  definitions: readonly ResourceDefinition[],
  entry: Pick<AuditEntry, 'resource' | 'recordId'>,
  deleted?: ReadonlySet<string>,
): string | undefined {
  const definition = definitionOfAudit(definitions, entry.resource);
  if (!definition || entry.recordId === null || deleted?.has(`${entry.resource}:${entry.recordId}`)) return undefined;
  if (definition.recordPath) return definition.recordPath(entry.recordId);
  const id = encodeURIComponent(entry.recordId);
  if (definition.edit) return `/${definition.name}/${id}`;
  if (definition.show) return `/${definition.name}/${id}/show`;
  return undefined;
}

/** recordPathOf over the resources react-admin knows. */
export function useRecordPathOf(): (entry: Pick<AuditEntry, 'resource' | 'recordId'>, deleted?: ReadonlySet<string>) => string | undefined {
  const definitions = useDefinitions();
  return useCallback((entry, deleted) => recordPathOf(definitions, entry, deleted), [definitions]);
}

/** The records deleted by one of these entries (`resource:recordId`): their other entries link nowhere. */
export const deletedRecords = (entries: readonly Pick<AuditEntry, 'action' | 'resource' | 'recordId'>[]): Set<string> =>
  new Set(entries.filter((entry) => entry.action === 'delete').map((entry) => `${entry.resource}:${entry.recordId}`));
