// A throwaway PgBouncer (Debian's `pgbouncer`) in front of a PostgreSQL database, for
// `npm run test:pgbouncer` and the bench's PgBouncer pass: its config in a temporary folder,
// listening on a free loopback port, stopped and removed by `stop()`.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const binary = process.env.PGBOUNCER_PATH || '/usr/sbin/pgbouncer';

/** A port nothing listens on now, on loopback. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once `port` accepts a connection, or rejects when `child` ends first or after 10 s. */
async function listening(port, child, log) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`pgbouncer did not start:\n${fs.readFileSync(log, 'utf8')}`);
}

/** pgbouncer refuses to run as root: then it runs as the `postgres` user, as .ci/run runs PostgreSQL. */
function unprivilegedUser() {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

const quote = (value) => `"${String(value).replace(/"/g, '""')}"`;

/**
 * Starts pgbouncer in front of `databaseUrl`'s database, under the same name, in `poolMode`
 * (transaction) with `poolSize` server connections per database and user. Clients sign in
 * without a password (auth_type trust) as the URL's user or as any role PostgreSQL knows (found
 * with auth_query as the URL's user), and pgbouncer signs in to PostgreSQL as them: the
 * PostgreSQL server must let those roles in from pgbouncer's address without a password (trust),
 * as CI's throwaway cluster does, or the URL's user with the URL's password.
 * Answers `url` (databaseUrl with pgbouncer's address) and `stop()`.
 */
export async function startPgbouncer({ databaseUrl, poolSize = 4, poolMode = 'transaction', maxClients = 1000, serverIdleSeconds = 10 }) {
  if (!fs.existsSync(binary)) throw new Error(`${binary} not found: apt-get install pgbouncer (or set PGBOUNCER_PATH)`);
  const upstream = new URL(databaseUrl);
  const database = decodeURIComponent(upstream.pathname.slice(1));
  const user = decodeURIComponent(upstream.username) || os.userInfo().username;
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pgbouncer-'));
  const ini = path.join(dir, 'pgbouncer.ini');
  const log = path.join(dir, 'pgbouncer.log');
  fs.writeFileSync(path.join(dir, 'userlist.txt'), `${quote(user)} ${quote(decodeURIComponent(upstream.password))}\n`);
  const host = upstream.hostname.replace(/^\[(.*)\]$/, '$1') || '127.0.0.1';
  fs.writeFileSync(
    ini,
    [
      '[databases]',
      `${database} = host=${host} port=${upstream.port || 5432} dbname=${database}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${path.join(dir, 'userlist.txt')}`,
      `auth_user = ${user}`,
      `pool_mode = ${poolMode}`,
      `default_pool_size = ${poolSize}`,
      `max_client_conn = ${maxClients}`,
      `server_idle_timeout = ${serverIdleSeconds}`,
      `admin_users = ${user}`,
      '',
    ].join('\n'),
  );
  const runAs = unprivilegedUser();
  if (runAs) for (const file of ['', 'pgbouncer.ini', 'userlist.txt']) fs.chownSync(path.join(dir, file), runAs.uid, runAs.gid);
  const logFd = fs.openSync(log, 'a');
  const child = spawn(binary, [ini], { stdio: ['ignore', logFd, logFd], ...runAs });
  fs.closeSync(logFd);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM'); // an immediate shutdown
      await exited;
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    await listening(port, child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return { url: url.toString(), port, log, stop };
}
