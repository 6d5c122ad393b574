import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminRole } from '../../contract/enums';
import { passwordChangeRequest, passwordProblems } from '../../contract/passwords';
import { type Profile, profile, profileUpdate, userId } from '../../contract/users';
import type { Db } from '../db';
import { badRequest, forbidden, notFound } from '../errors';
import { apiErrors, bearerAuth, errorResponses, multipartUpload } from '../lib/openapi';
import { hashSecret, verifySecret } from '../lib/secrets';
import { revokeUserSessions } from '../lib/sessions';
import { swapStoredFile } from '../lib/storedFiles';
import { mediaUrl, receiveImage } from '../lib/uploads';

function findProfile(db: Db, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'email', 'role', 'theme', 'phone', 'avatar_path', 'created_at'])
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
  phone: row.phone,
  avatarUrl: mediaUrl(row.avatar_path),
  createdAt: row.created_at,
});

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/users/profile/:id',
    {
      config: { access: 'account' },
      schema: {
        tags: ['users'],
        summary: "A user's profile: always one's own; a SUPER_ADMIN may read anyone's",
        security: bearerAuth,
        params: z.object({ id: userId }),
        response: { 200: profile, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const row = await findProfile(app.db, request.params.id);
      const self = request.user!;
      if (row && row.id !== self.id && self.role !== AdminRole.SUPER_ADMIN) throw forbidden();
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
        summary: "Updates the signed-in user's own profile (name, theme, phone); absent fields stay as they are",
        security: bearerAuth,
        body: profileUpdate,
        response: { 200: profile, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const self = request.user!;
      const { name, theme, phone } = request.body;
      if (name !== undefined || theme !== undefined || phone !== undefined) {
        await app.db.updateTable('users').set({ name, theme, phone }).where('id', '=', self.id).execute();
      }
      const row = await findProfile(app.db, self.id);
      // The session was checked a moment ago; a user deleted since then is simply gone.
      if (!row) throw notFound('No such user');
      return toProfile(row);
    },
  );

  /** Sets the signed-in user's avatar path (null removes it; server/lib/storedFiles.ts) and answers the profile. */
  async function replaceAvatar(userId: number, avatarPath: string | null): Promise<Profile> {
    await swapStoredFile(app, {
      what: 'photo',
      missing: 'No such user',
      next: avatarPath,
      read: async () =>
        (await app.db.selectFrom('users').select('avatar_path').where('id', '=', userId).executeTakeFirst())?.avatar_path,
      write: async (previous) => {
        const updated = await app.db
          .updateTable('users')
          .set({ avatar_path: avatarPath })
          .where('id', '=', userId)
          .where('avatar_path', previous === null ? 'is' : '=', previous)
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) > 0;
      },
    });
    const row = await findProfile(app.db, userId);
    if (!row) throw notFound('No such user');
    return toProfile(row);
  }

  app.post(
    '/api/users/profile/avatar',
    {
      config: { access: 'account' },
      schema: {
        tags: ['users'],
        summary: "Sets the signed-in user's avatar image; the previous one is deleted",
        description:
          'multipart/form-data with the image in the field `file`: PNG, JPEG, WebP or GIF by content, at most UPLOAD_MAX_IMAGE_BYTES (5 MiB by default). The image is then public at the profile\'s `avatarUrl`.',
        security: bearerAuth,
        ...multipartUpload,
        response: { 200: profile, ...errorResponses(...apiErrors, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const self = request.user!;
      return replaceAvatar(self.id, await receiveImage(request, app.storage, 'avatars'));
    },
  );

  app.delete(
    '/api/users/profile/avatar',
    {
      config: { access: 'account' },
      schema: {
        tags: ['users'],
        summary: "Removes the signed-in user's avatar image (nothing happens when there is none)",
        security: bearerAuth,
        response: { 200: profile, ...errorResponses(...apiErrors, 404, 409) },
      },
    },
    async (request) => replaceAvatar(request.user!.id, null),
  );

  app.put(
    '/api/users/password/change',
    {
      config: { access: 'account' },
      schema: {
        tags: ['users'],
        summary: "Changes the signed-in user's password; every other session of the user ends",
        description:
          'A wrong current password is a 400 with fieldErrors.currentPassword, a weak new one (contract/passwords.ts) with fieldErrors.newPassword. The session that makes the call stays signed in.',
        security: bearerAuth,
        body: passwordChangeRequest,
        response: { 204: z.null().describe('Password changed'), ...errorResponses(...apiErrors) },
      },
    },
    async (request, reply) => {
      const self = request.user!;
      const { currentPassword, newPassword } = request.body;
      const user = await app.db.selectFrom('users').select(['password_hash', 'email']).where('id', '=', self.id).executeTakeFirstOrThrow();
      if (!user.password_hash || !(await verifySecret(currentPassword, user.password_hash))) {
        throw badRequest('The current password is not correct.', { currentPassword: 'The current password is not correct.' });
      }
      const [problem] = passwordProblems(newPassword, user.email);
      if (problem) throw badRequest('Some fields are not valid', { newPassword: problem });
      const passwordHash = await hashSecret(newPassword);
      await app.db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', self.id).execute();
        await revokeUserSessions(trx, self.id, self.sessionId);
      });
      return reply.code(204).send(null);
    },
  );
};

export default userRoutes;
