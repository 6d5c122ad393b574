import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode } from '../../../contract/errors';
import { operations } from '../../../contract/operations';
import { forgotPasswordMessage } from '../../../contract/passwords';
import { writeAccountAudit } from './audit';
import { newPasswordProblems } from './passwordRules';
import { findResettableStaff, findUserEmail, markEmailVerified, setPasswordFromLink } from './queries';
import { ApiError, badRequest } from '../../errors';
import { accountTokenTtlMs, findAccountToken, issueAccountToken, spendAccountToken } from '../../lib/accountTokens';
import { perEmailLimit, perIpLimit } from '../../lib/rateLimits';
import { staffMail } from '../../mail/staffMail';
import { route } from '../../lib/route';
import { hashSecret } from '../../lib/secrets';
import { flagChange } from '../staff/audit';

/** The window (ms) in which a forgotten password's work runs after its answer. */
const forgotJitterMs = 250;

const linkInvalid = (what: string) =>
  new ApiError(400, `This link has expired or has already been used. ${what}`, ErrorCode.LINK_INVALID);
const invitationInvalid = () => linkInvalid('Ask an administrator for a new invitation.');
const resetInvalid = () => linkInvalid('Ask for a new link on the "Forgot password" page.');

/**
 * The public account pages' calls (contract/auth.ts): e-mail verification, password setup and
 * reset, forgotten password; the queries are in server/areas/accounts/.
 */
const accountRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app;
  const limits = config.rateLimit;

  route(
    app,
    operations.verifyEmail,
    async (request) => {
      const { userId: id, token } = request.params;
      const found = await findAccountToken(db, token, ['verify-email']);
      if (!found || found.userId !== id || !(await spendAccountToken(db, found.id))) throw invitationInvalid();
      await db.transaction().execute(async (trx) => {
        if (!(await markEmailVerified(trx, id, new Date().toISOString()))) return;
        await writeAccountAudit(trx, request, id, { action: 'update', changes: [flagChange('emailVerified', true)] });
      });
      return { token: await issueAccountToken(db, id, 'password-setup') };
    },
    { onRequest: perIpLimit(app, { max: limits.codePerIp, scope: 'email-verification' }) },
  );

  route(
    app,
    operations.resetPassword,
    async (request, reply) => {
      const { token, password } = request.body;
      const found = await findAccountToken(db, token, ['password-setup', 'password-reset']);
      const invalid = found?.purpose === 'password-setup' ? invitationInvalid : resetInvalid;
      const user = found && (await findUserEmail(db, found.userId));
      if (!found || !user) throw invalid();
      const [problem] = newPasswordProblems(password, user.email);
      if (problem) throw badRequest('Some fields are not valid', { password: problem });
      const passwordHash = await hashSecret(password, config.scryptCost);
      if (!(await spendAccountToken(db, found.id))) throw invalid();
      // The link's purpose tells an invitation accepted from a forgotten password; never the link itself.
      await setPasswordFromLink(db, user.id, passwordHash, (trx) =>
        writeAccountAudit(trx, request, user.id, { action: 'resetPassword', details: { via: found.purpose } }),
      );
      return reply.code(204).send(null);
    },
    { onRequest: perIpLimit(app, { max: limits.codePerIp, scope: 'password-reset' }) },
  );

  const forgotPerEmail = perEmailLimit(app, {
    max: limits.forgotPerEmail,
    scope: 'forgot',
    email: (request) => (request.query as { email: string }).email,
    refusal: 'Too many requests for this e-mail.',
  });

  route(
    app,
    operations.requestPasswordReset,
    async (request, reply) => {
      // Everything that depends on the address runs after the answer, which so takes the same
      // time for a known and an unknown one (docs/api.md "Mail"), and at a random moment within
      // the next quarter second: the work for a known address (a link issued, an e-mail queued
      // and written) would otherwise slow the very next request, which a client could time.
      mailer.sendAfter(reply, async () => {
        await sleep(randomInt(forgotJitterMs));
        const user = await findResettableStaff(db, request.query.email);
        if (!user) return undefined;
        const token = await issueAccountToken(db, user.id, 'password-reset');
        return staffMail(
          'password-reset',
          user,
          { name: user.name, publisher: config.publisherName, link: `${config.publicUrl}/#/reset-password/${token}` },
          new Date(Date.now() + accountTokenTtlMs['password-reset']).toISOString(),
        );
      });
      return reply.code(202).send({ message: forgotPasswordMessage });
    },
    { onRequest: perIpLimit(app, { max: limits.loginPerIp, scope: 'forgot' }), preHandler: forgotPerEmail },
  );
};

export default accountRoutes;
