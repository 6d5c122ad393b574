import { faker } from '@faker-js/faker';
import type { Db } from '..';
import { AdminRole } from '../../../contract/enums';
import { hashSecret } from '../../lib/secrets';

export const demoPassword = 'demo1234';

export const demoStaff = [
  { email: 'superadmin@demo.test', role: AdminRole.SUPER_ADMIN },
  { email: 'admin@demo.test', role: AdminRole.ADMIN },
  { email: 'editor@demo.test', role: AdminRole.EDITOR },
] as const;

/** Demo data with a fixed seed, written only into an empty database. Answers whether it wrote. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  faker.seed(2026);
  const passwordHash = await hashSecret(demoPassword);
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(
        demoStaff.map(({ email, role }) => ({
          email,
          role,
          name: faker.person.fullName(),
          password_hash: passwordHash,
          created_at: now,
          email_verified_at: now,
        })),
      )
      .execute();
  });
  return true;
}
