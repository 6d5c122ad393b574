/** The active window of a banner or an alert, as stored: enabled flag, start, optional end. */
export interface StoredWindow {
  status: string;
  start_at: string;
  end_at: string | null;
}

/** Enabled, started, and not ended at `at`. */
export function isActive(row: StoredWindow, at: Date): boolean {
  const now = at.getTime();
  return row.status === 'E' && Date.parse(row.start_at) <= now && (row.end_at === null || Date.parse(row.end_at) > now);
}
