import type { EventSource as EventSourceType } from 'eventsource';
import { type LiveEventData, type LiveEventKind, liveEventKinds } from '../contract/liveRules';
import { authHeaders } from './authHeaders';
import { urlOf } from './client';

/**
 * The console's one event stream (docs/api.md "Live updates"), shared by every part that listens:
 * opened when the first listener comes, a moment after (the page's own calls go first), closed
 * a while after the last one leaves (so that moving from page to page keeps it). A browser's
 * EventSource cannot send the Bearer token, so the stream is read with the `eventsource` package,
 * whose requests carry the same headers as every other call; it reconnects by itself, sending
 * `Last-Event-ID`, and the server sends what was missed.
 */

export type LiveListener = <K extends LiveEventKind>(kind: K, data: LiveEventData[K]) => void;

const listeners = new Set<LiveListener>();
const statusListeners = new Set<(open: boolean) => void>();
let source: EventSourceType | undefined;
let opening: ReturnType<typeof setTimeout> | undefined;
let closing: ReturnType<typeof setTimeout> | undefined;
let open = false;

/** How long after the first listener the stream opens, and after the last leaves it closes. */
const openAfterMs = 1_000;
const closeAfterMs = 30_000;

function setOpen(value: boolean) {
  if (open === value) return;
  open = value;
  for (const listener of statusListeners) listener(value);
}

async function connect() {
  opening = undefined;
  if (source || listeners.size === 0 || !authHeaders().Authorization) return;
  const { EventSource } = await import('eventsource');
  if (source || listeners.size === 0) return;
  const stream = new EventSource(urlOf('streamLiveEvents'), {
    // The token of now: a stream reconnecting after a new sign-in carries the new one.
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, ...authHeaders() } }),
  });
  stream.addEventListener('open', () => setOpen(true));
  stream.addEventListener('error', () => {
    setOpen(false);
    // Refused (signed out, a 401): it does not try again; the next listener opens a new one.
    if (stream.readyState === stream.CLOSED && source === stream) source = undefined;
  });
  for (const kind of liveEventKinds) {
    stream.addEventListener(kind, (event) => {
      const data = JSON.parse(event.data) as LiveEventData[typeof kind];
      for (const listener of listeners) listener(kind, data);
    });
  }
  source = stream;
}

function close() {
  closing = undefined;
  if (listeners.size > 0) return;
  source?.close();
  source = undefined;
  setOpen(false);
}

/** Listens to every live event until the function it answers is called. */
export function listenLive(listener: LiveListener): () => void {
  listeners.add(listener);
  clearTimeout(closing);
  closing = undefined;
  if (!source && !opening) opening = setTimeout(() => void connect(), openAfterMs);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && !closing) closing = setTimeout(close, closeAfterMs);
  };
}

/** Whether the stream is open now, and each change of it until the function it answers is called. */
export function watchLiveStatus(listener: (open: boolean) => void): () => void {
  statusListeners.add(listener);
  listener(open);
  return () => statusListeners.delete(listener);
}
