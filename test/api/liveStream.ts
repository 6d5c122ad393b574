import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

/** One message of an event stream. */
export interface StreamMessage {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/**
 * Reads the event stream at `url` as a browser would (Server-Sent Events), keeping its messages
 * as they arrive; `next` waits for one that matches. The tests' reader of docs/api.md "Live updates".
 */
export async function openStream(url: string, token: string, lastEventId?: number) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  // node:http on a connection of its own rather than fetch: once a fetch is aborted, Node's fetch
  // opens a spare connection to the server, which then holds the server's close until it times out.
  const request = http.get(url, { headers, agent: false });
  const answer = await new Promise<http.IncomingMessage>((resolve, reject) => request.once('response', resolve).once('error', reject));
  const response = new Response(null, {
    status: answer.statusCode,
    headers: Object.entries(answer.headers).flatMap(([name, value]) => [value ?? []].flat().map((one): [string, string] => [name, one])),
  });
  const messages: StreamMessage[] = [];
  let ended = false;
  let buffer = '';
  answer.setEncoding('utf8');
  answer.on('data', (value: string) => {
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) => block.split('\n').find((line) => line.startsWith(`${name}: `))?.slice(name.length + 2);
      const event = field('event');
      if (event) messages.push({ id: Number(field('id')), event, data: JSON.parse(field('data') ?? '{}') as Record<string, unknown> });
    }
  });
  // Ended by the server, or by `close`.
  answer.once('close', () => (ended = true));
  answer.once('error', () => undefined);
  request.on('error', () => undefined);
  return {
    response,
    messages,
    get ended() {
      return ended;
    },
    close: () => request.destroy(),
    /** The first message (from the start) that matches, within `timeoutMs`. */
    async next(matches: (message: StreamMessage) => boolean, timeoutMs = 5_000): Promise<StreamMessage> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(matches);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`No such message within ${timeoutMs} ms; got ${JSON.stringify(messages)}`);
        await sleep(20);
      }
    },
  };
}
