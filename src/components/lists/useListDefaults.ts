import { useMemo } from 'react';
import { type ListDefaults, listPageSize } from '../../definitions/types';
import { useDefinition } from '../../definitions/useDefinitions';
import { useBusinessTimeZone } from '../dateRange/useBusinessTimeZone';

/**
 * How the list of `resource` opens: its definition's `listDefaults` in the business time zone, 25
 * a page unless they say otherwise. The entry fetches the same first page early
 * (src/shell/preloadList.ts): the two read one declaration.
 */
export function useListDefaults(resource: string | undefined): Partial<ListDefaults> & { perPage: number } {
  const timeZone = useBusinessTimeZone();
  const listDefaults = useDefinition(resource)?.listDefaults;
  return useMemo(() => {
    const defaults = listDefaults?.({ timeZone });
    return { ...defaults, perPage: defaults?.perPage ?? listPageSize };
  }, [listDefaults, timeZone]);
}
