import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { mayReadProfile } from '../../../contract/accessRules';
import { operations } from '../../../contract/operations';
import type { Profile } from '../../../contract/users';
import { writeAccountAudit } from '../accounts/audit';
import { newPasswordProblems } from '../accounts/passwordRules';
import { fileChange } from '../../audit/changes';
import { type AuditedRecord, updateAudited } from '../../audit/records';
import { badRequest, forbidden, notFound } from '../../errors';
import { route } from '../../lib/route';
import { hashSecret, verifySecret } from '../../lib/secrets';
import { swapStoredFile } from '../../lib/storedFiles';
import { type ReceivedFile, receiveImage } from '../../lib/uploads';
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
} from './queries';
import { coded } from '../../../contract/apiMessages';

/** The signed-in user's profile, photo and password (contract/users.ts); the queries are in server/areas/users/. */
const userRoutes: FastifyPluginAsync = async (app) => {
  const { db, config } = app;

  /** One's profile as audited and versioned writes see it (server/audit/records.ts): a staff member's record. */
  const profileRecord = (id: number): AuditedRecord<Profile> => ({
    resource: 'staff',
    id,
    table: 'users',
    find: (trx) => profileOf(trx, id),
    label: (profile) => profile.name || profile.email,
    omit: ['avatarUrl'],
    subjectRole: (profile) => profile.role,
  });

  route(app, operations.getProfile, async (request) => {
    // Checked before the lookup: one who may not read an id learns nothing of whether it exists.
    if (!mayReadProfile(request.user!, request.params.id)) throw forbidden();
    const row = await findProfile(db, request.params.id);
    if (!row) throw notFound(missing);
    return toProfile(row);
  });

  route(app, operations.updateProfile, async (request) => {
    const { id } = request.user!;
    // The session was checked a moment ago; a user deleted since then is simply gone (404).
    return updateAudited(db, request, profileRecord(id), (trx) => updateProfile(trx, id, request.body));
  });

  /**
   * Sets the signed-in user's avatar (null removes it; server/lib/storedFiles.ts), with its audit
   * entry when it changed, and answers the profile.
   */
  async function replaceAvatar(request: FastifyRequest, file: ReceivedFile | null): Promise<Profile> {
    const userId = request.user!.id;
    const next = file?.path ?? null;
    await swapStoredFile(app, {
      what: 'photo',
      missing,
      next,
      read: () => readAvatarPath(db, userId),
      write: (previous) =>
        db.transaction().execute(async (trx) => {
          const written = await writeAvatarPath(trx, userId, previous, next);
          if (written && previous !== next) {
            const action = file ? 'uploadFile' : 'removeFile';
            await writeAccountAudit(trx, request, userId, { action, changes: [fileChange('avatar', previous, file)] });
          }
          return written;
        }),
    });
    return profileOf(db, userId);
  }

  route(app, operations.uploadProfileAvatar, async (request) => replaceAvatar(request, await receiveImage(request, app.storage, 'avatars')));

  route(app, operations.deleteProfileAvatar, async (request) => replaceAvatar(request, null));

  route(app, operations.changePassword, async (request, reply) => {
    const self = request.user!;
    const { currentPassword, newPassword } = request.body;
    const user = await findPasswordOwner(db, self.id);
    if (!user.password_hash || !(await verifySecret(currentPassword, user.password_hash))) {
      throw badRequest(coded('password_current_wrong'), { currentPassword: coded('password_current_wrong') });
    }
    const [problem] = newPasswordProblems(newPassword, user.email);
    if (problem) throw badRequest('Some fields are not valid', { newPassword: problem });
    const passwordHash = await hashSecret(newPassword, config.scryptCost);
    await changePassword(db, self.id, passwordHash, self.sessionId, (trx) =>
      writeAccountAudit(trx, request, self.id, { action: 'changePassword' }),
    );
    return reply.code(204).send(null);
  });
};

export default userRoutes;
