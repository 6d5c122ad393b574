import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode } from '../../contract/errors';
import { ApiError } from '../errors';

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
    keyGenerator: (request) => `${options.scope}:${options.email(request)}`,
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
