import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, canAccess } from '../../contract/access';
import { AdminRole } from '../../contract/enums';
import { errorBody } from '../../contract/errors';
import { profile, userId } from '../../contract/users';
import { forbidden, notFound } from '../errors';

/** The area that guards a user's record: admins, editors or customers. */
function areaOfUser(role: number | null): Access {
  if (role === AdminRole.SUPER_ADMIN || role === AdminRole.ADMIN) return 'admins';
  if (role === AdminRole.EDITOR) return 'editors';
  return 'customers';
}

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/profile/:id',
    {
      config: { access: 'account' },
      schema: {
        tags: ['users'],
        summary: "A user's profile: always one's own, others' as the access table allows",
        params: z.object({ id: userId }),
        response: { 200: profile, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const row = await app.db
        .selectFrom('users')
        .select(['id', 'name', 'email', 'role', 'created_at'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      const self = request.user!;
      if (row && row.id !== self.id && !canAccess(self.role, areaOfUser(row.role))) throw forbidden();
      if (!row) throw notFound('No such user');
      return { id: row.id, name: row.name, email: row.email, role: row.role as AdminRole | null, createdAt: row.created_at };
    },
  );
};

export default userRoutes;
