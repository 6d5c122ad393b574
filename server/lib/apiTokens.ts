import { apiTokenPrefix, type TokenScopes } from '../../contract/apiTokenRules';
import type { Db } from '../db';
import { compiledOnce } from '../db/compiledOnce';
import type { SignedInUser } from '../types';
import { lastSeenPrecisionMs } from './sessions';
import { newToken, tokenHash } from './secrets';

/**
 * Personal API tokens (docs/api.md "API tokens"): `cpt_` and 32 random bytes in base64url, stored
 * as their SHA-256 only, like sessions. A session token is 43 characters and never takes this
 * form, so a Bearer is read as one or the other by its shape alone.
 */
const apiTokenLength = apiTokenPrefix.length + 43;

export const newApiToken = (): string => `${apiTokenPrefix}${newToken()}`;

export const isApiToken = (token: string): boolean => token.length === apiTokenLength && token.startsWith(apiTokenPrefix);

/** The check of a request's API token: live (not revoked, not expired), its owner staff, not blocked and not held to enrol a second factor. */
const liveToken = compiledOnce((db, { tokenHash, now }: { tokenHash: string; now: string }) =>
  db
    .selectFrom('api_tokens')
    .innerJoin('users', 'users.id', 'api_tokens.user_id')
    .select(['users.id', 'users.role', 'users.email', 'users.name', 'api_tokens.id as tokenId', 'api_tokens.name as tokenName', 'api_tokens.scopes', 'api_tokens.last_used_at'])
    .where('api_tokens.token_hash', '=', tokenHash)
    .where('api_tokens.revoked_at', 'is', null)
    .where('api_tokens.expires_at', '>', now)
    .where('users.blocked_at', 'is', null)
    .where('users.role', 'is not', null)
    // An owner whose role requires a second factor they lack, once the grace period is over, may
    // only enrol (docs/api.md "Second factors"): their tokens stop working until they have one.
    .where(({ exists, not, selectFrom }) =>
      not(
        exists(
          selectFrom('second_factor_rules')
            .select('second_factor_rules.role')
            .whereRef('second_factor_rules.role', '=', 'users.role')
            .where('second_factor_rules.grace_ends_at', '<=', now)
            .where(({ exists, not, selectFrom }) =>
              not(exists(selectFrom('passkeys').select('passkeys.id').whereRef('passkeys.user_id', '=', 'users.id'))),
            )
            .where(({ exists, not, selectFrom }) =>
              not(
                exists(
                  selectFrom('totp_secrets')
                    .select('totp_secrets.user_id')
                    .whereRef('totp_secrets.user_id', '=', 'users.id')
                    .where('totp_secrets.confirmed_at', 'is not', null),
                ),
              ),
            ),
        ),
      ),
    ),
);

/** Its last use, written at most once a minute, as a session's is (server/lib/sessions.ts). */
const touchToken = compiledOnce((db, { id, now, before }: { id: number; now: string; before: string }) =>
  db
    .updateTable('api_tokens')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', before)])),
);

/** The owner of a live API token, with the token's id, name and scopes; undefined otherwise. */
export async function findApiToken(db: Db, token: string): Promise<SignedInUser | undefined> {
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const { rows } = await liveToken(db, { tokenHash: tokenHash(token), now: nowIso });
  const row = rows[0];
  if (!row || row.role === null) return undefined;
  const before = new Date(now - lastSeenPrecisionMs).toISOString();
  if (row.last_used_at === null || row.last_used_at < before) await touchToken(db, { id: row.tokenId, now: nowIso, before });
  return {
    id: row.id,
    role: row.role,
    email: row.email,
    name: row.name,
    sessionId: null,
    token: { id: row.tokenId, name: row.tokenName, scopes: JSON.parse(row.scopes) as TokenScopes },
  };
}
