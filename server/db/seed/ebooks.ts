import type { Db } from '..';
import type { Storage } from '../../plugins/storage';

/** Demo ebooks (to be written). */
export async function seedEbooks(_db: Db, _options: { now: Date; storage?: Storage }): Promise<void> {}
