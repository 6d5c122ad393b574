import type { FastifyPluginAsync } from 'fastify';
import { mayReadProfile } from '../../contract/accessRules';
import { operations } from '../../contract/operations';
import { passwordProblems } from '../../contract/passwords';
import type { Profile } from '../../contract/users';
import { badRequest, forbidden, notFound } from '../errors';
import { route } from '../lib/route';
import { hashSecret, verifySecret } from '../lib/secrets';
import { swapStoredFile } from '../lib/storedFiles';
import { receiveImage } from '../lib/uploads';
import {
  changePassword,
  findPasswordOwner,
  findProfile,
  missing,
  profileOf,
  readAvatarPath,
  toProfile,
  updateProfile,
  writeAvatarPath,
} from '../users/queries';

/** The signed-in user's profile, photo and password (contract/users.ts); the queries are in server/users/. */
const userRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  route(app, operations.getProfile, async (request) => {
    // Checked before the lookup: one who may not read an id learns nothing of whether it exists.
    if (!mayReadProfile(request.user!, request.params.id)) throw forbidden();
    const row = await findProfile(db, request.params.id);
    if (!row) throw notFound(missing);
    return toProfile(row);
  });

  route(app, operations.updateProfile, async (request) => {
    const self = request.user!;
    await updateProfile(db, self.id, request.body);
    // The session was checked a moment ago; a user deleted since then is simply gone.
    return profileOf(db, self.id);
  });

  /** Sets the signed-in user's avatar path (null removes it; server/lib/storedFiles.ts) and answers the profile. */
  async function replaceAvatar(userId: number, avatarPath: string | null): Promise<Profile> {
    await swapStoredFile(app, {
      what: 'photo',
      missing,
      next: avatarPath,
      read: () => readAvatarPath(db, userId),
      write: (previous) => writeAvatarPath(db, userId, previous, avatarPath),
    });
    return profileOf(db, userId);
  }

  route(app, operations.uploadProfileAvatar, async (request) => {
    const self = request.user!;
    return replaceAvatar(self.id, (await receiveImage(request, app.storage, 'avatars')).path);
  });

  route(app, operations.deleteProfileAvatar, async (request) => replaceAvatar(request.user!.id, null));

  route(app, operations.changePassword, async (request, reply) => {
    const self = request.user!;
    const { currentPassword, newPassword } = request.body;
    const user = await findPasswordOwner(db, self.id);
    if (!user.password_hash || !(await verifySecret(currentPassword, user.password_hash))) {
      throw badRequest('The current password is not correct.', { currentPassword: 'The current password is not correct.' });
    }
    const [problem] = passwordProblems(newPassword, user.email);
    if (problem) throw badRequest('Some fields are not valid', { newPassword: problem });
    await changePassword(db, self.id, await hashSecret(newPassword, config.scryptCost), self.sessionId);
    return reply.code(204).send(null);
  });
};

export default userRoutes;
