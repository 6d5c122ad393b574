// `npx tsx server/areas/analytics/rebuildSubscriptionFigures.ts`: rebuilds the subscription figures'
// roll-ups from the holds and orders of the database the environment names (DATABASE_URL, else
// DATA_DIR's SQLite), as a refresh of every customer would write them, in one transaction, in the
// zone the analytics days are in. Run it with the API up or down; it migrates first.
import { pathToFileURL } from 'node:url';
import { loadConfig } from '../../config';
import { createDb, migrateToLatest } from '../../db';
import { rebuildSubscriptionFigures } from './subscriptionRollups';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config);
  try {
    await migrateToLatest(db);
    const started = performance.now();
    await db.transaction().execute((trx) => rebuildSubscriptionFigures(trx));
    const customers = await db.selectFrom('subscription_customers').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    console.log(`subscription figures rebuilt for ${Number(customers.n)} customers in ${Math.round(performance.now() - started)} ms`);
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
