import fp from 'fastify-plugin';
import { purgeAuditEntries } from '../audit/retention';

const day = 86_400_000;

/**
 * AUDIT_RETENTION_DAYS (README "Configuration"): with a number of days, the audit entries older
 * than that are purged at start and then daily; with 0 (the default) every entry is kept.
 */
export default fp(
  async (app) => {
    const days = app.config.auditRetentionDays;
    if (days === 0) return;
    const purge = () =>
      purgeAuditEntries(app.db, days)
        .then((count) => count > 0 && app.log.info({ count, days }, 'purged old audit entries'))
        .catch((error: unknown) => app.log.error({ err: error }, 'purging old audit entries failed'));
    app.addHook('onReady', async () => {
      await purge();
    });
    const timer = setInterval(() => void purge(), day).unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'auditRetention', dependencies: ['db'] },
);
