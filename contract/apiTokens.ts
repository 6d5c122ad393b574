import { z } from 'zod';
import { type Area, areas } from './access';
import { maxTokenDays, scopeLevels, tokenNameMaxLength } from './apiTokenRules';
import { defineOperations } from './operation';
import { strictObject } from './strictInput';
import { userId } from './users';
import { codedText } from './apiMessages';
export { apiTokenPrefix, maxTokenDays, scopableAreas, scopeLevels, type ScopeLevel, type TokenScopes, tokenNameMaxLength } from './apiTokenRules';

/** Personal API tokens (docs/api.md "API tokens"): made, listed and revoked by their owner alone. */

const areaNames = areas as [Area, ...Area[]];

/** The areas a token may use, each `read` or `write`: `{"orders": "read"}`. */
export const tokenScopes = z
  .partialRecord(z.enum(areaNames, codedText('token_area')), z.enum(scopeLevels, codedText('token_level')))
  .meta({ id: 'TokenScopes' });

export const apiToken = z
  .object({
    id: z.number().int(),
    name: z.string(),
    scopes: tokenScopes,
    createdAt: z.string(),
    expiresAt: z.string(),
    /** When it was last used, to the minute; null when never. */
    lastUsedAt: z.string().nullable(),
    /** Whether it has expired (it is listed until revoked). */
    expired: z.boolean(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiToken>;

/** The answer of its creation, the one time the token itself is shown. */
export const createdApiToken = apiToken
  .extend({ token: z.string().describe('The token: send it as `Authorization: Bearer <token>`. It is never shown again.') })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

export const apiTokenCreate = strictObject({
  name: z.string().trim().min(1, codedText('name_empty')).max(tokenNameMaxLength, codedText('name_too_long', { max: tokenNameMaxLength })),
  scopes: tokenScopes.refine((scopes) => Object.keys(scopes).length > 0, codedText('token_no_area')),
  expiresAt: z.iso.datetime({ offset: true, error: codedText('token_expiry_format') }),
}).meta({ id: 'ApiTokenCreate' });
export type ApiTokenCreate = z.input<typeof apiTokenCreate>;

export const apiTokenParams = z.object({ id: userId });

export const apiTokensOperations = defineOperations('apiTokens', {
  listApiTokens: {
    method: 'GET',
    path: '/api/tokens',
    access: 'account',
    summary: "The signed-in staff member's API tokens that are not revoked, newest first (never the tokens themselves)",
    responses: { 200: z.array(apiToken) },
  },
  createApiToken: {
    method: 'POST',
    path: '/api/tokens',
    access: 'account',
    summary: 'Makes a personal API token; the answer is the only time the token is shown',
    description:
      `\`scopes\` names areas of the access table (contract/access.ts), each \`read\` or \`write\`; an area the caller's role may not open is a 400 naming it (\`scopes.<area>\`). ` +
      `\`expiresAt\` is required, in the future and at most ${maxTokenDays} days away. Only the token's SHA-256 is stored. Audited.`,
    body: apiTokenCreate,
    responses: { 201: createdApiToken },
  },
  revokeApiToken: {
    method: 'DELETE',
    path: '/api/tokens/:id',
    access: 'account',
    summary: 'Revokes one of the signed-in staff member’s API tokens: its next request is a 401 (errorCode 113)',
    description: 'Another person’s token, an unknown or an already revoked one is a 404. Audited.',
    params: apiTokenParams,
    responses: { 204: z.null().describe('Revoked') },
    errors: [404],
  },
});
