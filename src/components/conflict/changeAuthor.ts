import type { AuditEntry } from '../../../contract/audit';

/**
 * Who made the change that refused the save, as the conflict dialog names them in its title and
 * its text alike: the user themself (in another window), the system, another person, or nobody
 * known (no audit entry).
 */
export type ChangeAuthor = 'you' | 'system' | 'other' | 'unknown';

export function changeAuthor(lastChange: AuditEntry | null, userId: string | number | undefined): ChangeAuthor {
  if (!lastChange) return 'unknown';
  const { actor } = lastChange;
  if (!actor) return 'system';
  return userId != null && actor.id != null && String(actor.id) === String(userId) ? 'you' : 'other';
}
