import type { Db } from '..';

/** Demo subscriptions (to be written). */
export async function seedSubscriptions(_db: Db, _options: { now: Date }): Promise<void> {}
