import fp from 'fastify-plugin';
import { createDb, type Db, migrateToLatest, refreshPlannerStatistics } from '../db';

const hour = 3_600_000;

/** The Kysely instance, migrated on start (and its planner statistics refreshed, then hourly), closed with the app. */
export default fp(
  async (app, options: { db?: Db }) => {
    const db = options.db ?? createDb(app.config);
    await migrateToLatest(db);
    await refreshPlannerStatistics(db);
    const refresh = setInterval(() => {
      refreshPlannerStatistics(db).catch((error: unknown) => app.log.warn({ err: error }, 'refreshing the planner statistics failed'));
    }, hour).unref();
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      clearInterval(refresh);
      await db.destroy();
    });
  },
  { name: 'db' },
);
