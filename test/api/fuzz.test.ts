/**
 * The API's own fuzz test (issue 18): every operation of the OpenAPI document, as every caller
 * (anonymous, editor, admin, super admin), against hostile path ids, query strings, JSON bodies
 * (whole, and one field at a time from the operation's request schema), truncated and wrong
 * multipart uploads, and hostile headers; a list's filter inside a body (a bulk action's, a saved
 * view's) gets unknown keys and NUL characters. No answer may be a 5xx, and every job the requests
 * started ends, done or failed (none left stuck); every error answer is JSON
 * `{message, errorCode, fieldErrors?}` that shows nothing of the server's insides (docs/api.md
 * "Errors"); no request pollutes Object.prototype.
 *
 * Reproducible: the requests come from a seeded generator (FUZZ_SEED, printed with every
 * failure), each operation from its own, so `FUZZ_SEED=18 FUZZ_ONLY=<operationId>[,...]
 * FUZZ_BUDGET_MS=0` replays an operation's requests exactly (a failure that comes from what an
 * earlier operation stored shows in the last test, the reads after the writes). Bounded:
 * FUZZ_BUDGET_MS (45 s by default, about a minute for the file with its setup; 0 for no limit)
 * is shared among the operations in proportion to their cases; one that runs out of its share
 * stops early (a line says how many it sent), so a slow machine sends fewer requests rather than
 * stretching `npm test`. Each hostile case is sent once, by the callers the route lets in in turn;
 * each caller it refuses sends a few of them, and every caller sends the plain request.
 */
import { afterAll, describe, expect, test } from 'vitest';
import { canAccess, type Access } from '../../contract/access';
import type { Operation } from '../../contract/operation';
import { operations as contractOperations } from '../../contract/operations';
import { AdminRole } from '../../contract/enums';
import { loadConfig } from '../../server/config';
import { type Caller, callerName, callers, createRecords, Sessions } from './fuzz/fixtures';
import { CaseBuilder, type FuzzCase, type OperationUnderTest, operationOf, uploadCaps } from './fuzz/cases';
import { type Answer, type Failure, problemOf, prototypePolluted, reportOf } from './fuzz/check';
import { Prng } from './fuzz/prng';
import { type OpenApiDocument, SchemaReader } from './fuzz/schema';
import { bearer, createTestApp, injectSettled } from './helpers';

const seed = Number(process.env.FUZZ_SEED || 18);
/** 0: no limit, every case of every operation (a thorough run by hand). */
const budgetMs = Number(process.env.FUZZ_BUDGET_MS ?? 45_000);
/** Operation names, comma-separated: only these are fuzzed. */
const only = process.env.FUZZ_ONLY ? new Set(process.env.FUZZ_ONLY.split(',').map((name) => name.trim())) : undefined;
/** Hostile cases sent by each caller the route refuses: it must refuse them all alike. */
const refusedCases = 6;
/** Every operation gets at least this long, whatever is left of the budget. */
const minimumShareMs = 150;

// The test's own requests run in the app's process, one after another, and would read to the
// load shedding as an overload (503, errorCode 118): this test is about input, not load.
const load = { ...loadConfig({ NODE_ENV: 'test' }).load, maxEventLoopDelayMs: 0, requestTimeoutMs: 0 };
// The server's error log, so that a 5xx reports its cause (the answer says only "Something went wrong").
const serverErrors: string[] = [];
const logStream = { write: (line: string) => void serverErrors.push(line) };
const { app, close } = await createTestApp({ uploadMaxImageBytes: uploadCaps.image, uploadMaxEpubBytes: uploadCaps.epub, load, logLevel: 'error', logStream });
await app.ready();
const sessions = await Sessions.open(app);
await createRecords(app, sessions.token(AdminRole.SUPER_ADMIN));
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
const reader = new SchemaReader(document);
const root = new Prng(seed);

const accessOf = new Map(app.routeAccess.map((route) => [`${route.method} ${route.url}`, route.access]));
const operations: OperationUnderTest[] = Object.entries(document.paths)
  .flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => {
      const access = accessOf.get(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`) ?? 'unknown';
      return operationOf(method, path, operation, access, reader);
    }),
  )
  .filter((operation) => !only || only.has(operation.id))
  // Deletions last, so that the records the fixtures made are there for the other operations' ids.
  .sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));

const startedAt = Date.now();
const deadline = budgetMs > 0 ? startedAt + budgetMs : Infinity;
/** The hostile cases of each operation, counted beforehand: the budget is shared in proportion. */
const casesOf = new Map(operations.map((operation) => [operation.id, new CaseBuilder(reader, operation, root.fork(operation.id)).shared().length]));
let casesLeft = [...casesOf.values()].reduce((sum, count) => sum + count, 0);
let requestsSent = 0;
let clientAddress = 0;
const failuresByOperation = new Map<string, string[]>();
/** FUZZ_STATS=1: what the answers were, by family of case and status, and the slowest operations. */
const stats = process.env.FUZZ_STATS ? { statuses: new Map<string, number>(), durations: new Map<string, number>() } : undefined;

afterAll(async () => {
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  console.info(`fuzz: seed ${seed}, ${operations.length} operations, ${requestsSent} requests in ${seconds} s`);
  if (stats) {
    const statuses = [...stats.statuses].sort(([a], [b]) => a.localeCompare(b)).map(([key, count]) => `${key}: ${count}`);
    const slowest = [...stats.durations].sort(([, a], [, b]) => b - a).slice(0, 15).map(([id, ms]) => `${id} ${ms} ms`);
    console.info(`fuzz statuses:\n${statuses.join('\n')}\nslowest operations:\n${slowest.join('\n')}`);
  }
  if (failuresByOperation.size > 0) {
    const lines = [...failuresByOperation].flatMap(([operation, report]) => [`== ${operation}`, ...report]);
    console.info(`fuzz failures (seed ${seed}):\n${lines.join('\n')}`);
  }
  await close();
});

/** A logged error's message and the first frames of its stack. */
function causeOf(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } };
    const frames = (entry.err?.stack ?? '').split('\n').slice(1, 4).map((frame) => frame.trim());
    return [entry.msg, entry.err?.message, ...frames].filter(Boolean).join(' | ');
  } catch {
    return line.trim();
  }
}

const allows = (operation: OperationUnderTest, caller: Caller) =>
  canAccess(caller === 'anonymous' ? undefined : caller, operation.access as Access);

/** Sends one case as a caller; answers what is wrong with the answer, if anything. */
async function send(operation: OperationUnderTest, caller: Caller, testCase: FuzzCase): Promise<Failure | undefined> {
  const { request } = testCase;
  const headers = { ...request.headers };
  if (caller !== 'anonymous' && !testCase.ownAuthorization) Object.assign(headers, bearer(sessions.token(caller)));
  // A client address per request: the per-IP rate limits would otherwise answer 429 to most of
  // the sign-in calls, before any of their validation runs.
  const n = ++clientAddress;
  requestsSent++;
  const failure = (problem: string, status = 0, body = ''): Failure => ({
    operation: operation.id,
    caller: callerName(caller),
    testCase,
    problem,
    status,
    body,
  });
  let response: Answer;
  serverErrors.length = 0;
  try {
    // An event stream stays open: read until its status (test/api/liveEvents.test.ts reads its messages).
    const options = {
      method: request.method as 'GET',
      url: request.url,
      headers,
      remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
      ...(request.payload === undefined ? {} : { payload: request.payload }),
    };
    response = await injectSettled(app, options, (contractOperations as Record<string, Operation>)[operation.id]?.eventStream);
  } catch (error) {
    return failure(`the request failed in the test client: ${(error as Error).message}`);
  }
  // A hostile call may have ended the caller's own session (logout, a forced sign-out, blocking).
  if (caller !== 'anonymous' && (response.statusCode === 401 || response.statusCode === 403)) await sessions.refresh(caller);
  if (stats) {
    const key = `${testCase.family} ${response.statusCode}`;
    stats.statuses.set(key, (stats.statuses.get(key) ?? 0) + 1);
  }
  if (prototypePolluted()) return failure('Object.prototype polluted', response.statusCode, response.body);
  const problem = problemOf(response, request.url, operation.errorKeys[response.statusCode]);
  if (!problem) return undefined;
  const logged = response.statusCode >= 500 ? serverErrors.map(causeOf).join('; ') : '';
  return failure(logged ? `${problem} (server log: ${logged})` : problem, response.statusCode, response.body);
}

async function fuzz(operation: OperationUnderTest): Promise<{ failures: Failure[]; sent: number; planned: number }> {
  const started = Date.now();
  const cases = casesOf.get(operation.id)!;
  const share = Math.max(minimumShareMs, ((deadline - started) * cases) / Math.max(1, casesLeft));
  const until = started + share;
  casesLeft -= cases;
  const builder = new CaseBuilder(reader, operation, root.fork(operation.id));
  const allowed = callers.filter((caller) => allows(operation, caller));
  const refused = callers.filter((caller) => !allows(operation, caller));
  const plan: [Caller, FuzzCase][] = callers.map((caller) => [caller, builder.plain()]);
  const order = root.fork(`${operation.id}:order`);
  const shared = order.shuffle(builder.shared());
  // A few hostile cases as each caller the route refuses: refused alike, whatever the input.
  for (const caller of refused) for (const testCase of order.shuffle(shared).slice(0, refusedCases)) plan.push([caller, testCase]);
  const always = plan.length;
  // Each hostile case once, by the callers let in, in turn.
  shared.forEach((testCase, index) => plan.push([allowed[index % allowed.length]!, testCase]));

  const failures: Failure[] = [];
  let sent = 0;
  for (const [index, [caller, testCase]] of plan.entries()) {
    if (index >= always && Date.now() > until) break;
    const failure = await send(operation, caller, testCase);
    sent++;
    if (failure) failures.push(failure);
  }
  stats?.durations.set(operation.id, Date.now() - started);
  return { failures, sent, planned: plan.length };
}

test('the fuzz test covers every operation of the document, each with its access rule', () => {
  const listed = Object.values(document.paths).reduce((count, byMethod) => count + Object.keys(byMethod).length, 0);
  if (!only) expect(operations).toHaveLength(listed);
  expect(operations.filter((operation) => operation.access === 'unknown').map((operation) => operation.id)).toEqual([]);
  if (!only) {
    expect(operations.map((operation) => operation.id)).toEqual(
      expect.arrayContaining(['requestLoginCode', 'saveAppConfigEntry', 'getPublicAppConfig', 'uploadProfileAvatar', 'uploadEbookEpub']),
    );
  }
});

describe.each(operations.map((operation) => [`${operation.method} ${operation.path} (${operation.id})`, operation] as const))(
  '%s',
  (_name, operation) => {
    test(
      'hostile requests: no 5xx, every error {message, errorCode}, nothing leaked',
      async () => {
        const { failures, sent, planned } = await fuzz(operation);
        if (sent < planned) console.info(`fuzz: ${operation.id}: ${sent} of ${planned} requests within its share of FUZZ_BUDGET_MS`);
        const report = reportOf(failures, seed);
        if (report.length > 0) report.unshift(`replay: FUZZ_SEED=${seed} FUZZ_ONLY=${operation.id} FUZZ_BUDGET_MS=0 npx vitest run test/api/fuzz.test.ts`);
        if (report.length > 0) failuresByOperation.set(`${operation.method} ${operation.path} (${operation.id})`, report);
        expect(report).toEqual([]);
      },
      budgetMs > 0 ? budgetMs + 60_000 : 3_600_000,
    );
  },
);

test(
  'after every hostile write, each read operation still answers its plain request as every caller',
  async () => {
    // A stored value that breaks a reader shows here (an app config value that the public
    // endpoint cannot serialise, say), whichever operation stored it.
    const failures: Failure[] = [];
    for (const operation of operations) {
      if (operation.method !== 'GET') continue;
      const builder = new CaseBuilder(reader, operation, root.fork(`${operation.id}:again`));
      for (const caller of callers) {
        const failure = await send(operation, caller, builder.plain());
        if (failure) failures.push(failure);
      }
    }
    const report = failures.map((failure) => `${failure.operation}: ${reportOf([failure], seed)[0]}`);
    if (report.length > 0) failuresByOperation.set('reads after the writes', report);
    expect(report).toEqual([]);
  },
  60_000,
);

test('every job the hostile requests started ends: done or failed, none left queued or running', async () => {
  await app.jobs.drain();
  const jobs = await app.db.selectFrom('jobs').select(['id', 'kind', 'status']).execute();
  expect(jobs.filter((job) => job.status !== 'done' && job.status !== 'failed')).toEqual([]);
});

