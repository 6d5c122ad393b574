import type { Selectable } from 'kysely';
import type { ApiToken, TokenScopes } from '../../../contract/apiTokens';
import type { Db } from '../../db';
import type { ApiTokensTable } from '../../db/schema';

type TokenRow = Selectable<ApiTokensTable>;

export function toApiToken(row: TokenRow, now = Date.now()): ApiToken {
  const expiresAt = new Date(row.expires_at).toISOString();
  return {
    id: row.id,
    name: row.name,
    scopes: JSON.parse(row.scopes) as TokenScopes,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt,
    lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
    expired: Date.parse(expiresAt) <= now,
  };
}

/** A user's tokens that are not revoked, newest first. */
export const tokensOf = (db: Db, userId: number) =>
  db.selectFrom('api_tokens').selectAll().where('user_id', '=', userId).where('revoked_at', 'is', null).orderBy('id', 'desc').execute();

/** Revokes one of a user's tokens; answers it, or undefined when there was none to revoke. */
export const revokeToken = (trx: Db, userId: number, id: number) =>
  trx
    .updateTable('api_tokens')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .returning(['id', 'name'])
    .executeTakeFirst();
