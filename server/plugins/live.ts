import fp from 'fastify-plugin';
import { LiveHub } from '../live/hub';

declare module 'fastify' {
  interface FastifyInstance {
    /** This node's hub of live events (server/live/hub.ts), which the event streams subscribe to. */
    live: LiveHub;
  }
}

/**
 * Live updates (docs/api.md "Live updates"): the node's hub starts with the app and stops before
 * it closes, ending the open event streams (which would otherwise hold the close forever: the
 * browsers reconnect, to this node once it is back or to another).
 */
export default fp(
  async (app) => {
    const { config } = app;
    // PgBouncer in transaction mode cannot LISTEN: behind it, DATABASE_LISTEN_URL names PostgreSQL itself.
    const listenUrl = config.databaseListenUrl ?? (config.databasePreparedStatements ? config.databaseUrl : undefined);
    const hub = new LiveHub(app.db, { listenUrl, log: app.log });
    app.decorate('live', hub);
    app.addHook('onReady', () => hub.start());
    app.addHook('preClose', () => hub.stop());
  },
  { name: 'live', dependencies: ['db'] },
);
