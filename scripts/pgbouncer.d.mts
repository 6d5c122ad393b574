/** Types of scripts/pgbouncer.mjs, for the bench (TypeScript). */
export interface Pgbouncer {
  /** The database URL given, with pgbouncer's address. */
  url: string;
  port: number;
  /** pgbouncer's log (removed by stop). */
  log: string;
  stop(): Promise<void>;
}

export function startPgbouncer(options: {
  databaseUrl: string;
  poolSize?: number;
  poolMode?: 'session' | 'transaction' | 'statement';
  maxClients?: number;
  serverIdleSeconds?: number;
}): Promise<Pgbouncer>;
