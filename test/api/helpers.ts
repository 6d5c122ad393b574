import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { onTestFinished } from 'vitest';
import type { InjectOptions } from 'light-my-request';
import { type App, buildApp } from '../../server/app';
import { type Config, loadConfig } from '../../server/config';
import { createSchemaRole } from '../../server/db/schemaRole';
import { hashSecret } from '../../server/lib/secrets';
import { LocalStorage } from '../../server/storage/local';
import { copyMigratedSqlite, freshSchemaName, migratedPostgresSchema } from './migratedDatabases';

/** Set by `npm run test:pg`: every test app then gets its own schema in that database. */
const pgUrl = process.env.TEST_DATABASE_URL;

/** Whether the API tests run on PostgreSQL (`npm run test:pg`) rather than SQLite. */
export const onPostgres = Boolean(pgUrl);

/** Whether they run through PgBouncer in transaction mode (`npm run test:pgbouncer`). */
export const throughPgbouncer = onPostgres && process.env.TEST_PGBOUNCER === '1';

/**
 * A fresh schema in TEST_DATABASE_URL's database, owned by a fresh role of the same name whose
 * search_path it is (server/db/schemaRole.ts, so that it works through PgBouncer too): its URL
 * (signing in as that role) and what drops both. Named after the run (test/api/globalSetup.ts),
 * whose end drops any left behind.
 */
export function freshPostgresSchema(): Promise<{ url: string; drop: () => Promise<void> }> {
  return createSchemaRole(pgUrl!, freshSchemaName());
}

/**
 * A whole app on a fresh database (SQLite in a temporary folder, or a PostgreSQL schema of its
 * own under test:pg, both as the migrations leave them: test/api/migratedDatabases.ts) and a fresh
 * outbox, with the function that closes and removes it all. For an app shared by a whole file
 * (call `close` in afterAll); a single test uses testApp.
 */
export async function createTestApp(overrides: Partial<Config> = {}): Promise<{ app: App; close: () => Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'console-api-'));
  const pgSchema = pgUrl ? await migratedPostgresSchema(pgUrl) : undefined;
  if (!pgSchema) await copyMigratedSqlite(dataDir);
  const config: Config = {
    // scrypt at 2^10 rather than 2^17: the tests hash a password or a code in almost every test.
    // 0 from test:pgbouncer, as behind PgBouncer (README "Connection pooling"); server processes inherit it.
    // EPUBCheck off: a JVM for every e-pub a test uploads; test/api/readiness.test.ts turns it on.
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      STATIC_DIR: '',
      SCRYPT_COST: '1024',
      DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS,
      EPUBCHECK_JAR: 'off',
    }),
    databaseUrl: pgSchema?.url,
    ...overrides,
  };
  const removeData = async () => {
    await pgSchema?.release();
    await fs.rm(dataDir, { recursive: true, force: true });
  };
  const app = await buildApp(config).catch(async (error: unknown) => {
    await removeData();
    throw error;
  });
  const close = async () => {
    try {
      await app.close();
    } finally {
      await removeData();
    }
  };
  return { app, close };
}

/** The folder of the test app's stored files (the local storage, as the API tests use). */
export function storageRoot(app: App): string {
  if (!(app.storage instanceof LocalStorage)) throw new Error('The test app stores its files in S3, not in a folder');
  return app.storage.root;
}

/** createTestApp for one test: closed and removed when the test finishes. */
export async function testApp(overrides: Partial<Config> = {}): Promise<App> {
  const { app, close } = await createTestApp(overrides);
  onTestFinished(close);
  return app;
}

let emailCounter = 0;

/** A staff member (role 1, 2 or 4) with a known password. */
export async function createStaff(
  app: App,
  options: { role: number; email?: string; password?: string; name?: string; blocked?: boolean },
) {
  const email = options.email ?? `staff${++emailCounter}@example.test`;
  const password = options.password ?? 'correct horse';
  const now = new Date().toISOString();
  const user = await app.db
    .insertInto('users')
    .values({
      email,
      name: options.name ?? `Staff ${emailCounter}`,
      role: options.role,
      password_hash: await hashSecret(password, app.config.scryptCost),
      created_at: now,
      email_verified_at: now,
      blocked_at: options.blocked ? now : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: user.id, email, password, role: options.role };
}

/**
 * The outbox's files, once every message queued so far has been delivered (e-mail is queued and
 * sent just after the answer: docs/api.md "Mail").
 */
export async function outboxFiles(app: App): Promise<string[]> {
  await app.mailer.drain();
  return (await fs.readdir(app.mailer.outbox!)).sort();
}

/** The newest sign-in code e-mailed to an address, read from the outbox as a person would. */
export async function lastCode(app: App, email: string): Promise<string> {
  const outbox = app.mailer.outbox!;
  const files = (await outboxFiles(app)).filter((file) => file.endsWith(`-${email}.eml`));
  const newest = files.at(-1);
  if (!newest) throw new Error(`No message to ${email} in the outbox`);
  const match = /(?:Your sign-in code|Votre code de connexion) ?: (\d{6})/.exec(await fs.readFile(path.join(outbox, newest), 'utf8'));
  if (!match) throw new Error(`No code in ${newest}`);
  return match[1]!;
}

/** Signs in through both steps and answers the stored login record. */
export async function signIn(app: App, staff: { email: string; password: string }) {
  const login = await app.inject({ method: 'POST', url: '/auth/login', payload: staff });
  if (login.statusCode !== 200) throw new Error(`login answered ${login.statusCode}: ${login.body}`);
  const otp = await lastCode(app, staff.email);
  const validate = await app.inject({ method: 'POST', url: '/auth/otp/validate', payload: { email: staff.email, otp } });
  if (validate.statusCode !== 200) throw new Error(`otp answered ${validate.statusCode}: ${validate.body}`);
  return validate.json() as { id: number; role: number; access_token: string; locale?: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface CustomerSeed {
  name?: string;
  email?: string;
  phone?: string | null;
  country?: string | null;
  /** Registration instant (created_at), any form Date understands; now by default. */
  registeredAt?: string | Date;
  emailVerified?: boolean;
  blocked?: boolean;
  lastSeenAt?: string | null;
}

/** Customers (users without a role), inserted in one statement; answers their ids in order. */
export async function createCustomers(app: App, customers: CustomerSeed[]): Promise<number[]> {
  if (customers.length === 0) return [];
  const now = new Date().toISOString();
  const values = customers.map((customer) => {
    const n = ++emailCounter;
    const registeredAt = customer.registeredAt ? new Date(customer.registeredAt).toISOString() : now;
    return {
      name: customer.name ?? `Customer ${n}`,
      email: customer.email ?? `customer${n}@example.test`,
      role: null,
      password_hash: null,
      phone: customer.phone === undefined ? '+15550000000' : customer.phone,
      country: customer.country === undefined ? 'US' : customer.country,
      created_at: registeredAt,
      email_verified_at: customer.emailVerified === false ? null : registeredAt,
      blocked_at: customer.blocked ? now : null,
      last_seen_at: customer.lastSeenAt ?? null,
    };
  });
  const rows = await app.db.insertInto('users').values(values).returning(['id', 'email']).execute();
  // RETURNING promises no order: match the rows by their unique e-mail.
  const idByEmail = new Map(rows.map((row) => [row.email, row.id]));
  return values.map((value) => idByEmail.get(value.email)!);
}

/** One customer; answers its id. */
export async function createCustomer(app: App, customer: CustomerSeed = {}): Promise<number> {
  const [id] = await createCustomers(app, [customer]);
  return id!;
}

/** The outbox files addressed to an e-mail, oldest first. */
export async function messagesTo(app: App, email: string): Promise<string[]> {
  return (await outboxFiles(app)).filter((file) => file.endsWith(`-${email}.eml`));
}

/** The newest message to an address, its quoted-printable text decoded, as a person would read it. */
export async function lastMessage(app: App, email: string): Promise<string> {
  const newest = (await messagesTo(app, email)).at(-1);
  if (!newest) throw new Error(`No message to ${email} in the outbox`);
  const eml = await fs.readFile(path.join(app.mailer.outbox!, newest), 'utf8');
  return eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first link of the newest message to an address that starts with `prefix`. */
export async function lastLink(app: App, email: string, prefix: string): Promise<string> {
  const text = await lastMessage(app, email);
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S+`).exec(text);
  if (!match) throw new Error(`No link ${prefix}... in the newest message to ${email}`);
  return match[0];
}

/** An answer as the checks read it: status, headers and the body as text. */
export interface SettledAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  json: <T = unknown>() => T;
}

/**
 * `app.inject`, except that an operation answering an event stream (`eventStream` in its contract:
 * it stays open) is read until its status: an error's body whole, a stream let go at once.
 */
export async function injectSettled(app: App, options: InjectOptions, eventStream: boolean | undefined): Promise<SettledAnswer> {
  if (!eventStream) return app.inject(options);
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (response.statusCode < 400) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  return { statusCode: response.statusCode, headers: response.headers, body, json: <T,>() => JSON.parse(body) as T };
}
