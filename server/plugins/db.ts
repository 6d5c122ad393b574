import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { createDb, createPreparedDb, type Db, migrateToLatest, refreshPlannerStatistics } from '../db';

const hour = 3_600_000;

/**
 * Opens a connection of the prepared pool at start: PgBouncer refuses the startup parameter it
 * sets, and every signed-in request would fail; the start fails instead, saying what to set.
 */
async function checkPreparedDb(preparedDb: Db): Promise<void> {
  try {
    await sql`select 1`.execute(preparedDb);
  } catch (error) {
    await preparedDb.destroy();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`DATABASE_URL refused a connection that plans its statements once (${reason}); behind PgBouncer in transaction mode, set DATABASE_PREPARED_STATEMENTS=0`, { cause: error });
  }
}

/**
 * The Kysely instance, migrated on start (and its planner statistics refreshed, then hourly), and on
 * PostgreSQL the pool of statements planned once (preparedDb), closed with the app.
 */
export default fp(
  async (app, options: { db?: Db }) => {
    const db = options.db ?? createDb(app.config);
    const preparedDb = options.db ? undefined : createPreparedDb(app.config);
    if (preparedDb) {
      await checkPreparedDb(preparedDb).catch(async (error: unknown) => {
        await db.destroy();
        throw error;
      });
    }
    await migrateToLatest(db);
    await refreshPlannerStatistics(db);
    const refresh = setInterval(() => {
      refreshPlannerStatistics(db).catch((error: unknown) => app.log.warn({ err: error }, 'refreshing the planner statistics failed'));
    }, hour).unref();
    app.decorate('db', db);
    app.decorate('preparedDb', preparedDb ?? db);
    app.addHook('onClose', async () => {
      clearInterval(refresh);
      await preparedDb?.destroy();
      await db.destroy();
    });
  },
  { name: 'db' },
);
