import type { JobStatus } from './jobs';

/**
 * Live updates (docs/api.md "Live updates"), without zod: what the console's event stream sends
 * and the timings both sides keep. The stream is Server-Sent Events; each message's `event:` is the
 * kind, its `id:` the event's number (sent back as `Last-Event-ID` on reconnection), its `data:`
 * one of the JSON objects below.
 */

/** A record was changed: created, saved, deleted, moved through a step (every audited change). */
export interface LiveChange {
  resource: string;
  recordId: string | null;
  action: string;
  /** Who changed it; null for the system (a scheduled publication, a payment provider's answer). */
  actor: { id: number; name: string } | null;
  label: string | null;
}

/** A job of the reader's moved on or ended (only its author reads it). */
export interface LiveJob {
  jobId: number;
  status: JobStatus;
  done: number;
  failed: number;
  total: number | null;
}

/** Someone opened or left a record's edit page. */
export interface LivePresence {
  resource: string;
  recordId: string;
  user: { id: number; name: string };
  present: boolean;
}

export interface LiveEventData {
  change: LiveChange;
  job: LiveJob;
  presence: LivePresence;
}
export type LiveEventKind = keyof LiveEventData;
export const liveEventKinds = ['change', 'job', 'presence'] as const satisfies readonly LiveEventKind[];

/** How long events are kept for a reconnection's `Last-Event-ID`: a browser back within this misses nothing. */
export const liveReplayMs = 5 * 60_000;
/** A comment line this often keeps an idle stream open through proxies, and ends it when its session has. */
export const liveHeartbeatMs = 25_000;
/** How soon a browser reconnects after its stream drops (the stream's `retry:`). */
export const liveRetryMs = 2_000;
/** An edit page says it is still open this often; a presence not renewed within `presenceTtlMs` has left. */
export const presenceRenewMs = 20_000;
export const presenceTtlMs = 60_000;
