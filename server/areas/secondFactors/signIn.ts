import type { FastifyRequest } from 'fastify';
import type { LoginRecord } from '../../../contract/auth';
import type { AdminRole } from '../../../contract/enums';
import type { Db } from '../../db';
import { clientOf, createSession } from '../../lib/sessions';
import { writeAccountAudit } from '../accounts/audit';
import { enforcementOf } from './store';

/**
 * Opens the session of a completed sign-in, audited in its transaction, and answers the login
 * record. Signed in by the e-mailed code (`method` 'email'), a person whose role requires a second
 * factor they lack is warned during the grace period (`secondFactorDueAt`) and, after it, gets a
 * session restricted to enrolment (`enrolmentOnly`: docs/api.md "Second factors"). The record names
 * the language the person chose (`locale`), in which the console opens.
 */
export async function openSignedInSession(
  db: Db,
  request: FastifyRequest,
  ttlMs: number,
  user: { id: number; role: number },
  method: 'email' | 'passkey' | 'totp' | 'recovery',
): Promise<LoginRecord> {
  const enforcement = method === 'email' ? await enforcementOf(db, user) : {};
  // The e-mailed code's sign-in is audited as it always was; the others name their method.
  const details = enforcement.enrolmentOnly ? { method, enrolmentOnly: true } : method === 'email' ? undefined : { method };
  const token = await createSession(db, user.id, ttlMs, (trx) => writeAccountAudit(trx, request, user.id, { action: 'signIn', details }), {
    ...clientOf(request),
    enrolmentOnly: enforcement.enrolmentOnly,
  });
  const chosen = await db.selectFrom('users').select('locale').where('id', '=', user.id).executeTakeFirst();
  return {
    id: user.id,
    role: user.role as AdminRole,
    access_token: token,
    ...(enforcement.dueAt ? { secondFactorDueAt: enforcement.dueAt } : {}),
    ...(enforcement.enrolmentOnly ? { enrolmentOnly: true as const } : {}),
    ...(chosen?.locale ? { locale: chosen.locale } : {}),
  };
}
