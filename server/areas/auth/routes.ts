import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode } from '../../../contract/errors';
import type { AdminRole } from '../../../contract/enums';
import { operations } from '../../../contract/operations';
import { writeAccountAudit } from '../accounts/audit';
import { findStaff, upgradePasswordHash } from '../accounts/queries';
import { ApiError } from '../../errors';
import { checkCode, codeDecoy, issueCode } from '../../lib/loginCodes';
import { route } from '../../lib/route';
import { perEmailLimit, perIpLimit } from '../../lib/rateLimits';
import { staffMail } from '../../mail/staffMail';
import { decoyHash, hashSecret, needsRehash, verifySecret } from '../../lib/secrets';
import { revokeSession } from '../../lib/sessions';
import { bearerToken } from '../../plugins/auth';
import { issueSignInChallenge } from '../secondFactors/challenges';
import { openSignedInSession } from '../secondFactors/signIn';
import { signInMethodsOf } from '../secondFactors/store';
import { coded } from '../../../contract/apiMessages';

const codeRefusals = {
  none: new ApiError(401, 'This code is no longer valid. Sign in again to get a new code.', ErrorCode.CODE_EXPIRED),
  expired: new ApiError(401, 'This code has expired. Sign in again to get a new code.', ErrorCode.CODE_EXPIRED),
  exhausted: new ApiError(429, 'Too many wrong codes. Sign in again to get a new code.', ErrorCode.TOO_MANY_CODE_ATTEMPTS),
  wrong: new ApiError(401, 'The code is not correct.', ErrorCode.INVALID_CODE, { otp: coded('code_wrong') }),
};
const blocked = () => new ApiError(403, 'This account is blocked. Please contact an administrator.', ErrorCode.ACCOUNT_BLOCKED);

/** Sign-in and sign-out (contract/auth.ts); the queries are in server/areas/accounts/. */
const authRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app;
  const limits = config.rateLimit;
  const perEmail = perEmailLimit(app, {
    max: limits.loginPerEmail,
    scope: 'login',
    email: (request) => (request.body as { email: string }).email,
    refusal: 'Too many sign-in attempts for this e-mail.',
  });
  // Made at start-up at the configured cost, so that the first unknown e-mail takes no longer than the next.
  const decoy = await decoyHash(config.scryptCost);
  await codeDecoy();

  route(
    app,
    operations.requestLoginCode,
    async (request) => {
      const { email, password } = request.body;
      const user = await findStaff(db, email);
      const matches = await verifySecret(password, user?.password_hash ?? decoy);
      if (!user || !user.password_hash || !matches) {
        throw new ApiError(401, 'The e-mail or password is not correct.', ErrorCode.INVALID_CREDENTIALS);
      }
      // A hash made at a lower cost (an older SCRYPT_COST) is replaced now that the password is known.
      if (needsRehash(user.password_hash, config.scryptCost)) {
        await upgradePasswordHash(db, user.id, user.password_hash, await hashSecret(password, config.scryptCost));
      }
      if (user.blocked_at) throw blocked();
      // Someone with a passkey or an authenticator app uses it instead of an e-mailed code.
      const methods = await signInMethodsOf(db, user.id);
      if (methods.length > 0) {
        return { otpRequired: true as const, secondFactor: { challenge: await issueSignInChallenge(db, user.id, config.codeTtlMs), methods } };
      }
      const code = await issueCode(db, user.id, config.codeTtlMs);
      // Queued before the answer, so that a node stopping just after it loses no code; delivered at once.
      await mailer.send(
        staffMail(
          'sign-in-code',
          { email, locale: user.locale },
          { name: user.name, publisher: config.publisherName, code },
          new Date(Date.now() + config.codeTtlMs).toISOString(),
        ),
      );
      return { otpRequired: true as const };
    },
    { onRequest: perIpLimit(app, { max: limits.loginPerIp, scope: 'login' }), preHandler: perEmail },
  );

  route(
    app,
    operations.validateLoginCode,
    async (request) => {
      const { email, otp } = request.body;
      const found = await findStaff(db, email);
      // An unknown address or a customer has no code, and is checked all the same (checkCode).
      const user = found?.role != null ? found : undefined;
      const result = await checkCode(db, user?.id, otp);
      if (result !== 'valid' || !user) throw codeRefusals[result === 'valid' ? 'none' : result];
      if (user.blocked_at) throw blocked();
      // A role that requires a second factor warns, or restricts the session to enrolment (docs/api.md "Second factors").
      return openSignedInSession(db, request, config.sessionTtlMs, { id: user.id, role: user.role as AdminRole }, 'email');
    },
    { onRequest: perIpLimit(app, { max: limits.codePerIp, scope: 'otp' }) },
  );

  route(app, operations.logout, async (request, reply) => {
    const token = bearerToken(request);
    if (token) await revokeSession(db, token, (trx, userId) => writeAccountAudit(trx, request, userId, { action: 'signOut' }));
    return reply.code(204).send(null);
  });
};

export default authRoutes;
