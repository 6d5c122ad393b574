import type { Alert } from '../../contract/alerts';

export type AlertWindowState = 'active' | 'scheduled' | 'ended' | 'disabled';

/** Where an alert stands now; the server's `active` decides "Active now", the times the rest. */
export function alertWindowState(alert: Pick<Alert, 'active' | 'status' | 'startAt'>, now = Date.now()): AlertWindowState {
  if (alert.active) return 'active';
  if (alert.status === 'D') return 'disabled';
  return Date.parse(alert.startAt) > now ? 'scheduled' : 'ended';
}
