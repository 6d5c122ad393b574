import fs from 'node:fs';
import path from 'node:path';
import autoload from '@fastify/autoload';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import analyticsRollups from './areas/analytics/plugin';
import type { Config } from './config';
import type { Db } from './db';
import { requestForLog } from './lib/logRedaction';
import { openApiTransform, openApiTransformObject } from './lib/openapi';
import { databaseStore } from './lib/rateLimitStore';
import auth from './plugins/auth';
import dbPlugin from './plugins/db';
import errors, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import loadShedding from './plugins/loadShedding';
import mail from './plugins/mail';
import auditRetention from './plugins/auditRetention';
import payments from './plugins/payments';
import jobs, { type JobsOptions } from './plugins/jobs';
import live from './plugins/live';
import declarations from './plugins/declarations';
import finders from './plugins/finders';
import rbac from './plugins/rbac';
import secondFactorGate from './plugins/secondFactorGate';
import consoleBuild from './plugins/consoleBuild';
import security, { docsPolicy } from './plugins/security';
import storableText from './plugins/storableText';
import storage from './plugins/storage';
import xsrf from './plugins/xsrf';
import './types';

export interface BuildOptions {
  /** A database already opened (tests on PostgreSQL schemas); by default one is opened from config. */
  db?: Db;
  /** Job kinds and retry timings of tests (server/plugins/jobs.ts). */
  jobs?: JobsOptions;
}

/** The whole API (and the console build, when present), used by main.ts and by the tests. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel, stream: config.logStream, serializers: { req: requestForLog } },
    bodyLimit: 1024 * 1024,
    // Behind load balancers (TRUST_PROXY), request.ip is the client's: per-IP limits count clients, not balancers.
    trustProxy: config.trustProxy ?? false,
    // `/api/feed/` and `/api/feed` are one route: some paths end in a slash, and a client may leave it out.
    routerOptions: { ignoreTrailingSlash: true },
    // A client gets RECEIVE_TIMEOUT_SECONDS to send its whole request, uploads included (README "Overload").
    requestTimeout: config.load.receiveTimeoutMs,
    // What the router and Node's HTTP parser refuse answers {message, errorCode} too (docs/api.md "Errors").
    frameworkErrors,
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Calls sent with an empty body are accepted with or without `Content-Type: application/json`
  // (fetch clients such as the console's set it on every POST); the body is then undefined.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, String(body), done),
  );
  app.decorate('config', config);

  // Before any hook of the others: every answer, refused or not, carries the browser protections.
  await app.register(security);
  await app.register(errors);
  // First of the hooks: a refused request costs nothing more (README "Overload").
  await app.register(loadShedding);
  // Answers of 1 KB or more go out in brotli or gzip to a client that accepts either (README
  // "Compression"); the console build's own precompressed copies are sent as they are. Request
  // bodies are taken as sent: a compressed one would slip past the body limit until inflated.
  await app.register(compress, { encodings: ['br', 'gzip'], globalDecompression: false });
  await app.register(dbPlugin, { db: options.db });
  await app.register(mail);
  await app.register(auditRetention);
  await app.register(storage);
  await app.register(payments);
  await app.register(jobs, options.jobs ?? {});
  await app.register(live);
  await app.register(finders);
  // At ready, once the route modules have told their bulk actions and finders: every declared resource has them.
  await app.register(declarations);
  // Cookies are parsed, and the XSRF token checked, before authentication looks at the request.
  await app.register(cookie);
  await app.register(xsrf);
  await app.register(auth);
  // A session restricted to enrolling a second factor reaches nothing else (errorCode 121).
  await app.register(secondFactorGate);
  // Before every route's schema: no NUL or lone surrogate reaches a database (docs/api.md "Errors").
  await app.register(storableText);
  // Before any plugin that adds routes (the docs UI included), so that every route is recorded.
  await app.register(rbac);
  await app.register(swagger, {
    openapi: {
      info: {
        title: `${config.publisherName} console API`,
        version: '1.0.0',
        description: [
          'Routes under `/api` need the Bearer token of a session (`POST /auth/login`, then `POST /auth/otp/validate`).',
          'Every failure is JSON `{message, errorCode?, fieldErrors?}`; docs/api.md lists the error codes.',
          'A POST, PUT, PATCH or DELETE that carries the `XSRF-TOKEN` cookie must repeat its value in the',
          '`X-XSRF-TOKEN` header, or it is refused with 403 (errorCode 104); requests without the cookie are not affected.',
          'Lists are `POST .../list` with filters and `paginationRequest: {page, size, sortBy?, sortDirection?}`,',
          'answering `{content, totalElements, page, size}`; a filter key the list does not know is a 400 naming it.',
          'A NUL or a lone UTF-16 surrogate in any text (path, query, body) is a 400 whose `fieldErrors` names the field.',
        ].join(' '),
      },
      // Relative: the API is at the same address as this document, wherever it is served.
      servers: [{ url: '/', description: 'This console' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: openApiTransform,
    transformObject: openApiTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: docsPolicy });
  // Counters in the database, so that every API node counts the same hits (lib/rateLimitStore.ts).
  await app.register(rateLimit, {
    global: false,
    store: databaseStore(app.db, {
      onSweepError: (error) => app.log.warn({ err: error }, 'could not delete expired rate-limit counters'),
    }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many attempts. Try again in ${context.after}.`,
    }),
  });

  // Uploads (server/lib/uploads.ts): one file per request, capped; a route may lower the cap.
  await app.register(multipart, { limits: { files: 1, fileSize: config.uploadMaxImageBytes } });

  // After the migrations: the analytics roll-ups follow TIME_ZONE before any route reads them.
  await app.register(analyticsRollups);
  // One module per area, each binding the operations of its contract (docs/architecture.md): a new
  // area's routes.ts is found there (areas/<area>/routes.ts, as in fastify's own demo; no prefix:
  // the operations' paths are whole). The server runs its TypeScript through tsx, a loader
  // autoload does not detect by itself: its documented switch says so.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(autoload, { dir: path.join(import.meta.dirname, 'areas'), indexPattern: /^routes\.ts$/, dirNameRoutePrefix: false });

  if (config.staticDir && fs.existsSync(config.staticDir)) await app.register(consoleBuild, { root: config.staticDir });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
