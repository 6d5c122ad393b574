import type { Migration, MigrationProvider } from 'kysely';
import * as accounts from './0001_accounts';

/** Every migration, in order; the names are what the migration table records. */
const migrations: Record<string, Migration> = {
  '0001_accounts': accounts,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
