import { useMemo } from 'react';
import { resourceDefinitions } from '../../../resources';
import { type ListDefaults, listPageSize } from '../../../resources/types';
import { useBusinessTimeZone } from '../dateRange/useBusinessTimeZone';

/**
 * How the list of `resource` opens: its definition's `listDefaults` in the business time zone, 25
 * a page unless they say otherwise. The entry fetches the same first page early
 * (src/preloadList.ts): the two read one declaration.
 */
export function useListDefaults(resource: string | undefined): Partial<ListDefaults> & { perPage: number } {
  const timeZone = useBusinessTimeZone();
  return useMemo(() => {
    const defaults = resourceDefinitions.find((definition) => definition.name === resource)?.listDefaults?.({ timeZone });
    return { ...defaults, perPage: defaults?.perPage ?? listPageSize };
  }, [resource, timeZone]);
}
