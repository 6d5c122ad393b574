import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canAccess } from '../../../contract/access';
import { liveHeartbeatMs, liveRetryMs } from '../../../contract/liveRules';
import type { LiveEvent } from '../../live/events';
import { bearerToken, userOfToken } from '../../plugins/auth';
import type { SignedInUser } from '../../types';

/**
 * How long a stream remembers the events it replayed for `Last-Event-ID`: a hub may hand one on
 * after the replay (another node's event read a second later on SQLite, or on PostgreSQL by a read
 * that looks 15 s back), and it must not go out twice.
 */
const replayedKeptMs = 20_000;

/** A stream whose reader does not keep up with this much unsent is ended: the browser reconnects and catches up from `Last-Event-ID`. */
const maxUnsentBytes = 1 << 20;

const eventStreamType = 'text/event-stream; charset=utf-8';

/** What the reader may see: the events of an area their role opens, and those meant for them. */
export const mayRead = (user: SignedInUser, event: LiveEvent) =>
  event.userId !== null ? event.userId === user.id : event.area !== null && canAccess(user.role, event.area);

/** Each event's message, written once for all the streams it goes to (a thousand streams, one JSON.stringify). */
const messages = new WeakMap<LiveEvent, string>();
function message(event: LiveEvent): string {
  let text = messages.get(event);
  if (text === undefined) messages.set(event, (text = `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event.data)}\n\n`));
  return text;
}

/**
 * Serves the reader's event stream (Server-Sent Events, docs/api.md "Live updates") on the raw
 * response: first what it missed since `Last-Event-ID` (events raised meanwhile wait, and go out
 * once, after), then every event it may read as the hub hands it on, and a comment line every
 * `liveHeartbeatMs`, at which the session is checked again: the stream ends with it.
 */
export async function serveStream(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  let reader = request.user!;
  const token = bearerToken(request)!;
  const lastEventId = Number(request.headers['last-event-id']);
  const raw = reply.raw;
  if (request.method === 'HEAD') {
    await reply.header('content-type', eventStreamType).header('cache-control', 'no-store').send();
    return;
  }
  reply.hijack();
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': eventStreamType,
    'cache-control': 'no-store',
    // Proxies (nginx) pass each message on at once rather than buffering the answer.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${liveRetryMs}\n\n`);

  let ended = false;
  let waiting: LiveEvent[] | undefined = [];
  const sent = new Set<number>();
  let forget: NodeJS.Timeout | undefined;
  const send = (event: LiveEvent) => {
    if (ended || sent.has(event.id)) return;
    raw.write(message(event));
    if (raw.writableLength > maxUnsentBytes) end();
  };
  const unsubscribe = app.live.subscribe(
    (event) => {
      if (!mayRead(reader, event)) return;
      if (waiting) waiting.push(event);
      else send(event);
    },
    () => end(),
  );
  const beat = () => {
    raw.write(': still here\n\n');
    userOfToken(app, token)
      .then((still) => {
        // A role changed meanwhile decides what the stream sends from now on.
        if (still) reader = still;
        else end();
      })
      .catch((error: unknown) => request.log.warn({ err: error }, 'could not check the session of a live stream'));
  };
  // The first beat at a random point of the period: streams opened together (every browser
  // reconnecting after a restart) would otherwise check their sessions together, a burst of reads
  // that holds every request behind it, at every beat.
  let heartbeat: NodeJS.Timeout = setTimeout(() => {
    beat();
    heartbeat = setInterval(beat, liveHeartbeatMs);
  }, Math.random() * liveHeartbeatMs);
  function end() {
    if (ended) return;
    ended = true;
    clearTimeout(heartbeat);
    clearInterval(heartbeat);
    clearTimeout(forget);
    unsubscribe();
    raw.end();
  }
  raw.on('close', end);

  if (Number.isSafeInteger(lastEventId) && lastEventId >= 0) {
    for (const event of await app.live.since(lastEventId)) {
      if (!mayRead(reader, event)) continue;
      send(event);
      sent.add(event.id);
    }
  }
  const meanwhile = waiting;
  waiting = undefined;
  for (const event of meanwhile) send(event);
  if (sent.size > 0 && !ended) forget = setTimeout(() => sent.clear(), replayedKeptMs).unref();
}
