import { useCallback } from 'react';
import type { ResourceDefinition } from './types';
import { useDefinitions } from './useDefinitions';

/**
 * Where a record of `resource` opens: its definition's `recordPath` (a layout: its screen on the
 * layout page), else its edit page `/<resource>/<id>`.
 */
export function recordPathIn(definitions: readonly ResourceDefinition[], resource: string, id: string | number): string {
  const definition = definitions.find((candidate) => candidate.name === resource);
  return definition?.recordPath?.(String(id)) ?? `/${resource}/${encodeURIComponent(id)}`;
}

/** recordPathIn over the resources react-admin knows. */
export function useRecordPath(): (resource: string, id: string | number) => string {
  const definitions = useDefinitions();
  return useCallback((resource, id) => recordPathIn(definitions, resource, id), [definitions]);
}
