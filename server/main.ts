import { buildApp } from './app';
import { loadConfig } from './config';
import { demoPassword, demoStaff, seedDemoData } from './db/seed';

const config = loadConfig();
const app = await buildApp(config);

if (config.demoData && (await seedDemoData(app.db, { storage: app.storage }))) app.log.info('demo data written into the empty database');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

await app.listen({ port: config.port, host: config.host });

const lines = [
  '',
  `  Console and API: ${config.publicUrl}   (API docs: ${config.publicUrl}/api/docs)`,
];
if (config.demoData) {
  lines.push(`  Demo accounts, password ${demoPassword}: ${demoStaff.map((staff) => staff.email).join(', ')}`);
}
lines.push(
  app.mailer.outbox
    ? `  Sign-in codes are written to ${app.mailer.outbox}/`
    : '  Sign-in codes are sent by SMTP (SMTP_URL).',
  '',
);
console.log(lines.join('\n'));
