import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { adminRoleName, adminRoles, type AdminRole } from '../../../contract/enums';
import { ErrorCode } from '../../../contract/errors';
import { operations } from '../../../contract/operations';
import type { SecondFactors } from '../../../contract/secondFactors';
import { writeAudit } from '../../audit/record';
import type { Db } from '../../db';
import { ApiError, badRequest, conflict, notFound } from '../../errors';
import { perIpLimit } from '../../lib/rateLimits';
import { route } from '../../lib/route';
import { writeAccountAudit } from '../accounts/audit';
import { writeUserAudit } from '../staff/audit';
import { countTry, keepWebauthnChallenge, openChallenge, openRegistration, openSignInChallenge, spendChallenge } from './challenges';
import { recoveryCodeUsedMail, secondFactorsResetMail } from './mail';
import { makeRecoveryCodes, spendRecoveryCode, storeRecoveryCodes } from './recoveryCodes';
import { openSignedInSession } from './signIn';
import {
  confirmedTotpOf,
  factorCount,
  graceEndOf,
  liftEnrolmentOnly,
  passkeysOf,
  removeAllFactors,
  secondFactorsOf,
} from './store';
import { newTotpSecret, totpStep } from './totp';
import { fromBase64url, relyingParty, toBase64url, transportsOf } from './webauthn';
import { coded } from '../../../contract/apiMessages';

const wrongCode = () => new ApiError(401, 'The code is not correct.', ErrorCode.INVALID_CODE, { code: coded('code_wrong') });
const passkeyRefused = () =>
  new ApiError(401, 'This passkey was not accepted. Try again, or use another way to sign in.', ErrorCode.INVALID_CODE, {
    credential: coded('passkey_refused'),
  });
const blocked = () => new ApiError(403, 'This account is blocked. Please contact an administrator.', ErrorCode.ACCOUNT_BLOCKED);
const lastFactorKept = () =>
  conflict('Your role requires two-step sign-in: add another passkey or an authenticator app before removing this one.');

/** The signed-in person of an `account` operation. */
const personOf = (request: FastifyRequest) => request.user!;

/**
 * Second factors (contract/secondFactors.ts, docs/api.md "Second factors"): the second step of
 * sign-in, one's own enrolment from the profile, each role's requirement and a member's reset.
 */
const secondFactorRoutes: FastifyPluginAsync = async (app) => {
  const { db, config, mailer } = app;
  const rp = relyingParty(config);
  const limited = { onRequest: perIpLimit(app, { max: config.rateLimit.codePerIp, scope: 'second-factor' }) };

  /** The open challenge of a second step, one try counted; a blocked account is refused once it is right. */
  const challengeFor = async (token: string) => {
    const found = await openSignInChallenge(db, token);
    await countTry(db, found.id);
    return found;
  };
  const completeSignIn = async (request: FastifyRequest, challenge: Awaited<ReturnType<typeof openSignInChallenge>>, method: 'passkey' | 'totp' | 'recovery') => {
    await spendChallenge(db, challenge.id);
    if (challenge.blocked_at) throw blocked();
    return openSignedInSession(db, request, config.sessionTtlMs, { id: challenge.userId, role: challenge.role }, method);
  };

  route(
    app,
    operations.passkeySignInOptions,
    async (request) => {
      const challenge = await openSignInChallenge(db, request.body.challenge);
      const passkeys = await passkeysOf(db, challenge.userId);
      const options = await generateAuthenticationOptions({
        rpID: rp.rpID,
        allowCredentials: passkeys.map((passkey) => ({ id: passkey.credential_id, transports: transportsOf(passkey.transports) })),
        userVerification: 'preferred',
      });
      await keepWebauthnChallenge(db, challenge.id, options.challenge);
      return options;
    },
    limited,
  );

  route(
    app,
    operations.verifyPasskeySignIn,
    async (request) => {
      const { credential } = request.body;
      const challenge = await challengeFor(request.body.challenge);
      const passkey = (await passkeysOf(db, challenge.userId)).find((candidate) => candidate.credential_id === credential.id);
      if (!passkey || !challenge.webauthn_challenge) throw passkeyRefused();
      const verification = await verifyAuthenticationResponse({
        response: credential,
        expectedChallenge: challenge.webauthn_challenge,
        expectedOrigin: rp.origin,
        expectedRPID: rp.rpID,
        credential: {
          id: passkey.credential_id,
          publicKey: fromBase64url(passkey.public_key),
          counter: Number(passkey.counter),
          transports: transportsOf(passkey.transports),
        },
        requireUserVerification: false,
      }).catch(() => undefined);
      if (!verification?.verified) throw passkeyRefused();
      await db
        .updateTable('passkeys')
        .set({ counter: verification.authenticationInfo.newCounter, last_used_at: new Date().toISOString() })
        .where('id', '=', passkey.id)
        .execute();
      return completeSignIn(request, challenge, 'passkey');
    },
    limited,
  );

  route(
    app,
    operations.verifyTotpSignIn,
    async (request) => {
      const challenge = await challengeFor(request.body.challenge);
      const totp = await confirmedTotpOf(db, challenge.userId);
      const step = totp && totpStep(totp.secret, request.body.code, totp.last_step);
      if (!totp || step === undefined) throw wrongCode();
      // The step is kept before the session opens: the same code never signs in twice.
      const kept = await db
        .updateTable('totp_secrets')
        .set({ last_step: step, last_used_at: new Date().toISOString() })
        .where('user_id', '=', challenge.userId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      if (kept.numUpdatedRows !== 1n) throw wrongCode();
      return completeSignIn(request, challenge, 'totp');
    },
    limited,
  );

  route(
    app,
    operations.verifyRecoveryCode,
    async (request) => {
      const challenge = await challengeFor(request.body.challenge);
      if (!(await spendRecoveryCode(db, challenge.userId, request.body.code))) throw wrongCode();
      const record = await completeSignIn(request, challenge, 'recovery');
      const left = await db.transaction().execute(async (trx) => {
        const remaining = await trx
          .selectFrom('recovery_codes')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('user_id', '=', challenge.userId)
          .where('used_at', 'is', null)
          .executeTakeFirstOrThrow();
        await writeAccountAudit(trx, request, challenge.userId, { action: 'useRecoveryCode', details: { left: Number(remaining.count) } });
        await mailer.send(recoveryCodeUsedMail(config, challenge, Number(remaining.count), request.ip), { db: trx });
        return Number(remaining.count);
      });
      request.log.info({ user: challenge.userId, left }, 'recovery code used');
      return record;
    },
    limited,
  );

  route(app, operations.getSecondFactors, async (request) => secondFactorsOf(db, personOf(request)));

  route(app, operations.startPasskeyRegistration, async (request) => {
    const user = personOf(request);
    const passkeys = await passkeysOf(db, user.id);
    const options = await generateRegistrationOptions({
      rpName: rp.rpName,
      rpID: rp.rpID,
      userName: user.email,
      userDisplayName: user.name,
      userID: new TextEncoder().encode(`staff-${user.id}`),
      attestationType: 'none',
      excludeCredentials: passkeys.map((passkey) => ({ id: passkey.credential_id, transports: transportsOf(passkey.transports) })),
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
    });
    await openChallenge(db, user.id, 'passkey-registration', config.codeTtlMs, { webauthn_challenge: options.challenge });
    return options;
  });

  /** After a factor was added in `trx`: recovery codes for a first factor, and the session's restriction lifted. */
  const afterEnrolment = async (trx: Db, request: FastifyRequest, hadFactor: boolean, codes: { codes: string[]; hashes: string[] } | undefined) => {
    const user = personOf(request);
    if (!hadFactor && codes) {
      await storeRecoveryCodes(trx, user.id, codes.hashes);
      await writeAccountAudit(trx, request, user.id, { action: 'newRecoveryCodes' });
    }
    await liftEnrolmentOnly(trx, user.sessionId);
  };
  const answer = async (request: FastifyRequest, recoveryCodes?: string[]): Promise<SecondFactors> => {
    const user = personOf(request);
    const status = await secondFactorsOf(db, { ...user, enrolmentOnly: false });
    return recoveryCodes ? { ...status, recoveryCodes } : status;
  };

  route(app, operations.finishPasskeyRegistration, async (request, reply) => {
    const user = personOf(request);
    const { name, credential } = request.body;
    const registration = await openRegistration(db, user.id);
    if (!registration?.webauthn_challenge) throw conflict('This passkey registration has expired. Add the passkey again.');
    const verification = await verifyRegistrationResponse({
      response: credential,
      expectedChallenge: registration.webauthn_challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    }).catch(() => undefined);
    if (!verification?.verified) throw badRequest('This passkey could not be verified', { credential: coded('passkey_unverified') });
    const { credential: made } = verification.registrationInfo;
    const known = await db.selectFrom('passkeys').select('id').where('credential_id', '=', made.id).executeTakeFirst();
    if (known) throw conflict('This passkey is already registered.');
    const hadFactor = (await factorCount(db, user.id)) > 0;
    const codes = hadFactor ? undefined : await makeRecoveryCodes();
    await db.transaction().execute(async (trx) => {
      await spendChallenge(trx, registration.id);
      await trx
        .insertInto('passkeys')
        .values({
          user_id: user.id,
          credential_id: made.id,
          public_key: toBase64url(made.publicKey),
          counter: made.counter,
          transports: (made.transports ?? credential.response.transports ?? []).join(','),
          name,
          created_at: new Date().toISOString(),
          last_used_at: null,
        })
        .execute();
      await writeAccountAudit(trx, request, user.id, { action: 'addSecondFactor', details: { method: 'passkey', name } });
      await afterEnrolment(trx, request, hadFactor, codes);
    });
    return reply.code(201).send(await answer(request, codes?.codes));
  });

  /** Removes one factor in a transaction, refused when it is the last and the role requires one. */
  const removeFactor = async (request: FastifyRequest, remove: (trx: Db) => Promise<boolean>, details: Record<string, unknown>) => {
    const user = personOf(request);
    const required = (await graceEndOf(db, user.role)) !== undefined;
    await db.transaction().execute(async (trx) => {
      const count = await factorCount(trx, user.id);
      if (!(await remove(trx))) throw notFound('No such second factor');
      if (required && count <= 1) throw lastFactorKept();
      if (count <= 1) await trx.deleteFrom('recovery_codes').where('user_id', '=', user.id).execute();
      await writeAccountAudit(trx, request, user.id, { action: 'removeSecondFactor', details });
    });
    return answer(request);
  };

  route(app, operations.removePasskey, async (request) => {
    const user = personOf(request);
    const passkey = await db.selectFrom('passkeys').select('name').where('id', '=', request.params.id).where('user_id', '=', user.id).executeTakeFirst();
    return removeFactor(
      request,
      async (trx) => Number((await trx.deleteFrom('passkeys').where('id', '=', request.params.id).where('user_id', '=', user.id).executeTakeFirst()).numDeletedRows) === 1,
      { method: 'passkey', name: passkey?.name },
    );
  });

  route(app, operations.startTotpEnrolment, async (request) => {
    const user = personOf(request);
    if (await confirmedTotpOf(db, user.id)) throw conflict('An authenticator app is already set up. Remove it before setting up another.');
    const enrolment = newTotpSecret(rp.rpName, user.email);
    const now = new Date().toISOString();
    await db
      .insertInto('totp_secrets')
      .values({ user_id: user.id, secret: enrolment.secret, created_at: now, confirmed_at: null, last_step: null, last_used_at: null })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ secret: enrolment.secret, created_at: now, confirmed_at: null, last_step: null }))
      .execute();
    return enrolment;
  });

  route(app, operations.confirmTotpEnrolment, async (request) => {
    const user = personOf(request);
    const pending = await db.selectFrom('totp_secrets').select(['secret', 'confirmed_at']).where('user_id', '=', user.id).executeTakeFirst();
    if (!pending || pending.confirmed_at !== null) throw conflict('There is no authenticator app waiting for its first code. Start again.');
    const step = totpStep(pending.secret, request.body.code, null);
    if (step === undefined) throw badRequest('The code is not correct', { code: coded('code_wrong_check_time') });
    const hadFactor = (await factorCount(db, user.id)) > 0;
    const codes = hadFactor ? undefined : await makeRecoveryCodes();
    await db.transaction().execute(async (trx) => {
      const confirmed = await trx
        .updateTable('totp_secrets')
        .set({ confirmed_at: new Date().toISOString(), last_step: step })
        .where('user_id', '=', user.id)
        .where('secret', '=', pending.secret)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst();
      if (confirmed.numUpdatedRows !== 1n) throw conflict('The authenticator app changed meanwhile. Start again.');
      await writeAccountAudit(trx, request, user.id, { action: 'addSecondFactor', details: { method: 'totp' } });
      await afterEnrolment(trx, request, hadFactor, codes);
    });
    return answer(request, codes?.codes);
  });

  route(app, operations.removeTotp, async (request) => {
    const user = personOf(request);
    return removeFactor(
      request,
      async (trx) =>
        Number((await trx.deleteFrom('totp_secrets').where('user_id', '=', user.id).where('confirmed_at', 'is not', null).executeTakeFirst()).numDeletedRows) === 1,
      { method: 'totp' },
    );
  });

  route(app, operations.regenerateRecoveryCodes, async (request) => {
    const user = personOf(request);
    if ((await factorCount(db, user.id)) === 0) throw conflict('Add a passkey or an authenticator app first: recovery codes stand in for them.');
    const codes = await makeRecoveryCodes();
    await db.transaction().execute(async (trx) => {
      await storeRecoveryCodes(trx, user.id, codes.hashes);
      await writeAccountAudit(trx, request, user.id, { action: 'newRecoveryCodes' });
    });
    return answer(request, codes.codes);
  });

  const rules = async () => {
    const rows = await db.selectFrom('second_factor_rules').select(['role', 'required_since', 'grace_ends_at']).execute();
    return {
      rules: adminRoles.map((role) => {
        const row = rows.find((candidate) => candidate.role === role);
        return {
          role,
          required: row !== undefined,
          requiredSince: row ? new Date(row.required_since).toISOString() : null,
          graceEndsAt: row ? new Date(row.grace_ends_at).toISOString() : null,
        };
      }),
    };
  };

  route(app, operations.listSecondFactorRules, rules);

  route(app, operations.setSecondFactorRule, async (request) => {
    const role = request.params.role as AdminRole;
    const { required, graceDays } = request.body;
    const now = new Date();
    const graceEnd = new Date(now.getTime() + graceDays * 86_400_000).toISOString();
    await db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('second_factor_rules').select(['grace_ends_at']).where('role', '=', role).executeTakeFirst();
      if (required) {
        await trx
          .insertInto('second_factor_rules')
          .values({ role, required_since: now.toISOString(), grace_ends_at: graceEnd, updated_by: request.user!.id })
          .onConflict((oc) => oc.column('role').doUpdateSet({ grace_ends_at: graceEnd, updated_by: request.user!.id }))
          .execute();
      } else {
        await trx.deleteFrom('second_factor_rules').where('role', '=', role).execute();
      }
      await writeAudit(trx, request, {
        action: 'requireSecondFactor',
        resource: 'secondFactorRules',
        recordId: role,
        label: adminRoleName[role],
        changes: [
          { field: 'required', from: before !== undefined, to: required },
          { field: 'graceEndsAt', from: before ? new Date(before.grace_ends_at).toISOString() : null, to: required ? graceEnd : null },
        ],
      });
    });
    return rules();
  });

  route(app, operations.resetSecondFactors, async (request, reply) => {
    const target = await db.selectFrom('users').select(['id', 'name', 'email', 'role', 'locale']).where('id', '=', request.params.id).where('role', 'is not', null).executeTakeFirst();
    if (!target) throw notFound('No such staff member');
    if (target.id === request.user!.id) throw conflict('Change your own second factors from your profile.');
    await db.transaction().execute(async (trx) => {
      await removeAllFactors(trx, target.id);
      await writeUserAudit(trx, request, target, { action: 'resetSecondFactors' });
      await mailer.send(secondFactorsResetMail(config, target, request.user!.name), { db: trx });
    });
    return reply.code(204).send(null);
  });
};

export default secondFactorRoutes;
