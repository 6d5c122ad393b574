import { type Access, type Area, areas, canAccess } from './access';

/**
 * Personal API tokens (docs/api.md "API tokens"), without zod: what the console's form needs and
 * the one rule of what a token may call, which the server's rbac plugin applies.
 */

/** Every token starts with it, so that a leaked one is recognisable (secret scanners) and never read as a session. */
export const apiTokenPrefix = 'cpt_';

/** What a token may do in an area: `read` (GET, and the POST operations marked `readOnly`: lists), or `write` (everything). */
export const scopeLevels = ['read', 'write'] as const;
export type ScopeLevel = (typeof scopeLevels)[number];

/** The areas a token may use, each with its level: `{"orders": "read", "ebooks": "write"}`. */
export type TokenScopes = Partial<Record<Area, ScopeLevel>>;

/** A token lives at most this many days; its expiry is required. */
export const maxTokenDays = 366;
export const tokenNameMaxLength = 100;

/** The areas `role` may give a token: those it may open itself (contract/access.ts). */
export const scopableAreas = (role: number | null | undefined): Area[] => areas.filter((area) => canAccess(role, area));

/**
 * What a token needs to call an operation of this access: `read` or `write` on its area; `null`
 * when no token may call it at all. `account` operations (one's profile, password, sessions,
 * tokens, saved views, the Activity list, undo) are a person's own and never a token's: a token
 * cannot make tokens, change the password or end sessions. `public` operations need no token.
 */
export function tokenNeeds(operation: { method: string; access: Access; readOnly?: boolean }): ScopeLevel | null {
  if (operation.access === 'account' || operation.access === 'public') return null;
  return operation.method === 'GET' || operation.method === 'HEAD' || operation.readOnly ? 'read' : 'write';
}

/** Whether a token of these scopes may call an operation of `access` that needs `needs`. */
export function scopesAllow(scopes: TokenScopes, access: Access, needs: ScopeLevel | null): boolean {
  if (needs === null || access === 'account' || access === 'public') return false;
  const level = scopes[access];
  return level === 'write' || (level === 'read' && needs === 'read');
}
