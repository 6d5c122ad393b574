import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { LoginRecord } from '../../contract/auth';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { allAuditEntries, entriesOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, lastMessage, messagesTo, signIn } from './helpers';

let app: App;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ app, close } = await createTestApp());
});
afterAll(() => close());

const b64 = (bytes: Uint8Array | Buffer) => Buffer.from(bytes).toString('base64url');
const post = (url: string, payload: unknown, token?: string) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers: token ? bearer(token) : {} });
const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
const ordersList = (token: string) => post('/api/orders/list', { paginationRequest: { page: 0, size: 5 } }, token);

type Staff = Awaited<ReturnType<typeof createStaff>>;

/** A staff member signed in with the e-mailed code, and their token. */
async function signedIn(role: number) {
  const staff = await createStaff(app, { role });
  return { staff, token: (await signIn(app, staff)).access_token };
}

/** The first step: the password, answering the second factor's challenge. */
async function password(staff: Staff) {
  const login = await post('/auth/login', { email: staff.email, password: staff.password });
  expect(login.statusCode).toBe(200);
  return login.json() as { otpRequired: true; secondFactor?: { challenge: string; methods: string[] } };
}

const totpOf = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' });

/** Enrols an authenticator app from the profile; answers its secret and the recovery codes shown once. */
async function enrolTotp(token: string) {
  const started = await post('/api/second-factors/totp', {}, token);
  expect(started.statusCode).toBe(200);
  const { secret, uri } = started.json() as { secret: string; uri: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  const confirmed = await post('/api/second-factors/totp/confirm', { code: totpOf(secret).generate() }, token);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { secret, status: confirmed.json() as { recoveryCodes?: string[]; totp: { enrolled: boolean }; recoveryCodesLeft: number } };
}

/** A code of the next 30-second step: the current one was spent by the enrolment's confirmation. */
const nextCode = (secret: string) => totpOf(secret).generate({ timestamp: Date.now() + 30_000 });

describe('authenticator app', () => {
  test('enrolled and confirmed, it replaces the e-mailed code: sign-in with a computed code, no e-mail sent', async () => {
    const { staff, token } = await signedIn(AdminRole.EDITOR);
    const { secret, status } = await enrolTotp(token);
    expect(status.totp.enrolled).toBe(true);
    expect(status.recoveryCodes).toHaveLength(10);
    expect(status.recoveryCodesLeft).toBe(10);

    const mailsBefore = (await messagesTo(app, staff.email)).length;
    const login = await password(staff);
    expect(login).toEqual({ otpRequired: true, secondFactor: { challenge: expect.any(String), methods: ['totp', 'recovery'] } });
    expect(await messagesTo(app, staff.email)).toHaveLength(mailsBefore);

    // One code for both tries: computed again for the replay, it would be the next period's, and
    // accepted, whenever a 30-second period ended between the two.
    const code = nextCode(secret);
    const verified = await post('/auth/totp/verify', { challenge: login.secondFactor!.challenge, code });
    expect(verified.statusCode, verified.body).toBe(200);
    const record = verified.json() as { id: number; access_token: string };
    expect(record).toMatchObject({ id: staff.id, role: AdminRole.EDITOR });
    expect((await get(`/api/users/profile/${staff.id}`, record.access_token)).statusCode).toBe(200);

    // The same code again, on a new challenge: never accepted twice.
    const again = await password(staff);
    const replay = await post('/auth/totp/verify', { challenge: again.secondFactor!.challenge, code });
    expect(replay.statusCode).toBe(401);

    // The audit log holds neither the secret nor the recovery codes.
    const audit = JSON.stringify(await allAuditEntries(app));
    expect(audit).not.toContain(secret);
    for (const code of status.recoveryCodes!) expect(audit).not.toContain(code);
    expect((await entriesOf(app, 'staff', staff.id)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['addSecondFactor', 'newRecoveryCodes', 'signIn']),
    );
  });

  test('a wrong code is refused naming the field, and the sixth try ends the challenge', async () => {
    const { staff, token } = await signedIn(AdminRole.EDITOR);
    const { secret } = await enrolTotp(token);
    const { secondFactor } = await password(staff);
    const right = nextCode(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await post('/auth/totp/verify', { challenge: secondFactor!.challenge, code: wrong });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ errorCode: 111, fieldErrors: { code: 'The code is not correct.' } });
    }
    const sixth = await post('/auth/totp/verify', { challenge: secondFactor!.challenge, code: right });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ errorCode: 115 });
  });

  test('a code without the password step signs nobody in', async () => {
    const { staff, token } = await signedIn(AdminRole.EDITOR);
    const { secret } = await enrolTotp(token);
    const forged = await post('/auth/totp/verify', { challenge: b64(randomBytes(32)), code: nextCode(secret) });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ errorCode: 112 });
    // Nor does the e-mailed code's route: no code was sent.
    const emailed = await post('/auth/otp/validate', { email: staff.email, otp: '123456' });
    expect(emailed.statusCode).toBe(401);
    // A challenge spent by a sign-in is spent.
    const { secondFactor } = await password(staff);
    expect((await post('/auth/totp/verify', { challenge: secondFactor!.challenge, code: nextCode(secret) })).statusCode).toBe(200);
    const reused = await post('/auth/recovery/verify', { challenge: secondFactor!.challenge, code: 'aaaaa-aaaaa' });
    expect(reused.statusCode).toBe(401);
    expect(reused.json()).toMatchObject({ errorCode: 112 });
  });
});

test('a recovery code signs in once, audited and e-mailed; regenerating voids the old ones', async () => {
  const { staff, token } = await signedIn(AdminRole.ADMIN);
  const { status } = await enrolTotp(token);
  const [first, second] = status.recoveryCodes!;

  const { secondFactor } = await password(staff);
  const used = await post('/auth/recovery/verify', { challenge: secondFactor!.challenge, code: first!.toUpperCase() });
  expect(used.statusCode, used.body).toBe(200);
  expect(await lastMessage(app, staff.email)).toContain('A recovery code was just used to sign in');
  const entries = await entriesOf(app, 'staff', staff.id);
  expect(entries.find((entry) => entry.action === 'useRecoveryCode')).toMatchObject({ details: { left: 9 } });
  expect(JSON.stringify(entries)).not.toContain(first);

  const again = await password(staff);
  const reused = await post('/auth/recovery/verify', { challenge: again.secondFactor!.challenge, code: first });
  expect(reused.statusCode).toBe(401);
  expect(reused.json()).toMatchObject({ errorCode: 111 });

  const regenerated = await post('/api/second-factors/recovery-codes', {}, token);
  expect(regenerated.statusCode).toBe(200);
  expect(regenerated.json()).toMatchObject({ recoveryCodesLeft: 10, recoveryCodes: expect.any(Array) });
  const third = await password(staff);
  const voided = await post('/auth/recovery/verify', { challenge: third.secondFactor!.challenge, code: second });
  expect(voided.statusCode).toBe(401);
});

/** A software authenticator: an ES256 key pair behind one credential, as a browser's passkey. */
function softwareAuthenticator(rpId: string, origin: string) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  const rpIdHash = createHash('sha256').update(rpId).digest();
  let counter = 0;
  const counterBytes = () => {
    const bytes = Buffer.alloc(4);
    bytes.writeUInt32BE(++counter);
    return bytes;
  };
  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  return {
    id: b64(credentialId),
    attestation(challenge: string) {
      const cose = new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, 'base64url')],
        [-3, Buffer.from(jwk.y!, 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x45]), counterBytes(), Buffer.alloc(16), length, credentialId, isoCBOR.encode(cose)]);
      const attestationObject = isoCBOR.encode(new Map<string, unknown>([['fmt', 'none'], ['attStmt', new Map()], ['authData', authData]]) as never);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64(clientData('webauthn.create', challenge)), attestationObject: b64(attestationObject), transports: ['internal'] },
        clientExtensionResults: {},
      };
    },
    assertion(challenge: string, key: KeyObject = privateKey) {
      const authData = Buffer.concat([rpIdHash, Buffer.from([0x05]), counterBytes()]);
      const data = clientData('webauthn.get', challenge);
      const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(data).digest()]), key);
      return {
        id: b64(credentialId),
        rawId: b64(credentialId),
        type: 'public-key',
        response: { clientDataJSON: b64(data), authenticatorData: b64(authData), signature: b64(signature) },
        clientExtensionResults: {},
      };
    },
  };
}

test('a passkey registered from the profile signs in, verified server-side; a forged signature does not', async () => {
  const { staff, token } = await signedIn(AdminRole.EDITOR);
  const url = new URL(app.config.publicUrl);
  const authenticator = softwareAuthenticator(url.hostname, url.origin);

  const options = await post('/api/second-factors/passkeys/options', {}, token);
  expect(options.statusCode, options.body).toBe(200);
  const { challenge, rp } = options.json() as { challenge: string; rp: { id: string } };
  expect(rp.id).toBe(url.hostname);
  const unnamed = await post('/api/second-factors/passkeys', { name: ' ', credential: authenticator.attestation(challenge) }, token);
  expect(unnamed.statusCode).toBe(400);
  expect(unnamed.json()).toMatchObject({ fieldErrors: { name: expect.any(String) } });
  const registered = await post('/api/second-factors/passkeys', { name: 'Work laptop', credential: authenticator.attestation(challenge) }, token);
  expect(registered.statusCode, registered.body).toBe(201);
  expect(registered.json()).toMatchObject({ passkeys: [{ name: 'Work laptop', lastUsedAt: null }], recoveryCodes: expect.any(Array) });

  const login = await password(staff);
  expect(login.secondFactor!.methods).toEqual(['passkey', 'recovery']);
  const signInOptions = await post('/auth/passkey/options', { challenge: login.secondFactor!.challenge });
  expect(signInOptions.statusCode).toBe(200);
  const webauthn = signInOptions.json() as { challenge: string; allowCredentials: { id: string }[] };
  expect(webauthn.allowCredentials.map((credential) => credential.id)).toEqual([authenticator.id]);

  const forged = await post('/auth/passkey/verify', {
    challenge: login.secondFactor!.challenge,
    credential: authenticator.assertion(webauthn.challenge, generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey),
  });
  expect(forged.statusCode).toBe(401);
  const verified = await post('/auth/passkey/verify', { challenge: login.secondFactor!.challenge, credential: authenticator.assertion(webauthn.challenge) });
  expect(verified.statusCode, verified.body).toBe(200);
  expect(verified.json()).toMatchObject({ id: staff.id });

  const status = (await get('/api/second-factors', token)).json() as { passkeys: { id: number; lastUsedAt: string | null }[] };
  expect(status.passkeys[0]!.lastUsedAt).not.toBeNull();
  // Its last factor, and no role requires one: removed, with the recovery codes.
  const removed = await app.inject({ method: 'DELETE', url: `/api/second-factors/passkeys/${status.passkeys[0]!.id}`, headers: bearer(token) });
  expect(removed.statusCode).toBe(200);
  expect(removed.json()).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
  expect((await password(staff)).secondFactor).toBeUndefined();
});

describe('a role that requires a second factor', () => {
  const setRule = (token: string, role: number, body: unknown) =>
    app.inject({ method: 'PUT', url: `/api/second-factors/rules/${role}`, payload: body as object, headers: bearer(token) });
  let superAdmin: string;
  beforeAll(async () => {
    superAdmin = (await signedIn(AdminRole.SUPER_ADMIN)).token;
  });
  afterAll(async () => {
    await setRule(superAdmin, AdminRole.ADMIN, { required: false, graceDays: 0 });
  });

  test('only a SUPER_ADMIN sets it; it is audited', async () => {
    const admin = await signedIn(AdminRole.ADMIN);
    expect((await setRule(admin.token, AdminRole.ADMIN, { required: true, graceDays: 7 })).statusCode).toBe(403);
    expect((await setRule(superAdmin, AdminRole.ADMIN, { required: true, graceDays: 400 })).json()).toMatchObject({ fieldErrors: { graceDays: expect.any(String) } });
    const set = await setRule(superAdmin, AdminRole.ADMIN, { required: true, graceDays: 7 });
    expect(set.statusCode).toBe(200);
    expect(set.json().rules).toContainEqual(expect.objectContaining({ role: AdminRole.ADMIN, required: true }));
    expect((await entriesOf(app, 'secondFactorRules', AdminRole.ADMIN)).at(0)).toMatchObject({ action: 'requireSecondFactor' });
  });

  test('during the grace period the e-mailed code signs in and warns; after it, the session may only enrol until it does', async () => {
    await setRule(superAdmin, AdminRole.ADMIN, { required: true, graceDays: 7 });
    const staff = await createStaff(app, { role: AdminRole.ADMIN });
    const warned = (await signIn(app, staff)) as LoginRecord;
    expect(warned.secondFactorDueAt).toBeDefined();
    expect(new Date(warned.secondFactorDueAt!).getTime()).toBeGreaterThan(Date.now() + 6 * 86_400_000);
    expect((await ordersList(warned.access_token)).statusCode).toBe(200);

    // The grace period over (its end set in the past).
    await app.db.updateTable('second_factor_rules').set({ grace_ends_at: new Date(Date.now() - 60_000).toISOString() }).where('role', '=', AdminRole.ADMIN).execute();
    const restricted = (await signIn(app, staff)) as LoginRecord;
    expect(restricted).toMatchObject({ enrolmentOnly: true });
    expect(restricted.secondFactorDueAt).toBeUndefined();
    const token = restricted.access_token;
    const refused = await ordersList(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ errorCode: 121 });
    expect((await get(`/api/users/profile/${staff.id}`, token)).statusCode).toBe(200);
    const status = await get('/api/second-factors', token);
    expect(status.statusCode).toBe(200);
    expect(status.json()).toMatchObject({ requirement: { required: true, enrolmentOnly: true } });
    // The warned session, opened before, is not restricted: the restriction is the sign-in's.
    expect((await ordersList(warned.access_token)).statusCode).toBe(200);

    const { status: enrolled } = await enrolTotp(token);
    expect(enrolled).toMatchObject({ requirement: { required: true, dueAt: null, enrolmentOnly: false } });
    expect((await ordersList(token)).statusCode).toBe(200);

    // The last factor stays while the role requires one.
    const removal = await app.inject({ method: 'DELETE', url: '/api/second-factors/totp', headers: bearer(token) });
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toMatch(/requires two-step sign-in/);
  });

  test("a SUPER_ADMIN resets another's second factors, audited and e-mailed; others may not", async () => {
    await setRule(superAdmin, AdminRole.ADMIN, { required: false, graceDays: 0 });
    const member = await signedIn(AdminRole.EDITOR);
    await enrolTotp(member.token);
    const admin = await signedIn(AdminRole.ADMIN);
    const reset = (token: string, id: number) => app.inject({ method: 'DELETE', url: `/api/users/${id}/second-factors`, headers: bearer(token) });

    expect((await reset(admin.token, member.staff.id)).statusCode).toBe(403);
    expect((await reset(superAdmin, 999_999)).statusCode).toBe(404);
    const done = await reset(superAdmin, member.staff.id);
    expect(done.statusCode).toBe(204);
    expect((await get('/api/second-factors', member.token)).json()).toMatchObject({ passkeys: [], totp: { enrolled: false }, recoveryCodesLeft: 0 });
    expect(await lastMessage(app, member.staff.email)).toContain('removed the passkeys, authenticator app and recovery codes');
    expect((await entriesOf(app, 'staff', member.staff.id)).at(0)).toMatchObject({ action: 'resetSecondFactors' });
    expect((await password(member.staff)).secondFactor).toBeUndefined();
  });
});
