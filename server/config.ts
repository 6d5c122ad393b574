import path from 'node:path';
import { assertTimeZone } from './lib/dates';

/** Every setting comes from the environment (README.md lists them). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  publisherName: string;
  timeZone: string;
  demoData: boolean;
  production: boolean;
  logLevel: string;
  /** Console build served at `/`; absent in API-only tests. */
  staticDir?: string;
  sessionTtlMs: number;
  codeTtlMs: number;
  /** Largest image upload (avatars, covers, banners), in bytes. */
  uploadMaxImageBytes: number;
  /** Largest e-pub upload (an e-book's sample and full file), in bytes. */
  uploadMaxEpubBytes: number;
  /** The payment provider's adapter by name (server/payments/index.ts): `sandbox`. */
  paymentProvider: string;
  /** Longest wait for any call to the payment provider. */
  paymentProviderTimeoutMs: number;
  rateLimit: {
    windowMs: number;
    loginPerIp: number;
    loginPerEmail: number;
    codePerIp: number;
    /** `POST /auth/users/password/forgot` per e-mail and window (per IP: loginPerIp). */
    forgotPerEmail: number;
    /** `POST /data/events` (the mobile app's event batches) per IP and window. */
    eventsPerIp: number;
  };
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
}

function timeZone(value: string | undefined): string {
  const zone = value || 'UTC';
  try {
    assertTimeZone(zone);
  } catch {
    throw new Error(`TIME_ZONE must be an IANA time zone such as Europe/Berlin, got "${zone}"`);
  }
  return zone;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Publisher Console <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    publisherName: env.PUBLISHER_NAME || 'Northwind Press',
    timeZone: timeZone(env.TIME_ZONE),
    demoData: !production && env.DEMO_DATA !== '0',
    production,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR || './dist'),
    sessionTtlMs: int(env.SESSION_TTL_MINUTES, 12 * 60) * 60_000,
    codeTtlMs: 5 * 60_000,
    uploadMaxImageBytes: int(env.UPLOAD_MAX_IMAGE_BYTES, 5 * 1024 * 1024),
    uploadMaxEpubBytes: int(env.UPLOAD_MAX_EPUB_BYTES, 100 * 1024 * 1024),
    paymentProvider: env.PAYMENT_PROVIDER || 'sandbox',
    paymentProviderTimeoutMs: int(env.PAYMENT_PROVIDER_TIMEOUT_MS, 5000),
    rateLimit: {
      windowMs: int(env.RATE_LIMIT_WINDOW_SECONDS, 15 * 60) * 1000,
      loginPerIp: int(env.RATE_LIMIT_LOGIN_PER_IP, 50),
      loginPerEmail: int(env.RATE_LIMIT_LOGIN_PER_EMAIL, 10),
      codePerIp: int(env.RATE_LIMIT_CODE_PER_IP, 50),
      forgotPerEmail: int(env.RATE_LIMIT_FORGOT_PER_EMAIL, 3),
      eventsPerIp: int(env.RATE_LIMIT_EVENTS_PER_IP, 1000),
    },
  };
}
