import underPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../contract/errors';
import { operations } from '../../contract/operations';
import { ApiError } from '../errors';

const overloadedMessage = 'The server is busy. Please try again in a few seconds.';

/** Uploads are read in their handlers, at the client's pace: bounded by RECEIVE_TIMEOUT_SECONDS, not the deadline. */
const isUpload = (request: FastifyRequest) => /^multipart\//i.test(request.headers['content-type'] ?? '');

/**
 * Overload (README "Overload", docs/api.md "Overload"): a request read late in a busy turn of the
 * event loop, and every request while the loop's mean delay (or the memory) is over its limit, is
 * refused at once with 503, errorCode 118 and `Retry-After`, before the hooks that read the
 * database (auth, rbac), so the requests taken are served in time and the refused ones cost next
 * to nothing; `/healthz` and files (the console, media, the docs) never are. Every answer must also begin within REQUEST_TIMEOUT_MS of the
 * request's arrival, else it is a 503 as well; a streamed answer that has begun is not cut.
 */
export default fp(
  async (app) => {
    const { load } = app.config;
    const retryAfter = String(load.retryAfterSeconds);

    // Only API operations are shed. The load balancer's health check keeps its answer (a busy node
    // is alive, only full), and files (the console's build, media, the API docs) cost next to
    // nothing: refusing them would break a page half-loaded.
    const healthCheck = operations.checkHealth.path;
    const exempt = (url: string | undefined, operation: string | undefined) => operation === undefined || url === healthCheck;
    app.addHook('onRoute', (route) => {
      if (exempt(route.url, route.config?.operation)) route.config = { ...route.config, pressureHandler: () => undefined };
    });
    // The start's own work (migrations, demo data) holds the loop: what the samples saw before
    // the app was ready is not load, so refusals begin two sample intervals after. (Read from the
    // clock, not a timer: a timer may fire after a sample in the same turn, and let a request by.)
    let readyAt = Infinity;
    const armed = () => performance.now() - readyAt >= 2 * load.sampleIntervalMs;
    app.addHook('onReady', (done) => {
      readyAt = performance.now();
      done();
    });
    const overloaded = () => new ApiError(503, overloadedMessage, ErrorCode.OVERLOADED);

    // A request is handled, up to its answer on SQLite, in the turn of the event loop that read
    // it, after all those read before it in that turn: under load, a turn holds a request from
    // every busy connection, and the last ones wait for all the others. Past LOAD_MAX_WAIT_MS
    // into a turn, the rest of the turn is refused, cheaply, so a turn (and so any accepted
    // request's wait) stays short however many connections there are.
    if (load.maxWaitMs > 0) {
      let turnStart: number | undefined;
      const endTurn = () => (turnStart = undefined);
      app.addHook('onRequest', (request, reply, done) => {
        const now = performance.now();
        if (turnStart === undefined) {
          turnStart = now;
          // Runs once this turn's I/O callbacks are done (the check phase).
          setImmediate(endTurn);
        } else if (now - turnStart > load.maxWaitMs && !exempt(request.routeOptions.url, request.routeOptions.config.operation)) {
          reply.header('Retry-After', retryAfter);
          done(overloaded());
          return;
        }
        done();
      });
    }
    await app.register(underPressure, {
      maxEventLoopDelay: load.maxEventLoopDelayMs,
      maxHeapUsedBytes: load.maxHeapUsedBytes,
      maxRssBytes: load.maxRssBytes,
      sampleInterval: load.sampleIntervalMs,
      // A rejection goes to the error handler: the project's body, status 503.
      pressureHandler: async (_request, reply) => {
        if (!armed()) return;
        reply.header('Retry-After', retryAfter);
        throw overloaded();
      },
    });

    if (load.requestTimeoutMs <= 0) return;
    const deadlines = new WeakMap<FastifyRequest, NodeJS.Timeout>();
    const clear = (request: FastifyRequest) => {
      clearTimeout(deadlines.get(request));
      deadlines.delete(request);
    };
    app.addHook('onRequest', (request, reply, done) => {
      if (!isUpload(request)) {
        const timer = setTimeout(() => {
          deadlines.delete(request);
          if (reply.sent || reply.raw.headersSent || request.raw.destroyed) return;
          request.log.info({ deadlineMs: load.requestTimeoutMs }, 'answer did not begin in time');
          // The handler may still finish; its late answer is dropped by Fastify (a logged warning).
          void reply.header('Retry-After', retryAfter).send(overloaded());
        }, load.requestTimeoutMs);
        deadlines.set(request, timer);
      }
      done();
    });
    // The answer has begun (a stream goes on at its own pace): the deadline is met.
    app.addHook('onSend', (request, _reply, payload, done) => {
      clear(request);
      done(null, payload);
    });
    app.addHook('onResponse', (request, _reply, done) => {
      clear(request);
      done();
    });
    app.addHook('onRequestAbort', (request, done) => {
      clear(request);
      done();
    });
  },
  { name: 'loadShedding' },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** under-pressure's handler for this route, when it is over a limit (`/healthz`: admitted). */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply, type: string, value: number | undefined) => Promise<void> | void;
  }
}
