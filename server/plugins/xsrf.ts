import { createHash, timingSafeEqual } from 'node:crypto';
import type { CookieSerializeOptions } from '@fastify/cookie';
import fp from 'fastify-plugin';
import { ErrorCode } from '../../contract/errors';
import { ApiError } from '../errors';
import { newToken } from '../lib/secrets';

export const xsrfCookie = 'XSRF-TOKEN';
export const xsrfHeader = 'x-xsrf-token';

const stateChanging = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Compares in constant time; hashing first makes both sides the same length. */
function sameToken(a: string, b: string): boolean {
  return timingSafeEqual(sha256(a), sha256(b));
}

export const xsrfRefused = () =>
  new ApiError(403, 'The request lacks the XSRF token of this page. Reload the page and try again.', ErrorCode.XSRF);

/**
 * XSRF double submit (docs/api.md "XSRF"). Any response to a request without the
 * `XSRF-TOKEN` cookie sets one (random, readable by the page's script, SameSite=Strict, Path=/),
 * the console's HTML and the 404 answer included. A POST, PUT, PATCH or DELETE that carries the
 * cookie must carry the same value in the `X-XSRF-TOKEN` header, which another site's page can
 * neither read nor send, or it is refused with 403 errorCode 104. Requests without the cookie
 * (API clients, the mobile app) are not affected. Runs before authentication.
 */
export default fp(
  async (app) => {
    const cookieOptions: CookieSerializeOptions = {
      path: '/',
      sameSite: 'strict',
      httpOnly: false,
      secure: app.config.publicUrl.startsWith('https:'),
    };
    app.addHook('onRequest', async (request, reply) => {
      const cookie = request.cookies[xsrfCookie];
      if (!cookie) {
        reply.setCookie(xsrfCookie, newToken(), cookieOptions);
        return;
      }
      if (!stateChanging.has(request.method)) return;
      const header = request.headers[xsrfHeader];
      if (typeof header !== 'string' || !sameToken(header, cookie)) throw xsrfRefused();
    });
  },
  { name: 'xsrf', dependencies: ['@fastify/cookie'] },
);
