import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import { describe, expect, test, vi } from 'vitest';
import { ErrorCode } from '../../contract/errors';
import { type App, buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { countHit, databaseStore, sweepExpiredLimits } from '../../server/lib/rateLimitStore';
import { createStaff, testApp } from './helpers';

const window = 60_000;
const at = (ms: number) => new Date(Date.UTC(2025, 0, 1) + ms);

/** A second app on the test app's database (same SQLite file, or the same PostgreSQL schema): another API node. */
async function secondNode(app: App, test: (other: App) => Promise<void>): Promise<void> {
  const other = await buildApp(app.config);
  try {
    await test(other);
  } finally {
    await other.close();
  }
}

function incr(store: FastifyRateLimitStore, key: string): Promise<{ current: number; ttl: number }> {
  return new Promise((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), window, 10),
  );
}

describe('counting in the database', () => {
  test('a window starts at the first hit, counts up, and starts again at 1 once it has ended', async () => {
    const { db } = await testApp();
    expect(await countHit(db, 'k', window, at(0))).toEqual({ current: 1, ttl: window });
    expect(await countHit(db, 'k', window, at(1000))).toEqual({ current: 2, ttl: window - 1000 });
    expect(await countHit(db, 'other', window, at(1000))).toEqual({ current: 1, ttl: window });
    expect(await countHit(db, 'k', window, at(window - 1))).toEqual({ current: 3, ttl: 1 });
    expect(await countHit(db, 'k', window, at(window))).toEqual({ current: 1, ttl: window });
    expect(await countHit(db, 'k', window, at(window + 5))).toEqual({ current: 2, ttl: window - 5 });
  });

  test('hits at once from two nodes on one database are all counted', async () => {
    const app = await testApp();
    await secondNode(app, async (other) => {
      const hits = await Promise.all(
        Array.from({ length: 40 }, (_, index) => countHit(index % 2 ? app.db : other.db, 'busy', window)),
      );
      expect(hits.map((hit) => hit.current).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
    });
  });

  test('a very long key is stored as its hash and still counted apart', async () => {
    const { db } = await testApp();
    const long = 'x'.repeat(1000);
    expect((await countHit(db, long, window)).current).toBe(1);
    expect((await countHit(db, long, window)).current).toBe(2);
    expect((await countHit(db, `${long}y`, window)).current).toBe(1);
  });

  test('sweeping deletes the counters whose window has ended, and only those', async () => {
    const { db } = await testApp();
    await countHit(db, 'old', window, at(0));
    await countHit(db, 'young', window, at(30_000));
    expect(await sweepExpiredLimits(db, at(window))).toBe(1);
    const keys = await db.selectFrom('rate_limits').select('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['young']);
  });
});

describe('the @fastify/rate-limit store', () => {
  test('a route limit (config.rateLimit) counts apart from the limiters made with app.rateLimit', async () => {
    const { db } = await testApp();
    const Store = databaseStore(db);
    const store = new Store({} as FastifyRateLimitOptions);
    const routeOptions = (routeInfo: object) => ({ routeInfo }) as unknown as Parameters<FastifyRateLimitStore['child']>[0];
    const limiter = store.child(routeOptions({}));
    const route = store.child(routeOptions({ method: 'POST', url: '/things' }));
    expect((await incr(limiter, '10.0.0.1')).current).toBe(1);
    expect((await incr(limiter, '10.0.0.1')).current).toBe(2);
    expect((await incr(route, '10.0.0.1')).current).toBe(1);
  });

  test('an increment now and then sweeps the expired counters', async () => {
    const { db } = await testApp();
    await countHit(db, 'expired', 1000, new Date(Date.now() - 5000));
    const store = new (databaseStore(db, { sweepChance: 1 }))({} as FastifyRateLimitOptions);
    await incr(store, 'fresh');
    await vi.waitFor(async () => {
      const keys = await db.selectFrom('rate_limits').select('key').execute();
      expect(keys.map((row) => row.key)).toEqual(['fresh']);
    });
  });
});

describe('limits shared by two nodes', () => {
  const limits = (overrides: Partial<Config['rateLimit']>): Partial<Config> => ({
    rateLimit: { ...loadConfig({}).rateLimit, ...overrides },
  });

  test('the per-e-mail sign-in limit counts the attempts made on either node', async () => {
    const app = await testApp(limits({ loginPerEmail: 2 }));
    const staff = await createStaff(app, { role: 2 });
    const wrong = { email: staff.email, password: 'wrong password' };
    await secondNode(app, async (other) => {
      expect((await app.inject({ method: 'POST', url: '/auth/login', payload: wrong })).statusCode).toBe(401);
      expect((await other.inject({ method: 'POST', url: '/auth/login', payload: wrong })).statusCode).toBe(401);
      const third = await app.inject({ method: 'POST', url: '/auth/login', payload: staff });
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ errorCode: ErrorCode.RATE_LIMITED });
    });
  });

  test('the per-IP sign-in limit counts both nodes, and leaves the other per-IP limits alone', async () => {
    const app = await testApp(limits({ loginPerIp: 2 }));
    const login = (node: App, n: number) =>
      node.inject({ method: 'POST', url: '/auth/login', payload: { email: `nobody${n}@example.test`, password: 'whatever1' } });
    await secondNode(app, async (other) => {
      expect((await login(app, 1)).statusCode).toBe(401);
      expect((await login(other, 2)).statusCode).toBe(401);
      const third = await login(other, 3);
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBe(String(app.config.rateLimit.windowMs / 1000));
      // Forgot-password has its own per-IP count (of the same size).
      const forgot = await app.inject({ method: 'POST', url: '/auth/users/password/forgot?email=nobody@example.test' });
      expect(forgot.statusCode).toBe(202);
    });
  });

  test('behind a trusted balancer (TRUST_PROXY), per-IP limits count the client named by X-Forwarded-For', async () => {
    const app = await testApp({ ...limits({ loginPerIp: 1 }), trustProxy: '127.0.0.1' });
    const login = (client: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { email: 'nobody@example.test', password: 'whatever1' },
      });
    expect((await login('203.0.113.1')).statusCode).toBe(401);
    expect((await login('203.0.113.2')).statusCode).toBe(401);
    expect((await login('203.0.113.1')).statusCode).toBe(429);
  });
});
