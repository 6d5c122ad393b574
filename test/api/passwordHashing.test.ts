import { describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { loadConfig } from '../../server/config';
import { issueAccountToken } from '../../server/lib/accountTokens';
import { hashSecret, verifySecret } from '../../server/lib/secrets';
import { bearer, createStaff, signIn, testApp } from './helpers';

const strong = 'a long and private passphrase';

/** N of a stored `scrypt$N$r$p$salt$hash`. */
const costOf = (stored: string | null | undefined) => Number(stored?.split('$')[1]);

const storedHash = async (app: App, id: number) =>
  (await app.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash!;

const newestCodeHash = async (app: App, id: number) =>
  (await app.db.selectFrom('login_codes').select('code_hash').where('user_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow()).code_hash;

/** A staff member whose password was hashed at cost `N`, as by an older version of the server. */
async function staffHashedAt(app: App, N: number) {
  const staff = await createStaff(app, { role: AdminRole.EDITOR, password: strong });
  await app.db.updateTable('users').set({ password_hash: await hashSecret(strong, N) }).where('id', '=', staff.id).execute();
  return staff;
}

const login = (app: App, email: string, password: string) => app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });

describe('SCRYPT_COST', () => {
  test("is OWASP's minimum, N = 2^17, by default", () => {
    expect(loadConfig({}).scryptCost).toBe(131072);
    expect(loadConfig({ NODE_ENV: 'production' }).scryptCost).toBe(131072);
    expect(loadConfig({ NODE_ENV: 'production', SCRYPT_COST: '262144' }).scryptCost).toBe(262144);
  });

  test('a lower cost is refused but in tests; it must be a power of two', () => {
    for (const NODE_ENV of ['production', 'development', undefined]) {
      expect(() => loadConfig({ NODE_ENV, SCRYPT_COST: '16384' })).toThrow('SCRYPT_COST must be at least 131072, got "16384"');
    }
    expect(loadConfig({ NODE_ENV: 'test', SCRYPT_COST: '1024' }).scryptCost).toBe(1024);
    for (const SCRYPT_COST of ['100000', '1', '2097152']) {
      expect(() => loadConfig({ NODE_ENV: 'test', SCRYPT_COST })).toThrow('SCRYPT_COST must be a power of two');
    }
  });
});

describe('password hashes follow the configured cost', () => {
  // The real cost, once: ~0.5 s and 128 MiB per hash, five of them here.
  test('a password hashed at N = 16384 is checked as it is, then hashed again at 2^17 on sign-in', { timeout: 120_000 }, async () => {
    const app = await testApp({ scryptCost: 131072 });
    const staff = await staffHashedAt(app, 16384);
    const before = await storedHash(app, staff.id);

    const response = await login(app, staff.email, strong);

    expect(response.statusCode).toBe(200);
    const after = await storedHash(app, staff.id);
    expect(after).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(after).not.toBe(before);
    expect(await verifySecret(strong, after)).toBe(true);
    expect(await verifySecret('another passphrase', after)).toBe(false);
    // The sign-in code is hashed at its own, fixed cost (server/lib/loginCodes.ts).
    expect(costOf(await newestCodeHash(app, staff.id))).toBe(16384);

    // At the current cost already: left as it is.
    expect((await login(app, staff.email, strong)).statusCode).toBe(200);
    expect(await storedHash(app, staff.id)).toBe(after);
  });

  test('a wrong password leaves a weaker hash as it is', async () => {
    const app = await testApp({ scryptCost: 4096 });
    const staff = await staffHashedAt(app, 2048);
    const before = await storedHash(app, staff.id);

    expect((await login(app, staff.email, 'not the passphrase')).statusCode).toBe(401);

    expect(await storedHash(app, staff.id)).toBe(before);
    expect((await login(app, staff.email, strong)).statusCode).toBe(200);
    expect(costOf(await storedHash(app, staff.id))).toBe(4096);
  });

  test('a stronger hash than the configured cost is kept, not weakened', async () => {
    const app = await testApp({ scryptCost: 1024 });
    const staff = await staffHashedAt(app, 4096);
    const before = await storedHash(app, staff.id);

    expect((await login(app, staff.email, strong)).statusCode).toBe(200);

    expect(await storedHash(app, staff.id)).toBe(before);
  });

  test('a new password, changed or set from a link, is hashed at the configured cost; a sign-in code at its own', async () => {
    const app = await testApp({ scryptCost: 4096 });
    const staff = await createStaff(app, { role: AdminRole.EDITOR });
    const { access_token: token } = await signIn(app, staff);
    expect(costOf(await newestCodeHash(app, staff.id))).toBe(16384);

    const changed = await app.inject({
      method: 'PUT',
      url: '/api/users/password/change',
      headers: bearer(token),
      payload: { currentPassword: staff.password, newPassword: strong },
    });
    expect(changed.statusCode).toBe(204);
    expect(costOf(await storedHash(app, staff.id))).toBe(4096);

    await app.db.updateTable('users').set({ password_hash: null }).where('id', '=', staff.id).execute();
    const resetToken = await issueAccountToken(app.db, staff.id, 'password-reset');
    const reset = await app.inject({ method: 'POST', url: '/auth/password/reset', payload: { token: resetToken, password: `${strong} again` } });
    expect(reset.statusCode).toBe(204);
    const stored = await storedHash(app, staff.id);
    expect(costOf(stored)).toBe(4096);
    expect(await verifySecret(`${strong} again`, stored)).toBe(true);
  });
});
