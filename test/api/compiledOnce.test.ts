import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../server/db';
import { compiledOnce } from '../../server/db/compiledOnce';
import { createStaff, testApp } from './helpers';

/** Staff by role and name, sorted as asked: a statement whose text depends on the sort and on the filters given. */
const build = vi.fn((db: Db, { role, name, limit }: { role?: number; name?: string; limit: number }, { direction }: { direction: 'asc' | 'desc' }) => {
  let query = db.selectFrom('users').select(['id', 'email']);
  if (role) query = query.where('role', '=', role);
  if (name) query = query.where('name', '=', name);
  return query.orderBy('id', direction).limit(limit);
});
const staffBy = compiledOnce(build);

describe('statements compiled once (server/db/compiledOnce.ts)', () => {
  it('runs each call with its own values, building once per shape and set of values given', async () => {
    const app = await testApp();
    const ann = await createStaff(app, { role: 2, name: 'Ann' });
    const bob = await createStaff(app, { role: 2, name: 'Bob' });
    const eve = await createStaff(app, { role: 4, name: 'Eve' });
    const emails = async (...args: Parameters<typeof staffBy>) => (await staffBy(...args)).rows.map((row) => row.email);
    build.mockClear();

    expect(await emails(app.db, { role: 2, limit: 10 }, { direction: 'asc' })).toEqual([ann.email, bob.email]);
    expect(await emails(app.db, { role: 4, limit: 10 }, { direction: 'asc' })).toEqual([eve.email]);
    expect(await emails(app.db, { role: 2, limit: 1 }, { direction: 'asc' })).toEqual([ann.email]);
    expect(build).toHaveBeenCalledTimes(1);

    // Another sort, or another set of values given, is another statement.
    expect(await emails(app.db, { role: 2, limit: 10 }, { direction: 'desc' })).toEqual([bob.email, ann.email]);
    expect(await emails(app.db, { role: 2, name: 'Bob', limit: 10 }, { direction: 'asc' })).toEqual([bob.email]);
    expect(await emails(app.db, { role: undefined, name: 'Eve', limit: 10 }, { direction: 'asc' })).toEqual([eve.email]);
    expect(build).toHaveBeenCalledTimes(4);
    expect(await emails(app.db, { role: 4, name: 'Eve', limit: 10 }, { direction: 'asc' })).toEqual([eve.email]);
    expect(await emails(app.db, { role: 4, name: 'Ann', limit: 10 }, { direction: 'asc' })).toEqual([]);
    expect(build).toHaveBeenCalledTimes(4);
  });
});
