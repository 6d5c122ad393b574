import { useConsoleSettings } from '../useConsoleSettings';

/** The server's TIME_ZONE (the business day); the browser's own until the settings have loaded. */
export function useBusinessTimeZone(): string {
  return useConsoleSettings()?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
