import { createHash, randomBytes, randomFillSync, randomInt, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  secret: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * scrypt's cost N at OWASP's current minimum (N = 2^17, r = 8, p = 1): the default of
 * SCRYPT_COST, which only the tests may set lower (README "Configuration").
 */
export const minScryptCost = 2 ** 17;
const blockSize = 8;
const parallelism = 1;
/** Beyond it (1 GiB per hash at r = 8) a stored hash is not computed: it can only be a damaged one. */
const maxScryptCost = 2 ** 20;
const keyLength = 32;

interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** The memory scrypt needs for these parameters, as its `maxmem`: node's default (32 MiB) is below N = 2^15's. */
const memoryOf = ({ N, r, p }: ScryptParams) => 128 * r * (N + p + 2);

/** scrypt hash of a password or one-time code at cost `N` (a power of two), as `scrypt$N$r$p$salt$hash` (base64url). */
export async function hashSecret(secret: string, N: number = minScryptCost): Promise<string> {
  const params = { N, r: blockSize, p: parallelism };
  const salt = randomBytes(16);
  const hash = await scryptAsync(secret, salt, keyLength, { ...params, maxmem: memoryOf(params) });
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** The parameters of a stored hash, or undefined when it is not one this module could have made. */
function paramsOf(stored: string): (ScryptParams & { salt: Buffer; hash: Buffer }) | undefined {
  const [kind, N, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(N), r: Number(r), p: Number(p) };
  const isPowerOfTwo = Number.isInteger(params.N) && params.N > 1 && (params.N & (params.N - 1)) === 0;
  if (kind !== 'scrypt' || !salt || !hash || !isPowerOfTwo || params.N > maxScryptCost) return undefined;
  if (!Number.isInteger(params.r) || params.r < 1 || params.r > 32 || !Number.isInteger(params.p) || params.p < 1 || params.p > 16) return undefined;
  return { ...params, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** Checks a secret against a stored hash with the hash's own parameters, whatever the current cost. */
export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const params = paramsOf(stored);
  if (!params || params.hash.length === 0) return false;
  const { N, r, p } = params;
  const actual = await scryptAsync(secret, params.salt, params.hash.length, { N, r, p, maxmem: memoryOf(params) });
  return timingSafeEqual(actual, params.hash);
}

/**
 * Whether a stored hash was made weaker than cost `N` (and r = 8, p = 1): after a successful
 * check the secret is hashed again at the current cost (docs/api.md "Sign-in and sessions").
 */
export function needsRehash(stored: string, N: number): boolean {
  const params = paramsOf(stored);
  return !params || params.N < N || params.r < blockSize || params.p < parallelism;
}

const decoys = new Map<number, Promise<string>>();

/**
 * A hash at cost `N` to verify against when the account does not exist, so that a known and an
 * unknown e-mail take as long; made once per cost.
 */
export function decoyHash(N: number): Promise<string> {
  let decoy = decoys.get(N);
  if (!decoy) {
    decoy = hashSecret(randomBytes(16).toString('hex'), N);
    decoys.set(N, decoy);
  }
  return decoy;
}

/** An opaque bearer token; only its SHA-256 is stored. */
/**
 * Random bytes for many tokens, drawn at once and each byte used once, as node's own randomUUID
 * does: an XSRF cookie is set on every answer to a request without one (server/plugins/xsrf.ts),
 * and a draw of 32 bytes alone cost more than the rest of making the cookie.
 */
const tokenBytes = 32;
const pool = Buffer.alloc(tokenBytes * 128);
let drawn = pool.length;

/** A new secret token: 32 random bytes, base64url. */
export function newToken(): string {
  if (drawn === pool.length) {
    randomFillSync(pool);
    drawn = 0;
  }
  return pool.toString('base64url', drawn, (drawn += tokenBytes));
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}
