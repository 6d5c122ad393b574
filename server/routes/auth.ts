import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRecord, loginRequest, loginResponse, otpValidateRequest } from '../../contract/auth';
import { ErrorCode } from '../../contract/errors';
import type { AdminRole } from '../../contract/enums';
import { ApiError } from '../errors';
import { checkCode, issueCode } from '../lib/loginCodes';
import { errorResponses, noAuth, optionalBearerAuth } from '../lib/openapi';
import { perEmailLimit, perIpLimit } from '../lib/rateLimits';
import { decoyHash, verifySecret } from '../lib/secrets';
import { createSession, revokeSession } from '../lib/sessions';
import { bearerToken } from '../plugins/auth';

const codeRefusals = {
  none: new ApiError(401, 'This code is no longer valid. Sign in again to get a new code.', ErrorCode.CODE_EXPIRED),
  expired: new ApiError(401, 'This code has expired. Sign in again to get a new code.', ErrorCode.CODE_EXPIRED),
  exhausted: new ApiError(429, 'Too many wrong codes. Sign in again to get a new code.', ErrorCode.TOO_MANY_CODE_ATTEMPTS),
  wrong: new ApiError(401, 'The code is not correct.', ErrorCode.INVALID_CODE, { otp: 'The code is not correct.' }),
};
const blocked = () => new ApiError(403, 'This account is blocked. Please contact an administrator.', ErrorCode.ACCOUNT_BLOCKED);

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app;
  const limits = config.rateLimit;
  const perEmail = perEmailLimit(app, {
    max: limits.loginPerEmail,
    scope: 'login',
    email: (request) => (request.body as { email: string }).email,
    refusal: 'Too many sign-in attempts for this e-mail.',
  });

  const findStaff = (email: string) =>
    db
      .selectFrom('users')
      .select(['id', 'role', 'name', 'password_hash', 'blocked_at'])
      .where('email', '=', email)
      .where('role', 'is not', null)
      .executeTakeFirst();

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      onRequest: perIpLimit(app, { max: limits.loginPerIp, scope: 'login' }),
      preHandler: perEmail,
      schema: {
        tags: ['auth'],
        summary: 'Checks e-mail and password, then e-mails a 6-digit sign-in code',
        security: noAuth,
        body: loginRequest,
        response: { 200: loginResponse, ...errorResponses(400, 401, 403, 429, 500) },
      },
    },
    async (request) => {
      const { email, password } = request.body;
      const user = await findStaff(email);
      const matches = await verifySecret(password, user?.password_hash ?? decoyHash);
      if (!user || !user.password_hash || !matches) {
        throw new ApiError(401, 'The e-mail or password is not correct.', ErrorCode.INVALID_CREDENTIALS);
      }
      if (user.blocked_at) throw blocked();
      const code = await issueCode(db, user.id, config.codeTtlMs);
      await mailer.send({
        to: email,
        subject: `Your sign-in code: ${code}`,
        text: `Hello ${user.name},\n\nYour code to sign in to the ${config.publisherName} console is ${code}.\nIt is valid for 5 minutes. If you did not try to sign in, change your password.\n`,
      });
      return { otpRequired: true as const };
    },
  );

  app.post(
    '/auth/otp/validate',
    {
      config: { access: 'public' },
      onRequest: perIpLimit(app, { max: limits.codePerIp, scope: 'otp' }),
      schema: {
        tags: ['auth'],
        summary: 'Exchanges the e-mailed code for the stored login record',
        security: noAuth,
        body: otpValidateRequest,
        response: { 200: loginRecord, ...errorResponses(400, 401, 403, 429, 500) },
      },
    },
    async (request) => {
      const { email, otp } = request.body;
      const user = await findStaff(email);
      if (!user || user.role === null) throw codeRefusals.none;
      const result = await checkCode(db, user.id, otp);
      if (result !== 'valid') throw codeRefusals[result];
      if (user.blocked_at) throw blocked();
      const token = await createSession(db, user.id, config.sessionTtlMs);
      return { id: user.id, role: user.role as AdminRole, access_token: token };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Ends the session of the Bearer token, if any',
        description: 'An empty-body call: no body, with or without `Content-Type: application/json`. Always 204.',
        security: optionalBearerAuth,
        response: { 204: z.null().describe('Signed out'), ...errorResponses(403, 500) },
      },
    },
    async (request, reply) => {
      const token = bearerToken(request);
      if (token) await revokeSession(db, token);
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
