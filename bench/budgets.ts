/** The budgets of issue 10 ("Scale"); the suite prints each beside its figure and never fails on one. */
export const budgets = {
  /** The JavaScript the console loads first (the login page), gzip, in bytes (280 KB). */
  firstLoadGzipBytes: 280_000,
  /** Generating the scale database on SQLite ("well under a minute": three quarters of one). */
  generateSeconds: 45,
  /** The orders list under load, on SQLite, PostgreSQL and through PgBouncer alike (issue 22). */
  ordersListP99Ms: 50,
  ordersListErrors: 0,
  /** Revenue by day, visitors by day and every subscription figure over 365 days (issue 50). */
  analyticsMs: 100,
  /** Rebuilding the subscription figures' roll-ups from every hold at scale (issue 50), on SQLite. */
  subscriptionRollupSeconds: 30,
  /** Search across the console (GET /api/search, the command palette), each term, p99. */
  searchP99Ms: 100,
  /** A list's own text search (its `q`) over the whole list, first page, each term, p99 (issue 22). */
  listSearchP99Ms: 100,
  /** Each step on the orders list in the console at scale, click to table ("without freezing"). */
  consoleStepMs: 1000,
  /** Under overload (more connections than the server can serve): the requests it accepts, p99. */
  overloadAcceptedP99Ms: 1000,
  /** ... and every other answer a 503 with Retry-After: no other status, no error, no time-out. */
  overloadOtherAnswers: 0,
  /** What the audit entry (with the lock, the read before and the If-Match check) adds to a feed entry's update, p50. */
  auditWriteExtraMs: 2,
  /** A bulk action over the scale customers (issue 21), records a second (each in its own audited transaction). */
  bulkRecordsPerSecond: 500,
  /** Exporting every order as CSV: what the server's memory grows by at its peak (constant memory). */
  exportRssGrowthBytes: 64 * 1024 * 1024,
  /** POST /auth/otp/validate with and without a pending code: the difference of their medians, ms (it must not tell). */
  codeValidationDifferenceMs: 5,
  /** The forgotten password for a known and an unknown address: the difference of their medians, ms. */
  forgotPasswordDifferenceMs: 0.5,
  /** Signed out, a fresh context's navigation to `/` or `/#/orders` until the sign-in form's e-mail field is painted, median (ms). */
  signInFormMs: 1000,
  /** kill -9 under write load: acknowledged writes missing after the restart. */
  crashLostWrites: 0,
  /** Lighthouse (desktop preset, median of 3) on every screen measured (issue 22): the performance score, at least. */
  lighthousePerformance: 90,
  /** ... and the accessibility score, at least (that is, exactly 100). */
  lighthouseAccessibility: 100,
  /**
   * Navigation to the first row of each list (orders, customers, e-books, feed, subscriptions,
   * activity) as React renders it: the console's median over a minimal react-admin app's for the
   * same list, in the same run, at most, on every list. 0.6 is where we want to be.
   */
  firstRowRatio: 1.0,
  /** The release calendar's month view (six weeks, every kind) of a year with 5,000 scheduled items (issue 48), p99 (ms). */
  calendarMonthMs: 100,
  /** Scheduled publication (issue 48): from an item's time to its publication, 1,000 items due at one moment, p99 (ms). */
  publishingLagP99Ms: 5000,
  /** The e-book list filtered by readiness (issue 49) at 100,000 books, first page, each filter, p99 (ms). */
  readinessListP99Ms: 100,
  /** Live updates (bench/liveStreams.ts): event streams open on one API process (WORKERS=1), each open to the end. */
  liveStreams: 1000,
  /** ... the orders list under the usual load while they are open, p99: the same budget as without them (ordersListP99Ms). */
  liveStreamsOrdersListP99Ms: 50,
  /** ... what each open stream adds to the API process's memory: RSS, and heap after a full collection (bytes). */
  liveStreamRssBytes: 64_000,
  liveStreamHeapBytes: 32_000,
  /** EPUBCheck of a 5 MB e-pub as a job (issue 49), from the upload's answer to the report (ms): a JVM start and the book. */
  epubcheckJobMs: 30_000,
} as const;

export type Verdict = 'ok' | 'over' | 'n/a';

export const within = (figure: number | undefined, budget: number): Verdict =>
  figure === undefined ? 'n/a' : figure <= budget ? 'ok' : 'over';

/** For a budget that is a floor (a score): 'over' means short of it. */
export const atLeast = (figure: number | undefined, budget: number): Verdict =>
  figure === undefined ? 'n/a' : figure >= budget ? 'ok' : 'over';
