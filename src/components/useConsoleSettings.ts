import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleSettings } from '../../contract/settings';
import { call } from '../../dataProvider/client';
import { readPageSettings } from '../consoleSettings';

/**
 * The server's console settings (publisher name, business time zone): those written into the
 * page, else fetched once per page load.
 */
export const consoleSettingsQuery = queryOptions({
  queryKey: ['console-settings'],
  queryFn: (): Promise<ConsoleSettings> => call('getConsoleSettings'),
  initialData: readPageSettings,
  staleTime: Infinity,
});

export function useConsoleSettings(): ConsoleSettings | undefined {
  return useQuery(consoleSettingsQuery).data;
}
