import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { assertTimeZone } from './lib/dates';
import { minScryptCost } from './lib/secrets';

/** Files in an S3 bucket instead of `$DATA_DIR/uploads` (server/storage/s3.ts). */
export interface S3Config {
  bucket: string;
  /** An S3-compatible server (MinIO, s3rver, ...); AWS's own endpoint when absent. */
  endpoint?: string;
  region: string;
  /** Both keys, or none: then the AWS SDK's default chain (AWS_* variables, instance role, ...). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** `bucket` in the path rather than the host name, as MinIO and s3rver want. */
  forcePathStyle: boolean;
}

/** Every setting comes from the environment (README.md lists them). */
export interface Config {
  port: number;
  host: string;
  /** Fastify's `trustProxy`: the load balancers whose X-Forwarded-For names the client; none by default. */
  trustProxy?: string;
  dataDir: string;
  databaseUrl?: string;
  /** Connections this process's PostgreSQL pool opens at most (README "Connection pooling"). */
  databasePoolMax: number;
  /** Where live updates LISTEN on PostgreSQL when DATABASE_URL is PgBouncer's (docs/api.md "Live updates"). */
  databaseListenUrl?: string;
  /** Whether the hottest statements are prepared by name and planned once (server/db/index.ts createPreparedDb); off behind PgBouncer. */
  databasePreparedStatements: boolean;
  smtpUrl?: string;
  mailFrom: string;
  publicUrl: string;
  publisherName: string;
  /** The publisher's postal address, one line per entry, on receipts and credit notes (PUBLISHER_ADDRESS, lines split by `;`). */
  publisherAddress: string[];
  /**
   * Sales tax (VAT) included in prices, as a percentage per buyer's country (TAX_RATES, `GB:20,FR:5.5`);
   * a country not named pays none (docs/api.md "Receipts and credit notes").
   */
  taxRates: Record<string, number>;
  timeZone: string;
  demoData: boolean;
  production: boolean;
  logLevel: string;
  /** Console build served at `/`; absent in API-only tests. */
  staticDir?: string;
  sessionTtlMs: number;
  /** A session unused this long ends (SESSION_IDLE_MINUTES; docs/api.md "Sessions"). */
  sessionIdleMs: number;
  codeTtlMs: number;
  /** scrypt's cost N for passwords and sign-in codes (server/lib/secrets.ts); at least 2^17 but in tests. */
  scryptCost: number;
  /** Largest image upload (avatars, covers, banners), in bytes. */
  uploadMaxImageBytes: number;
  /** Largest e-pub upload (an e-book's sample and full file), in bytes. */
  uploadMaxEpubBytes: number;
  /**
   * EPUBCheck's jar (Debian's `epubcheck` package: /usr/share/java/epubcheck.jar), run with `java -jar`
   * on every uploaded e-pub; null (EPUBCHECK_JAR=off) runs the structural check alone (README "EPUBCheck").
   */
  epubcheckJar: string | null;
  /** Longest EPUBCheck run of one file. */
  epubcheckTimeoutMs: number;
  /** Most pixels an uploaded image may decode to (width × height, all frames counted); README "Upload checks". */
  uploadMaxImagePixels: number;
  /** The payment provider's adapter by name (server/payments/index.ts): `sandbox`. */
  paymentProvider: string;
  /** Longest wait for any call to the payment provider. */
  paymentProviderTimeoutMs: number;
  /** The first retry of a failed e-mail delivery, doubling on each failure up to the longest (server/mail/). */
  mailRetryBaseMs: number;
  mailRetryMaxMs: number;
  /** Audit entries older than this many days are purged (daily, itself audited); 0 keeps them all. */
  auditRetentionDays: number;
  /** A customer's erasure is refused until this many days after their last order (docs/api.md "Customer data requests"); 0: no hold. */
  erasureHoldDays: number;
  /**
   * How long a node holds a background job without renewing its claim (it renews after every
   * record): past it, another node resumes the job where it stopped (server/jobs/).
   */
  jobLeaseMs: number;
  /** Where the app's log goes instead of stdout (tests that read the log); not a setting. */
  logStream?: { write(line: string): void };
  /** API processes on this machine sharing the port (node:cluster), each a node as in README "Several API nodes". */
  workers: number;
  /**
   * How far past what it holds live a process's heap may grow before a full collection, in percent
   * (V8's --heap-growing-percent); 0 leaves V8's own, up to four times.
   */
  heapGrowthPercent: number;
  /** Uploaded files in S3 when S3_BUCKET is set; in `$DATA_DIR/uploads` otherwise. */
  s3?: S3Config;
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
  /** Load shedding and request deadlines (server/plugins/loadShedding.ts; README "Overload"). */
  load: {
    /** How long a request may wait in the event loop behind those read before it in the same turn; later ones get 503; 0: no limit. */
    maxWaitMs: number;
    /** Mean event-loop delay over a sample above which requests are refused with 503; 0: no limit. */
    maxEventLoopDelayMs: number;
    /** Heap in use, and resident set size, above which requests are refused with 503; 0: no limit. */
    maxHeapUsedBytes: number;
    maxRssBytes: number;
    /** How often the event-loop delay and the memory are sampled. */
    sampleIntervalMs: number;
    /** `Retry-After` of a 503. */
    retryAfterSeconds: number;
    /** An answer must begin within this from the request's arrival, else 503 (uploads excepted); 0: no deadline. */
    requestTimeoutMs: number;
    /** The whole request, headers and body, must arrive within this (Fastify's `requestTimeout`, 408). */
    receiveTimeoutMs: number;
  };
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`Expected a whole number, got "${value}"`);
  return parsed;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  const parsed = int(value, fallback);
  if (parsed < 1) throw new Error(`${name} must be 1 or more, got "${value}"`);
  return parsed;
}

function workers(value: string | undefined): number {
  if (value === 'auto') return os.availableParallelism();
  const count = int(value, 1);
  if (count < 1) throw new Error(`WORKERS must be 1 or more, or auto, got "${value}"`);
  return count;
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

/** Addresses or CIDR ranges (or proxy-addr's names: loopback, linklocal, uniquelocal), comma-separated. */
function trustProxy(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const entries = value.split(',').map((entry) => entry.trim());
  const valid = (entry: string) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    return extra === undefined && net.isIP(address ?? '') !== 0 && (bits === undefined || /^\d{1,3}$/.test(bits));
  };
  const wrong = entries.find((entry) => !valid(entry));
  if (wrong !== undefined) throw new Error(`TRUST_PROXY must list addresses or CIDR ranges, got "${wrong}"`);
  return entries.join(',');
}

function flag(name: string, value: string | undefined): boolean {
  if (value === undefined || value === '' || value === '0') return false;
  if (value === '1') return true;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

function taxRates(value: string): Record<string, number> {
  const rates: Record<string, number> = {};
  for (const entry of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    const match = /^([A-Z]{2}):(\d{1,2}(?:\.\d{1,2})?)$/.exec(entry);
    if (!match) throw new Error(`TAX_RATES: "${entry}" is not COUNTRY:PERCENT (such as GB:20 or FR:5.5)`);
    rates[match[1]!] = Number(match[2]);
  }
  return rates;
}

function scryptCost(env: NodeJS.ProcessEnv): number {
  const cost = int(env.SCRYPT_COST, minScryptCost);
  if (cost < 2 || cost > 2 ** 20 || (cost & (cost - 1)) !== 0) throw new Error(`SCRYPT_COST must be a power of two up to 1048576, got "${env.SCRYPT_COST}"`);
  // Only the tests may hash faster than OWASP's minimum: they hash many passwords and codes.
  if (cost < minScryptCost && env.NODE_ENV !== 'test') throw new Error(`SCRYPT_COST must be at least ${minScryptCost}, got "${env.SCRYPT_COST}"`);
  return cost;
}

function s3(env: NodeJS.ProcessEnv): S3Config | undefined {
  const bucket = env.S3_BUCKET || undefined;
  const others = ['S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY', 'S3_FORCE_PATH_STYLE'].filter((name) => env[name]);
  if (!bucket) {
    if (others.length > 0) throw new Error(`${others.join(', ')} set without S3_BUCKET`);
    return undefined;
  }
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error(`S3_BUCKET is not a bucket name: "${bucket}"`);
  const endpoint = env.S3_ENDPOINT || undefined;
  if (endpoint && !/^https?:\/\/[^/\s]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}"`);
  const accessKeyId = env.S3_ACCESS_KEY_ID || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || undefined;
  if (!accessKeyId !== !secretAccessKey) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  return {
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: flag('S3_FORCE_PATH_STYLE', env.S3_FORCE_PATH_STYLE),
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  const production = env.NODE_ENV === 'production';
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port,
    host: env.HOST || '127.0.0.1',
    trustProxy: trustProxy(env.TRUST_PROXY),
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolMax: positive('DATABASE_POOL_MAX', env.DATABASE_POOL_MAX, 10),
    databaseListenUrl: env.DATABASE_LISTEN_URL || undefined,
    databasePreparedStatements: env.DATABASE_PREPARED_STATEMENTS === undefined || env.DATABASE_PREPARED_STATEMENTS === '' || flag('DATABASE_PREPARED_STATEMENTS', env.DATABASE_PREPARED_STATEMENTS),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Publisher Console <no-reply@localhost>',
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    publisherName: env.PUBLISHER_NAME || 'Northwind Press',
    publisherAddress: (env.PUBLISHER_ADDRESS ?? '1 Quay Street; Bristol BS1 4DJ; United Kingdom')
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean),
    taxRates: taxRates(env.TAX_RATES ?? 'GB:20,IE:9,FR:5.5,DE:7,ES:4,IT:4,NL:9,US:0,CA:5,AU:10,IN:18'),
    timeZone: timeZone(env.TIME_ZONE),
    demoData: !production && env.DEMO_DATA !== '0',
    production,
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    staticDir: env.STATIC_DIR === '' ? undefined : path.resolve(env.STATIC_DIR || './dist'),
    sessionTtlMs: int(env.SESSION_TTL_MINUTES, 12 * 60) * 60_000,
    sessionIdleMs: positive('SESSION_IDLE_MINUTES', env.SESSION_IDLE_MINUTES, 120) * 60_000,
    codeTtlMs: 5 * 60_000,
    scryptCost: scryptCost(env),
    uploadMaxImageBytes: int(env.UPLOAD_MAX_IMAGE_BYTES, 5 * 1024 * 1024),
    uploadMaxEpubBytes: int(env.UPLOAD_MAX_EPUB_BYTES, 100 * 1024 * 1024),
    epubcheckJar: env.EPUBCHECK_JAR === 'off' ? null : env.EPUBCHECK_JAR || '/usr/share/java/epubcheck.jar',
    epubcheckTimeoutMs: positive('EPUBCHECK_TIMEOUT_SECONDS', env.EPUBCHECK_TIMEOUT_SECONDS, 300) * 1000,
    uploadMaxImagePixels: positive('UPLOAD_MAX_IMAGE_PIXELS', env.UPLOAD_MAX_IMAGE_PIXELS, 50_000_000),
    paymentProvider: env.PAYMENT_PROVIDER || 'sandbox',
    paymentProviderTimeoutMs: int(env.PAYMENT_PROVIDER_TIMEOUT_MS, 5000),
    mailRetryBaseMs: positive('MAIL_RETRY_BASE_SECONDS', env.MAIL_RETRY_BASE_SECONDS, 10) * 1000,
    mailRetryMaxMs: positive('MAIL_RETRY_MAX_SECONDS', env.MAIL_RETRY_MAX_SECONDS, 3600) * 1000,
    auditRetentionDays: int(env.AUDIT_RETENTION_DAYS, 0),
    erasureHoldDays: int(env.ERASURE_HOLD_DAYS, 0),
    jobLeaseMs: positive('JOB_LEASE_SECONDS', env.JOB_LEASE_SECONDS, 30) * 1000,
    workers: workers(env.WORKERS),
    heapGrowthPercent: int(env.HEAP_GROWTH_PERCENT, 100),
    s3: s3(env),
    rateLimit: {
      windowMs: int(env.RATE_LIMIT_WINDOW_SECONDS, 15 * 60) * 1000,
      loginPerIp: int(env.RATE_LIMIT_LOGIN_PER_IP, 50),
      loginPerEmail: int(env.RATE_LIMIT_LOGIN_PER_EMAIL, 10),
      codePerIp: int(env.RATE_LIMIT_CODE_PER_IP, 50),
      forgotPerEmail: int(env.RATE_LIMIT_FORGOT_PER_EMAIL, 3),
      eventsPerIp: int(env.RATE_LIMIT_EVENTS_PER_IP, 1000),
    },
    load: {
      // Both off in tests: app.inject runs in the test's own process, whose work is not load.
      maxWaitMs: int(env.LOAD_MAX_WAIT_MS, env.NODE_ENV === 'test' ? 0 : 200),
      maxEventLoopDelayMs: int(env.LOAD_MAX_EVENT_LOOP_DELAY_MS, env.NODE_ENV === 'test' ? 0 : 1000),
      maxHeapUsedBytes: int(env.LOAD_MAX_HEAP_USED_MB, 0) * 1024 * 1024,
      maxRssBytes: int(env.LOAD_MAX_RSS_MB, 0) * 1024 * 1024,
      sampleIntervalMs: 1000,
      retryAfterSeconds: int(env.LOAD_RETRY_AFTER_SECONDS, 5),
      requestTimeoutMs: int(env.REQUEST_TIMEOUT_MS, 10_000),
      receiveTimeoutMs: int(env.RECEIVE_TIMEOUT_SECONDS, 300) * 1000,
    },
  };
}
