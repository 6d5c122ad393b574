import fp from 'fastify-plugin';
import { createDb, type Db, migrateToLatest } from '../db';

/** The Kysely instance, migrated on start and closed with the app. */
export default fp(
  async (app, options: { db?: Db }) => {
    const db = options.db ?? createDb(app.config);
    await migrateToLatest(db);
    app.decorate('db', db);
    app.addHook('onClose', () => db.destroy());
  },
  { name: 'db' },
);
