import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ErrorCode } from '../../contract/errors';
import { createDb, type Db } from '../../server/db';
import { hashSecret } from '../../server/lib/secrets';
import { tinyEpub } from '../fixtures/epub';
import { decodedImage } from '../fixtures/images';
import { tinyPng } from '../fixtures/png';
import { freshPostgresSchema, onPostgres } from './helpers';
import { type ServerProcess, startServerProcess } from '../serverProcess';

/*
 * Two API processes behind no balancer, on one database (a shared SQLite file, or one
 * PostgreSQL schema under test:pg) and one bucket of an S3-compatible server on loopback: what
 * one node writes (sessions, rate-limit counts, files) the other reads.
 */

const root = path.resolve(import.meta.dirname, '../..');
const bucket = 'console-media';
const s3Keys = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let temp: string;
let s3rver: S3rver | undefined;
let s3: S3Client | undefined;
let pgSchema: Awaited<ReturnType<typeof freshPostgresSchema>> | undefined;
let db: Db | undefined;
const nodes: ServerProcess[] = [];
let a: ServerProcess;
let b: ServerProcess;
/** Each node's DATA_DIR (outbox, temporary upload files; the SQLite file is shared). */
let dataDirs: [string, string];
let adminToken: string;

const admin = { email: 'admin@multinode.test', password: 'correct horse' };
const traveller = { email: 'traveller@multinode.test', password: 'correct horse' };
const limited = { email: 'limited@multinode.test', password: 'correct horse' };

beforeAll(async () => {
  temp = await fs.mkdtemp(path.join(os.tmpdir(), 'console-multinode-'));
  s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(temp, 's3'),
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: s3Port } = await s3rver.run();
  const endpoint = `http://127.0.0.1:${s3Port}`;
  s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: s3Keys });

  pgSchema = onPostgres ? await freshPostgresSchema() : undefined;
  // SQLite lives at $DATA_DIR/app.db, so on SQLite both nodes share one DATA_DIR.
  dataDirs = onPostgres ? [path.join(temp, 'a'), path.join(temp, 'b')] : [path.join(temp, 'shared'), path.join(temp, 'shared')];
  const env = (dataDir: string) => ({
    NODE_ENV: 'test',
    DEMO_DATA: '0',
    DATA_DIR: dataDir,
    DATABASE_URL: pgSchema?.url ?? '',
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: s3Keys.accessKeyId,
    S3_SECRET_ACCESS_KEY: s3Keys.secretAccessKey,
    S3_FORCE_PATH_STYLE: '1',
    RATE_LIMIT_LOGIN_PER_EMAIL: '3',
  });
  // One after the other: the first runs the migrations.
  a = await startServerProcess(root, env(dataDirs[0]));
  nodes.push(a);
  b = await startServerProcess(root, env(dataDirs[1]));
  nodes.push(b);

  db = createDb({ databaseUrl: pgSchema?.url, dataDir: dataDirs[0] });
  const now = new Date().toISOString();
  for (const staff of [admin, traveller, limited]) {
    await db
      .insertInto('users')
      .values({ email: staff.email, name: 'Multi Node', role: 2, password_hash: await hashSecret(staff.password), created_at: now, email_verified_at: now })
      .execute();
  }
  // One sign-in for the file tests (RATE_LIMIT_LOGIN_PER_EMAIL is 3).
  adminToken = (await signInOnA(admin)).access_token;
}, 150_000);

afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  await db?.destroy();
  s3?.destroy();
  await s3rver?.close();
  await pgSchema?.drop();
  if (temp) await fs.rm(temp, { recursive: true, force: true });
}, 60_000);

const json = (token?: string) => ({
  'content-type': 'application/json',
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

function post(node: ServerProcess, url: string, body: unknown, token?: string): Promise<Response> {
  return fetch(`${node.url}${url}`, { method: 'POST', headers: json(token), body: JSON.stringify(body) });
}

function get(node: ServerProcess, url: string, token?: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${node.url}${url}`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers } });
}

function upload(node: ServerProcess, url: string, token: string, file: Buffer, name: string): Promise<Response> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return fetch(`${node.url}${url}`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
}

/**
 * The newest sign-in code e-mailed after `since`. The mail queue is shared: the node that
 * delivers it may be either, each writing to its own outbox (docs/api.md "Mail"); waits up to 10 s.
 */
async function lastCode(email: string, since: string): Promise<string> {
  const outboxes = [...new Set(dataDirs)].map((dataDir) => path.join(dataDir, 'outbox'));
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await sleep(50)) {
    const files = await Promise.all(
      outboxes.map(async (outbox) =>
        (await fs.readdir(outbox).catch(() => [] as string[]))
          .filter((file) => file.endsWith(`-${email}.eml`) && file >= since)
          .map((file) => ({ file, outbox })),
      ),
    );
    const newest = files.flat().sort((x, y) => x.file.localeCompare(y.file)).at(-1);
    const code = newest && /Your sign-in code: (\d{6})/.exec(await fs.readFile(path.join(newest.outbox, newest.file), 'utf8'))?.[1];
    if (code) return code;
  }
  throw new Error(`No sign-in code for ${email} in ${outboxes.join(', ')}`);
}

/** Both sign-in steps on node A; answers the login record. */
async function signInOnA(staff: { email: string; password: string }): Promise<{ id: number; access_token: string }> {
  const since = new Date().toISOString();
  const login = await post(a, '/auth/login', staff);
  if (login.status !== 200) throw new Error(`login answered ${login.status}: ${await login.text()}`);
  const validate = await post(a, '/auth/otp/validate', { email: staff.email, otp: await lastCode(staff.email, since) });
  if (validate.status !== 200) throw new Error(`otp answered ${validate.status}: ${await validate.text()}`);
  return (await validate.json()) as { id: number; access_token: string };
}

/** A book made through node A, its category read through node B. */
async function createEbook(token: string, title: string): Promise<number> {
  const categories = (await (await get(b, '/api/ebooks/categories?ebookType=1', token)).json()) as { id: number }[];
  const created = await post(a, '/api/ebooks/', {
    title,
    authors: ['Ada Moreau'],
    description: 'A test title.',
    type: 1,
    categoryId: categories[0]!.id,
    language: 'en',
    price: 999,
    currency: 'USD',
    publicationDate: '2024-03-01',
    premium: false,
    status: 'E',
  }, token);
  expect(created.status).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

async function bucketKeys(): Promise<string[]> {
  const listed = await s3!.send(new ListObjectsV2Command({ Bucket: bucket }));
  return (listed.Contents ?? []).map((object) => object.Key!).sort();
}

/** Files under the nodes' local upload folders: none but empty temporary folders when S3 is on. */
async function localUploads(): Promise<string[]> {
  const files: string[] = [];
  for (const dataDir of new Set(dataDirs)) {
    const entries = await fs.readdir(path.join(dataDir, 'uploads'), { recursive: true, withFileTypes: true });
    files.push(...entries.filter((entry) => entry.isFile()).map((entry) => entry.name));
  }
  return files;
}

describe(`two API nodes on one ${onPostgres ? 'PostgreSQL' : 'SQLite'} database and one S3 bucket`, () => {
  test('a session opened on A works on B, and a logout on B ends it on A', async () => {
    const login = await signInOnA(traveller);
    const profile = await get(b, `/api/users/profile/${login.id}`, login.access_token);
    expect(profile.status).toBe(200);
    expect(await profile.json()).toMatchObject({ id: login.id, email: traveller.email });

    expect((await post(b, '/auth/logout', undefined, login.access_token)).status).toBe(204);
    const after = await get(a, `/api/users/profile/${login.id}`, login.access_token);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ errorCode: ErrorCode.SESSION_INVALID });
  });

  test('a cover uploaded through A is served by B from the bucket; a new one replaces it', async () => {
    const token = adminToken;
    const id = await createEbook(token, 'Shared Shelves');

    const png = tinyPng(4);
    const uploaded = await upload(a, `/api/ebooks/${id}/cover-photo`, token, png, 'cover.png');
    expect(uploaded.status).toBe(200);
    const { coverUrl } = (await uploaded.json()) as { coverUrl: string };
    expect(coverUrl).toMatch(/^\/media\/covers\/[0-9a-f-]{36}\.png$/);
    expect(await bucketKeys()).toEqual([`public/covers/${path.basename(coverUrl)}`]);
    expect(await localUploads()).toEqual([]);

    const served = await get(b, coverUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    // Stored re-encoded (README "Upload checks"): the same picture, not the same bytes.
    expect(await decodedImage(Buffer.from(await served.arrayBuffer()))).toEqual(await decodedImage(png));
    const etag = served.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await get(b, coverUrl, undefined, { 'if-none-match': etag! })).status).toBe(304);
    expect((await fetch(`${b.url}${coverUrl}`, { method: 'HEAD' })).status).toBe(200);

    // A text file is refused by its content, and nothing reaches the bucket.
    const refused = await upload(b, `/api/ebooks/${id}/cover-photo`, token, Buffer.from('not an image'), 'cover.png');
    expect(refused.status).toBe(415);
    expect(await bucketKeys()).toHaveLength(1);

    const replaced = await upload(b, `/api/ebooks/${id}/cover-photo`, token, tinyPng(2), 'new.png');
    expect(replaced.status).toBe(200);
    const next = ((await replaced.json()) as { coverUrl: string }).coverUrl;
    expect(await bucketKeys()).toEqual([`public/covers/${path.basename(next)}`]);
    expect((await get(a, next)).status).toBe(200);
    const gone = await get(a, coverUrl);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });
  });

  test('an e-pub uploaded through B downloads through A', async () => {
    const token = adminToken;
    const id = await createEbook(token, 'Shared Reading');
    const epub = tinyEpub('Shared Reading');
    expect((await upload(b, `/api/ebooks/${id}/epub-file`, token, epub, 'shared.epub')).status).toBe(200);
    const download = await get(a, `/api/ebooks/${id}/epub-file`, token);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/epub+zip');
    expect(download.headers.get('content-disposition')).toContain('shared.epub');
    expect(Buffer.from(await download.arrayBuffer())).toEqual(epub);
    expect((await bucketKeys()).filter((key) => key.startsWith('epubs/'))).toHaveLength(1);
  });

  test('/media/ serves public images only: no listing, no other folder, no way out', async () => {
    for (const url of ['/media/covers/nothing.png', '/media/covers/', '/media/', '/media/..%2fepubs%2fx.epub', '/media/.tmp/x.png', '/media/%2e%2e/app.db']) {
      const response = await get(b, url);
      expect(response.status, url).toBe(404);
      expect(await response.json(), url).toMatchObject({ errorCode: ErrorCode.NOT_FOUND });
    }
  });

  test('the per-e-mail sign-in limit counts attempts on both nodes', async () => {
    const wrong = { ...limited, password: 'wrong password' };
    const statuses = [];
    for (const node of [a, b, a, b]) statuses.push((await post(node, '/auth/login', wrong)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const refused = await post(a, '/auth/login', limited);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ errorCode: ErrorCode.RATE_LIMITED });
  });
});
