import { useMemo } from 'react';
import { useResourceDefinition, useResourceDefinitions } from 'react-admin';
import type { ResourceDefinition } from './types';

/**
 * What the shell hands each react-admin `<Resource>` as its `options` (src/shell/App.tsx): the
 * console's definition of it. Shared components read a resource's facts through react-admin's
 * resource definitions, never from the list of definitions, which sits above them.
 */
export type ResourceOptions = { definition: ResourceDefinition };

/** The console's definition of `resource` (the resource in context when not given). */
export function useDefinition(resource?: string): ResourceDefinition | undefined {
  return useResourceDefinition<ResourceOptions>(resource === undefined ? undefined : { resource }).options?.definition;
}

/** Every resource's console definition, in the shell's order. */
export function useDefinitions(): ResourceDefinition[] {
  const definitions = useResourceDefinitions<ResourceOptions>();
  return useMemo(() => Object.values(definitions).flatMap(({ options }) => (options?.definition ? [options.definition] : [])), [definitions]);
}
