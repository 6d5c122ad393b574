import type { AdminRole } from '../../contract/enums';

/** i18n key of a role's label: Super Admin, Admin, Editor. */
export const roleLabel = (role: number) => `app.roles.${role}`;

export const roleChoices = (roles: readonly AdminRole[]) => roles.map((role) => ({ id: role, name: roleLabel(role) }));
