import type { FastifyPluginAsync } from 'fastify';
import { apiTokensOperations as operations, maxTokenDays, scopableAreas, type TokenScopes } from '../../../contract/apiTokens';
import type { Area } from '../../../contract/access';
import { badRequest, notFound } from '../../errors';
import { newApiToken } from '../../lib/apiTokens';
import { route } from '../../lib/route';
import { tokenHash } from '../../lib/secrets';
import { writeUserAudit } from '../staff/audit';
import { revokeToken, toApiToken, tokensOf } from './queries';
import { coded } from '../../../contract/apiMessages';

const dayMs = 86_400_000;

/**
 * Personal API tokens (contract/apiTokens.ts, docs/api.md "API tokens"): made, listed and revoked
 * by their owner; the token is answered once and only its SHA-256 is kept. What a token may call is
 * the auth and rbac plugins' (server/plugins/).
 */
const apiTokenRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.listApiTokens, async (request) => {
    const now = Date.now();
    return (await tokensOf(db, request.user!.id)).map((row) => toApiToken(row, now));
  });

  route(app, operations.createApiToken, async (request, reply) => {
    const self = request.user!;
    const { name, scopes, expiresAt } = request.body;
    const allowed = scopableAreas(self.role);
    const beyond = (Object.keys(scopes) as Area[]).filter((area) => !allowed.includes(area));
    if (beyond.length > 0) {
      throw badRequest(
        coded('token_beyond_role'),
        Object.fromEntries(beyond.map((area) => [`scopes.${area}`, coded('token_area_beyond_role')])),
      );
    }
    const now = Date.now();
    const expiry = Date.parse(expiresAt);
    if (expiry <= now) throw badRequest('Some fields are not valid', { expiresAt: coded('token_expiry_past') });
    if (expiry > now + maxTokenDays * dayMs) {
      throw badRequest('Some fields are not valid', { expiresAt: coded('token_expiry_too_far', { max: maxTokenDays }) });
    }
    const token = newApiToken();
    const stored: TokenScopes = Object.fromEntries(allowed.filter((area) => scopes[area]).map((area) => [area, scopes[area]]));
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('api_tokens')
        .values({
          user_id: self.id,
          name,
          token_hash: tokenHash(token),
          scopes: JSON.stringify(stored),
          created_at: new Date(now).toISOString(),
          expires_at: new Date(expiry).toISOString(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      await writeUserAudit(trx, request, self, {
        action: 'createToken',
        details: { tokenId: inserted.id, name, scopes: stored, expiresAt: inserted.expires_at },
      });
      return inserted;
    });
    return reply.code(201).send({ ...toApiToken(row, now), token });
  });

  route(app, operations.revokeApiToken, async (request, reply) => {
    const self = request.user!;
    await db.transaction().execute(async (trx) => {
      const revoked = await revokeToken(trx, self.id, request.params.id);
      if (!revoked) throw notFound('No such token');
      await writeUserAudit(trx, request, self, { action: 'revokeToken', details: { tokenId: revoked.id, name: revoked.name } });
    });
    return reply.code(204).send(null);
  });
};

export default apiTokenRoutes;
