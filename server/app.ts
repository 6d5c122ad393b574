import fs from 'node:fs';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Db } from './db';
import auth from './plugins/auth';
import dbPlugin from './plugins/db';
import errors from './plugins/errors';
import mail from './plugins/mail';
import rbac from './plugins/rbac';
import storage from './plugins/storage';
import authRoutes from './routes/auth';
import healthRoutes from './routes/health';
import settingsRoutes from './routes/settings';
import userRoutes from './routes/users';
import './types';

export interface BuildOptions {
  /** A database already opened (tests on PostgreSQL schemas); by default one is opened from config. */
  db?: Db;
}

/** The whole API (and the console build, when present), used by main.ts and by the tests. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errors);
  await app.register(dbPlugin, { db: options.db });
  await app.register(mail);
  await app.register(storage);
  await app.register(auth);
  // Before any plugin that adds routes (the docs UI included), so that every route is recorded.
  await app.register(rbac);
  await app.register(swagger, {
    openapi: {
      info: { title: `${config.publisherName} console API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await app.register(cookie);
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many attempts. Try again in ${context.after}.`,
    }),
  });

  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(userRoutes);

  if (config.staticDir && fs.existsSync(config.staticDir)) {
    await app.register(fastifyStatic, { root: config.staticDir, wildcard: false });
  }
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
