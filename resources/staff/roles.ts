import { AdminRole } from '../../contract/enums';

/** Who may invite whom, and give which role: a SUPER_ADMIN any role, an ADMIN editors only. */
export function creatableRoles(myRole: number | undefined): AdminRole[] {
  if (myRole === AdminRole.SUPER_ADMIN) return [AdminRole.SUPER_ADMIN, AdminRole.ADMIN, AdminRole.EDITOR];
  if (myRole === AdminRole.ADMIN) return [AdminRole.EDITOR];
  return [];
}

/** i18n key of a role's label: Super Admin, Admin, Editor. */
export const roleLabel = (role: number) => `app.roles.${role}`;

export const roleChoices = (roles: readonly AdminRole[]) => roles.map((role) => ({ id: role, name: roleLabel(role) }));
