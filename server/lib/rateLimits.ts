import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors';
import { ApiError } from '../errors';

/*
 * The counters live in the database (rateLimitStore.ts), one row per key, shared by every limiter:
 * each limiter puts its own scope in its keys (`login:ip:...`, `login:email:...`), so two limits
 * on the same IP or address never count each other's hits.
 */

/** A limit per client IP and window (an onRequest hook), counted apart from every other limit. */
export function perIpLimit(app: FastifyInstance, options: { max: number; scope: string }) {
  return app.rateLimit({
    max: options.max,
    timeWindow: app.config.rateLimit.windowMs,
    // The plugin's default key (the IP, IPv6 by its /64 subnet), scoped.
    keyGenerator: (request) => `${options.scope}:ip:${normalizeIP(request.ip)}`,
  });
}

/**
 * A limit per e-mail address, run as a preHandler so the address is read from the parsed
 * request. A manual check (createRateLimit), because a second `app.rateLimit` hook on a route is
 * skipped once the per-IP one has run for the request.
 */
export function perEmailLimit(
  app: FastifyInstance,
  options: { max: number; scope: string; email: (request: FastifyRequest) => string; refusal: string },
) {
  const check = app.createRateLimit({
    max: options.max,
    timeWindow: app.config.rateLimit.windowMs,
    keyGenerator: (request) => `${options.scope}:email:${options.email(request)}`,
  });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await check(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    const minutes = Math.max(1, Math.ceil(limit.ttl / 60_000));
    reply.header('retry-after', limit.ttlInSeconds);
    throw new ApiError(
      429,
      `${options.refusal} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      ErrorCode.RATE_LIMITED,
    );
  };
}
