import { useQuery } from '@tanstack/react-query';
import type { ConsoleSettings } from '../../contract/settings';

/** The server's console settings (publisher name, business time zone), fetched once per page load. */
export function useConsoleSettings(): ConsoleSettings | undefined {
  const { data } = useQuery({
    queryKey: ['console-settings'],
    queryFn: async (): Promise<ConsoleSettings> => (await fetch('/data/console-settings')).json(),
    staleTime: Infinity,
  });
  return data;
}
