import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { email } from '../../contract/auth';
import { ErrorCode } from '../../contract/errors';
import {
  emailVerificationResponse,
  forgotPasswordMessage,
  forgotPasswordResponse,
  passwordProblems,
  passwordResetRequest,
} from '../../contract/passwords';
import { userId } from '../../contract/users';
import { ApiError, badRequest } from '../errors';
import { findAccountToken, issueAccountToken, spendAccountToken, voidAccountTokens } from '../lib/accountTokens';
import { errorResponses, noAuth } from '../lib/openapi';
import { perEmailLimit, perIpLimit } from '../lib/rateLimits';
import { hashSecret } from '../lib/secrets';
import { revokeUserSessions } from '../lib/sessions';

const linkInvalid = (what: string) =>
  new ApiError(400, `This link has expired or has already been used. ${what}`, ErrorCode.LINK_INVALID);
const invitationInvalid = () => linkInvalid('Ask an administrator for a new invitation.');
const resetInvalid = () => linkInvalid('Ask for a new link on the "Forgot password" page.');

/** The public account pages' calls: e-mail verification, password setup and reset, forgotten password. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, config, mailer } = app;
  const limits = config.rateLimit;

  app.post(
    '/auth/email-verification/:userId/:token',
    {
      config: { access: 'public' },
      onRequest: perIpLimit(app, { max: limits.codePerIp, scope: 'email-verification' }),
      schema: {
        tags: ['auth'],
        summary: "Verifies a staff member's e-mail from the invitation link; answers a single-use password-setup token",
        description:
          'An empty-body call. The invitation link works once and for 7 days; the password-setup token it answers works once and for 1 hour (`POST /auth/password/reset`). An expired, used or unknown link is a 400 with errorCode 116.',
        security: noAuth,
        params: z.object({ userId, token: z.string().min(1).max(200) }),
        response: { 200: emailVerificationResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const { userId: id, token } = request.params;
      const found = await findAccountToken(db, token, ['verify-email']);
      if (!found || found.userId !== id || !(await spendAccountToken(db, found.id))) throw invitationInvalid();
      const now = new Date().toISOString();
      await db.updateTable('users').set({ email_verified_at: now }).where('id', '=', id).where('email_verified_at', 'is', null).execute();
      return { token: await issueAccountToken(db, id, 'password-setup') };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      config: { access: 'public' },
      onRequest: perIpLimit(app, { max: limits.codePerIp, scope: 'password-reset' }),
      schema: {
        tags: ['auth'],
        summary: 'Sets a password with a password-setup token (invitation) or a password-reset token (forgot password)',
        description:
          'Each token works once and for 1 hour. Sets the password, marks the e-mail verified and ends every session of the user. A weak password is a 400 with fieldErrors.password (the token stays usable); an expired, used or unknown token a 400 with errorCode 116.',
        security: noAuth,
        body: passwordResetRequest,
        response: { 204: z.null().describe('Password set'), ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      const found = await findAccountToken(db, token, ['password-setup', 'password-reset']);
      const invalid = found?.purpose === 'password-setup' ? invitationInvalid : resetInvalid;
      const user = found && (await db.selectFrom('users').select(['id', 'email']).where('id', '=', found.userId).executeTakeFirst());
      if (!found || !user) throw invalid();
      const [problem] = passwordProblems(password, user.email);
      if (problem) throw badRequest('Some fields are not valid', { password: problem });
      const passwordHash = await hashSecret(password);
      if (!(await spendAccountToken(db, found.id))) throw invalid();
      const now = new Date().toISOString();
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', user.id).execute();
        await trx.updateTable('users').set({ email_verified_at: now }).where('id', '=', user.id).where('email_verified_at', 'is', null).execute();
        await voidAccountTokens(trx, user.id, ['password-setup', 'password-reset']);
        await revokeUserSessions(trx, user.id);
      });
      return reply.code(204).send(null);
    },
  );

  const forgotPerEmail = perEmailLimit(app, {
    max: limits.forgotPerEmail,
    scope: 'forgot',
    email: (request) => (request.query as { email: string }).email,
    refusal: 'Too many requests for this e-mail.',
  });

  app.post(
    '/auth/users/password/forgot',
    {
      config: { access: 'public' },
      onRequest: perIpLimit(app, { max: limits.loginPerIp, scope: 'forgot' }),
      preHandler: forgotPerEmail,
      schema: {
        tags: ['auth'],
        summary: 'E-mails a password-reset link to a staff account; the same 202 answer whether or not the e-mail is known',
        description:
          'An empty-body call with the e-mail in the query. A staff account that is not blocked gets `PUBLIC_URL/#/reset-password/{token}` (valid 1 hour, once; a new request voids the previous link). Rate-limited per IP and per e-mail.',
        security: noAuth,
        querystring: z.object({ email }),
        response: { 202: forgotPasswordResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request, reply) => {
      const user = await db
        .selectFrom('users')
        .select(['id', 'name', 'email'])
        .where('email', '=', request.query.email)
        .where('role', 'is not', null)
        .where('blocked_at', 'is', null)
        .executeTakeFirst();
      if (user) {
        const token = await issueAccountToken(db, user.id, 'password-reset');
        await mailer.send({
          to: user.email,
          subject: `Reset your ${config.publisherName} console password`,
          text: [
            `Hello ${user.name},`,
            '',
            'Someone (hopefully you) asked to reset the password of your console account. Open this link to choose a new password:',
            '',
            `${config.publicUrl}/#/reset-password/${token}`,
            '',
            'The link is valid for 1 hour and works once. If you did not ask for it, ignore this message: your password stays as it is.',
            '',
          ].join('\n'),
        });
      }
      return reply.code(202).send({ message: forgotPasswordMessage });
    },
  );
};

export default accountRoutes;
