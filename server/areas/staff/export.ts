import { type Expression, sql } from 'kysely';
import { AdminRole } from '../../../contract/enums';
import type { StaffExportQuery } from '../../../contract/staff';
import type { StaffMember } from '../../../contract/staff';
import type { Db } from '../../db';
import { containsText } from '../../db/dialect';
import { staffMembers, toStaffMember } from './queries';
import { roleLabel, yesNo } from '../../exports/cells';
import type { SortTerm } from '../../exports/keyset';
import type { ListExport } from '../../exports/listExport';

type SortField = NonNullable<StaffExportQuery['sortBy']>;

const flag = (condition: Expression<unknown>) => sql`case when ${condition} then 1 else 0 end`;
const pendingInvitation = sql`${sql.ref('users.email_verified_at')} is null and exists (
  select 1 from account_tokens where account_tokens.user_id = users.id
  and account_tokens.purpose = 'verify-email' and account_tokens.used_at is null)`;

/** What each sortable column orders by, as the console compares its values (false before true). */
const sortExpression: Record<SortField, Expression<unknown>> = {
  name: sql.ref('users.name'),
  role: sql.ref('users.role'),
  emailVerified: flag(sql`${sql.ref('users.email_verified_at')} is not null`),
  blocked: flag(sql`${sql.ref('users.blocked_at')} is not null`),
  invitationPending: flag(pendingInvitation),
  lastSignInAt: sql.ref('users.last_sign_in_at'),
};

/**
 * The list's order: the console sorts the staff `GET /api/users/list` answers (by name ignoring
 * case, then id) by one column, equal values keeping that order, never signed in last.
 */
function staffOrder({ sortBy, sortDirection }: StaffExportQuery): SortTerm[] {
  const byName: SortTerm[] = [
    { by: sql`lower(${sql.ref('users.name')})`, direction: 'asc' },
    { by: sql.ref('users.id'), direction: 'asc' },
  ];
  if (!sortBy) return byName;
  const direction = sortDirection === 'DESC' ? 'desc' : 'asc';
  return [{ by: sortExpression[sortBy], direction, nullable: sortBy === 'lastSignInAt' }, ...byName];
}

function staffRows(db: Db, { role, q }: StaffExportQuery) {
  const query = staffMembers(db).where('users.role', 'in', role);
  return q ? query.where((eb) => eb.or([containsText(db, 'users.name', q), containsText(db, 'users.email', q)])) : query;
}

const onlyEditors = (roles: number[]) => roles.every((role) => role === AdminRole.EDITOR);

/**
 * The admins' and editors' lists' export (the route checks the roles as the list does). Its audit
 * entry is read by those who may read the staff it lists: an export of admins by SUPER_ADMINs only.
 */
export const staffExport: ListExport<'exportStaff', StaffExportQuery, StaffMember> = {
  name: 'exportStaff',
  file: ({ role }) => (onlyEditors(role) ? 'editors' : role.includes(AdminRole.EDITOR) ? 'staff' : 'admins'),
  audit: ({ role }) => ({ resource: 'staff', subjectRole: onlyEditors(role) ? AdminRole.EDITOR : AdminRole.ADMIN }),
  rows: staffRows,
  id: 'users.id',
  order: staffOrder,
  items: (_db, rows) => rows.map(toStaffMember),
  cells: {
    name: (member) => [member.name, member.email],
    role: (member) => roleLabel[member.role],
    emailVerified: (member) => yesNo(member.emailVerified),
    blocked: (member) => yesNo(member.blocked),
    invitationPending: (member) => yesNo(member.invitationPending),
    lastSignInAt: (member) => member.lastSignInAt,
  },
};
