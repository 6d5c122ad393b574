/** Enumerations of spec.md section 3; they travel as the spec's numbers. */

export const AdminRole = { SUPER_ADMIN: 1, ADMIN: 2, EDITOR: 4 } as const;
export type AdminRole = (typeof AdminRole)[keyof typeof AdminRole];
export const adminRoles = Object.values(AdminRole);

export const adminRoleName: Record<AdminRole, keyof typeof AdminRole> = {
  1: 'SUPER_ADMIN',
  2: 'ADMIN',
  4: 'EDITOR',
};
