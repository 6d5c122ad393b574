import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConsoleSettings } from '../../contract/settings';
import { call } from '../../dataProvider/client';

/** The server's console settings (publisher name, business time zone), fetched once per page load. */
export const consoleSettingsQuery = queryOptions({
  queryKey: ['console-settings'],
  queryFn: (): Promise<ConsoleSettings> => call('getConsoleSettings'),
  staleTime: Infinity,
});

export function useConsoleSettings(): ConsoleSettings | undefined {
  return useQuery(consoleSettingsQuery).data;
}
