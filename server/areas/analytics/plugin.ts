import fp from 'fastify-plugin';
import { syncSubscriptionFigures } from './subscriptionRollups';
import { syncRollups } from './sync';

/**
 * On start, after the migrations: the analytics days and roll-ups follow TIME_ZONE (a change
 * of zone rebuilds them; server/areas/analytics/sync.ts). Runs while the app is built, so that the
 * demo data written next (server/main.ts) finds the zone recorded.
 */
export default fp(
  async (app) => {
    const outcome = await syncRollups(app.db, app.config.timeZone);
    if (outcome !== 'current') app.log.info({ timeZone: app.config.timeZone, outcome }, 'analytics roll-ups brought up to date');
    // After the days' zone is settled: the subscription figures follow it (docs/api.md "Subscription figures").
    if (await syncSubscriptionFigures(app.db)) app.log.info({ timeZone: app.config.timeZone }, 'subscription figures rebuilt');
  },
  { name: 'analytics-rollups', dependencies: ['db'] },
);
