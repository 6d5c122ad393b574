import { useQuery } from '@tanstack/react-query';
import type { ConsoleSettings } from '../../contract/settings';
import { call } from '../../dataProvider/client';

/** The server's console settings (publisher name, business time zone), fetched once per page load. */
export function useConsoleSettings(): ConsoleSettings | undefined {
  const { data } = useQuery({
    queryKey: ['console-settings'],
    queryFn: (): Promise<ConsoleSettings> => call('getConsoleSettings'),
    staleTime: Infinity,
  });
  return data;
}
