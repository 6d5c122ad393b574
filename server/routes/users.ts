import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, canAccess } from '../../contract/access';
import { AdminRole } from '../../contract/enums';
import { type Profile, profile, profileUpdate, userId } from '../../contract/users';
import type { Db } from '../db';
import { forbidden, notFound } from '../errors';
import { apiErrors, bearerAuth, errorResponses } from '../lib/openapi';

/** The area that guards a user's record: admins, editors or customers. */
function areaOfUser(role: number | null): Access {
  if (role === AdminRole.SUPER_ADMIN || role === AdminRole.ADMIN) return 'admins';
  if (role === AdminRole.EDITOR) return 'editors';
  return 'customers';
}

function findProfile(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'theme', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

const toProfile = (row: ProfileRow): Profile => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role as AdminRole | null,
  theme: row.theme,
  createdAt: row.created_at,
});

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/profile/:id',
    {
      config: { access: 'account' },
      schema: {
        tags: ['users'],
        summary: "A user's profile: always one's own, others' as the access table allows",
        security: bearerAuth,
        params: z.object({ id: userId }),
        response: { 200: profile, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const row = await findProfile(app.db, request.params.id);
      const self = request.user!;
      if (row && row.id !== self.id && !canAccess(self.role, areaOfUser(row.role))) throw forbidden();
      if (!row) throw notFound('No such user');
      return toProfile(row);
    },
  );

  app.put(
    '/api/users/profile',
    {
      config: { access: 'account' },
      schema: {
        tags: ['users'],
        summary: "Updates the signed-in user's own profile (name, theme); absent fields stay as they are",
        security: bearerAuth,
        body: profileUpdate,
        response: { 200: profile, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const self = request.user!;
      const { name, theme } = request.body;
      if (name !== undefined || theme !== undefined) {
        await app.db.updateTable('users').set({ name, theme }).where('id', '=', self.id).execute();
      }
      const row = await findProfile(app.db, self.id);
      // The session was checked a moment ago; a user deleted since then is simply gone.
      if (!row) throw notFound('No such user');
      return toProfile(row);
    },
  );
};

export default userRoutes;
