import { afterAll, describe, expect, test, vi } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { ErrorCode } from '../../contract/errorCodes';

/**
 * What sign-in must not tell (docs/api.md "Sign-in and sessions"): whether a code is pending (the
 * check costs one scrypt either way; bench/authTiming.ts times it), a token that is not exactly
 * `Bearer <token>`, and the e-mail addresses of query strings, which never reach the log.
 */

vi.mock('../../server/lib/secrets', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/lib/secrets')>();
  return { ...actual, verifySecret: vi.fn(actual.verifySecret) };
});
// The API tests share a worker's modules (isolate: false): an earlier file of this worker may have
// imported the server's real secrets module. Imported afresh, the server takes the mock above.
vi.resetModules();
const secrets = await import('../../server/lib/secrets');
const { bearer, createCustomer, createStaff, createTestApp, lastCode, signIn } = await import('./helpers');
const verified = vi.mocked(secrets.verifySecret);

const logLines: string[] = [];
const { app, close } = await createTestApp({ logLevel: 'info', logStream: { write: (line) => void logLines.push(line) } });
afterAll(close);

const admin = await createStaff(app, { role: AdminRole.SUPER_ADMIN, email: 'sue@example.test' });
const { access_token: token } = await signIn(app, admin);

describe('code validation', () => {
  const validate = (email: string, otp = '000000') => app.inject({ method: 'POST', url: '/auth/otp/validate', payload: { email, otp } });
  /** The scrypt cost N of the hashes verified while `run` ran. */
  async function costsVerified(run: () => Promise<unknown>): Promise<number[]> {
    verified.mockClear();
    await run();
    return verified.mock.calls.map(([, stored]) => Number(stored.split('$')[1]));
  }

  test('verifies one hash at the codes’ cost whether or not a code is pending, and whoever asks', async () => {
    const waiting = await createStaff(app, { role: AdminRole.EDITOR });
    await app.inject({ method: 'POST', url: '/auth/login', payload: waiting });
    const idle = await createStaff(app, { role: AdminRole.EDITOR });
    await createCustomer(app, { email: 'cleo@example.test' });
    const wrongCode = (code: string) => (code === '000000' ? '000001' : '000000');
    const pendingOtp = wrongCode(await lastCode(app, waiting.email));

    for (const [email, otp, errorCode] of [
      [waiting.email, pendingOtp, ErrorCode.INVALID_CODE],
      [idle.email, '000000', ErrorCode.CODE_EXPIRED],
      ['nobody@example.test', '000000', ErrorCode.CODE_EXPIRED],
      ['cleo@example.test', '000000', ErrorCode.CODE_EXPIRED],
    ] as const) {
      let errorCodeAnswered: number | undefined;
      const costs = await costsVerified(async () => {
        errorCodeAnswered = (await validate(email, otp)).json<{ errorCode: number }>().errorCode;
      });
      expect([email, errorCodeAnswered, costs]).toEqual([email, errorCode, [2 ** 14]]);
    }
  });

  test('an expired code and one out of tries are checked against the decoy too', async () => {
    const staff = await createStaff(app, { role: AdminRole.EDITOR });
    await app.inject({ method: 'POST', url: '/auth/login', payload: staff });
    const code = await lastCode(app, staff.email);
    const wrong = code === '000000' ? '000001' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) await validate(staff.email, wrong);
    expect(await costsVerified(async () => expect((await validate(staff.email, code)).statusCode).toBe(429))).toEqual([2 ** 14]);

    await app.inject({ method: 'POST', url: '/auth/login', payload: staff });
    await app.db.updateTable('login_codes').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).execute();
    const expired = await lastCode(app, staff.email);
    expect(await costsVerified(async () => expect((await validate(staff.email, expired)).json().errorCode).toBe(ErrorCode.CODE_EXPIRED))).toEqual([2 ** 14]);
  });
});

describe('the Authorization header', () => {
  const profile = (authorization: string) =>
    app.inject({ method: 'GET', url: `/api/users/profile/${admin.id}`, headers: { authorization } });

  test('exactly `Bearer <token>` signs in', async () => {
    expect((await profile(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await profile(`bearer ${token}`)).statusCode).toBe(200);
  });

  test('two tokens, another scheme or extra spaces are a 401 (113)', async () => {
    for (const header of [`Bearer ${token} ${token}`, `Bearer ${token} x`, `Basic ${token}`, `Bearer  ${token}`, `Bearer\t${token}`, `${token}`, 'Bearer']) {
      const response = await profile(header);
      expect([header, response.statusCode, response.json().errorCode]).toEqual([header, 401, ErrorCode.SESSION_INVALID]);
    }
  });
});

describe('the request log', () => {
  test('holds no e-mail address of a query string, in any line of a request', async () => {
    await createCustomer(app, { email: 'carla@example.test' });
    logLines.length = 0;
    await app.inject({ method: 'POST', url: '/auth/users/password/forgot?email=sue%40example.test' });
    await app.inject({ method: 'POST', url: '/auth/users/password/forgot?email=sue@example.test' });
    const blocked = await app.inject({ method: 'POST', url: '/api/users/block-unblock?email=carla@example.test&blocked=true', headers: bearer(token) });
    expect(blocked.statusCode, blocked.body).toBe(200);
    await app.inject({ method: 'GET', url: '/api/audit/export.csv?q=carla%40example.test', headers: bearer(token) });
    await app.mailer.drain();

    const urls = logLines.map((line) => (JSON.parse(line) as { req?: { url: string } }).req?.url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/auth/users/password/forgot?email=…',
        '/api/users/block-unblock?email=…&blocked=true',
        '/api/audit/export.csv?q=…',
      ]),
    );
    // The lines of the requests (the mail worker's name their recipient, docs/api.md "Mail").
    const requestLines = logLines.filter((line) => 'reqId' in (JSON.parse(line) as object));
    expect(requestLines.length).toBeGreaterThan(0);
    const leaks = requestLines.filter((line) => /sue@|sue%40|carla@|carla%40/i.test(line));
    expect(leaks).toEqual([]);
  });
});
