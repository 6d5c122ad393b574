import cluster, { type Worker } from 'node:cluster';
import { once } from 'node:events';
import v8 from 'node:v8';
import { buildApp } from './app';
import { type Config, loadConfig } from './config';
import { refreshPlannerStatistics } from './db';
import { demoPassword, demoStaff } from './demo/accounts';

const config = loadConfig();

// A busy process's heap would otherwise grow to about four times what it holds live before V8
// collects it whole: a large export's garbage then costs hundreds of megabytes (README
// "Configuration", HEAP_GROWTH_PERCENT). Set first, before the process holds much; a forked API
// process runs this file too.
if (config.heapGrowthPercent > 0) v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowthPercent}`);

function banner(outbox: string | undefined) {
  const lines = ['', `  Console and API: ${config.publicUrl}   (API docs: ${config.publicUrl}/api/docs)`];
  if (config.demoData) {
    lines.push(`  Demo accounts, password ${demoPassword}: ${demoStaff.map((staff) => staff.email).join(', ')}`);
  }
  if (config.workers > 1) lines.push(`  ${config.workers} API processes (WORKERS) share the port.`);
  lines.push(outbox ? `  Sign-in codes are written to ${outbox}/` : '  Sign-in codes are sent by SMTP (SMTP_URL).', '');
  console.log(lines.join('\n'));
}

/** Migrations, the roll-ups' time zone and the demo data: the start's one-off work. */
async function prepare(app: Awaited<ReturnType<typeof buildApp>>) {
  // The generator and faker's data (megabytes of heap) are loaded here alone, never by a forked API process.
  const { seedDemoData } = config.demoData ? await import('./demo') : { seedDemoData: undefined };
  if (seedDemoData && (await seedDemoData(app.db, { storage: app.storage }))) {
    app.log.info('demo data written into the empty database');
    // The start analysed the empty tables; the planner should know the demo's, not wait an hour.
    await refreshPlannerStatistics(app.db);
  }
}

/**
 * WORKERS > 1: this process does the start's one-off work once, then forks the API processes,
 * which share the port (node:cluster hands out the connections). Each is a node as in README
 * "Several API nodes": the database holds all they share. One that dies is replaced; one that
 * dies before it listens stops the start.
 */
async function runWorkers({ workers }: Config) {
  const app = await buildApp(config);
  await prepare(app);
  const outbox = app.mailer.outbox;
  await app.close();

  let stopping = false;
  const listening = new Set<Worker>();
  cluster.on('listening', (worker) => listening.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!listening.has(worker)) {
      console.error(`An API process stopped (${signal ?? code}) before listening; stopping.`);
      stopping = true;
      for (const other of Object.values(cluster.workers ?? {})) other?.kill();
      process.exitCode = 1;
      return;
    }
    listening.delete(worker);
    console.error(`API process ${worker.process.pid} stopped (${signal ?? code}); starting another.`);
    cluster.fork();
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
    });
  }
  for (let n = 0; n < workers; n++) cluster.fork();
  while (listening.size < workers && !stopping) await once(cluster, 'listening');
  if (!stopping) banner(outbox);
}

async function runServer() {
  const app = await buildApp(config);
  // A worker finds the one-off work done by the primary.
  if (cluster.isPrimary) await prepare(app);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void app.close().then(() => process.exit(0)));
  }
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) banner(app.mailer.outbox);
}

await (cluster.isPrimary && config.workers > 1 ? runWorkers(config) : runServer());
