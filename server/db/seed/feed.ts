import type { Db } from '..';
import type { Storage } from '../../plugins/storage';

/** Demo feed (to be written). */
export async function seedFeed(_db: Db, _options: { now: Date; storage?: Storage }): Promise<void> {}
