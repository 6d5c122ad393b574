import net from 'node:net';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, test } from 'vitest';
import { ErrorCode } from '../../contract/errors';
import type { App } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { testApp } from './helpers';

const defaults = loadConfig({ NODE_ENV: 'test' }).load;
const loadSettings = (load: Partial<Config['load']>) => ({ load: { ...defaults, ...load } });

/** Waits (at most 5 s) until under-pressure's latest sample says `pressure`. */
async function untilPressure(app: App, pressure: boolean) {
  for (const deadline = Date.now() + 5000; app.isUnderPressure() !== pressure; await sleep(5)) {
    if (Date.now() > deadline) throw new Error(`under pressure stayed ${!pressure}`);
  }
}

/**
 * Keeps this process's event loop busy (50 ms of work, then a turn for everything queued), so
 * that every sample measures a delay well over 10 ms until `stop` is called.
 */
function busyLoop() {
  let running = true;
  const spin = () => {
    if (!running) return;
    for (const end = Date.now() + 50; Date.now() < end; );
    setImmediate(spin);
  };
  setImmediate(spin);
  return { stop: () => (running = false) };
}

function expectOverloaded(response: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }, retryAfter: string) {
  expect(response.statusCode).toBe(503);
  expect(response.headers['retry-after']).toBe(retryAfter);
  expect(response.json()).toEqual({ message: expect.any(String), errorCode: ErrorCode.OVERLOADED });
}

describe('settings', () => {
  test('defaults, and each from its variable', () => {
    expect(loadConfig({}).load).toMatchObject({
      maxWaitMs: 200,
      maxEventLoopDelayMs: 1000,
      maxHeapUsedBytes: 0,
      maxRssBytes: 0,
      retryAfterSeconds: 5,
      requestTimeoutMs: 10_000,
      receiveTimeoutMs: 300_000,
    });
    // The API tests' own work would count as load (see config.ts).
    expect(defaults).toMatchObject({ maxWaitMs: 0, maxEventLoopDelayMs: 0 });
    const load = loadConfig({
      LOAD_MAX_WAIT_MS: '100',
      LOAD_MAX_EVENT_LOOP_DELAY_MS: '50',
      LOAD_MAX_HEAP_USED_MB: '512',
      LOAD_MAX_RSS_MB: '1024',
      LOAD_RETRY_AFTER_SECONDS: '2',
      REQUEST_TIMEOUT_MS: '3000',
      RECEIVE_TIMEOUT_SECONDS: '60',
    }).load;
    expect(load).toMatchObject({
      maxWaitMs: 100,
      maxEventLoopDelayMs: 50,
      maxHeapUsedBytes: 512 * 1024 * 1024,
      maxRssBytes: 1024 * 1024 * 1024,
      retryAfterSeconds: 2,
      requestTimeoutMs: 3000,
      receiveTimeoutMs: 60_000,
    });
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: 'soon' })).toThrow(/whole number/);
  });
});

/** Status and Retry-After of each raw request, sent on its own connection while this process is blocked. */
async function sentTogether(app: App, paths: string[]): Promise<{ path: string; status: number; retryAfter?: string; body: string }[]> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = new URL(address);
  let accepted = 0;
  app.server.on('connection', () => accepted++);
  const sockets = await Promise.all(
    paths.map(() => new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
      socket.once('error', reject);
    })),
  );
  // Node accepts one connection per turn of the event loop: wait until all are the server's.
  for (const deadline = Date.now() + 5000; accepted < paths.length; await sleep(5)) {
    if (Date.now() > deadline) throw new Error('the server did not accept the connections');
  }
  const answers = sockets.map(
    (socket) => new Promise<string>((resolve) => {
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
    }),
  );
  paths.forEach((path, index) => sockets[index]!.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`));
  // All requests are in the server's sockets before it reads any: one turn reads them all.
  for (const end = Date.now() + 200; Date.now() < end; );
  return (await Promise.all(answers)).map((text, index) => ({
    path: paths[index]!,
    status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]),
    retryAfter: /^retry-after: (\S+)\r$/im.exec(text)?.[1],
    body: text.slice(text.indexOf('\r\n\r\n') + 4),
  }));
}

describe('a request read late in a busy turn of the event loop', () => {
  test('is refused with 503 and Retry-After once LOAD_MAX_WAIT_MS has passed in that turn; /healthz is not', async () => {
    const app = await testApp(loadSettings({ maxWaitMs: 50, retryAfterSeconds: 4 }));
    // An operation (only operations are shed) of 100 ms of work, all within the turn that read the request.
    app.get('/test/busy', { config: { operation: 'busyProbe' } }, () => {
      for (const end = Date.now() + 100; Date.now() < end; );
      return { done: true };
    });
    const answers = await sentTogether(app, ['/test/busy', '/test/busy', '/healthz']);
    const busy = answers.filter((answer) => answer.path === '/test/busy');
    // The first one read is served; the other is read after 100 ms of work in the same turn.
    expect(busy.map((answer) => answer.status).sort()).toEqual([200, 503]);
    const refused = busy.find((answer) => answer.status === 503);
    expect(refused?.retryAfter).toBe('4');
    expect(JSON.parse(refused?.body ?? '')).toEqual({ message: expect.any(String), errorCode: ErrorCode.OVERLOADED });
    expect(answers.find((answer) => answer.path === '/healthz')?.status).toBe(200);

    // Alone in its turn, a request is served.
    expect((await app.inject({ method: 'GET', url: '/test/busy' })).statusCode).toBe(200);
  });
});

describe('over the event-loop delay limit', () => {
  test('a request is refused with 503, Retry-After and the error body; /healthz still answers; then requests are served again', async () => {
    const app = await testApp(loadSettings({ maxEventLoopDelayMs: 10, sampleIntervalMs: 10, retryAfterSeconds: 7 }));
    await app.ready();
    // The start itself (migrations) may have held the loop.
    await untilPressure(app, false);
    expect((await app.inject({ method: 'GET', url: '/data/console-settings' })).statusCode).toBe(200);

    const busy = busyLoop();
    try {
      await untilPressure(app, true);
      expectOverloaded(await app.inject({ method: 'GET', url: '/data/console-settings' }), '7');
      // Refused before authentication: even an API call without a token.
      expectOverloaded(await app.inject({ method: 'POST', url: '/api/orders/list', payload: {} }), '7');
      const health = await app.inject({ method: 'GET', url: '/healthz' });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: 'ok' });
    } finally {
      busy.stop();
    }
    await untilPressure(app, false);
    expect((await app.inject({ method: 'GET', url: '/data/console-settings' })).statusCode).toBe(200);
  });
});

describe('the deadline of an answer', () => {
  test('an answer that has not begun within REQUEST_TIMEOUT_MS is a 503 with Retry-After; a begun stream and an upload are not cut', async () => {
    const app = await testApp(loadSettings({ maxEventLoopDelayMs: 0, requestTimeoutMs: 300, retryAfterSeconds: 3 }));
    app.get('/test/slow', async () => {
      await sleep(3000);
      return { done: true };
    });
    app.get('/test/stream', (_request, reply) => {
      async function* slowly() {
        yield 'begun, ';
        await sleep(500);
        yield 'ended';
      }
      return reply.type('text/plain').send(Readable.from(slowly()));
    });
    app.post('/test/upload', async () => {
      await sleep(500);
      return { received: true };
    });

    const started = Date.now();
    expectOverloaded(await app.inject({ method: 'GET', url: '/test/slow' }), '3');
    expect(Date.now() - started).toBeLessThan(2500);

    const stream = await app.inject({ method: 'GET', url: '/test/stream' });
    expect(stream.statusCode).toBe(200);
    expect(stream.body).toBe('begun, ended');

    const boundary = 'x-boundary';
    const upload = await app.inject({
      method: 'POST',
      url: '/test/upload',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--${boundary}--\r\n`,
    });
    expect(upload.statusCode).toBe(200);
    expect(upload.json()).toEqual({ received: true });
  });
});
