/** Enumerations of spec.md section 3; they travel as the spec's numbers. */

export const AdminRole = { SUPER_ADMIN: 1, ADMIN: 2, EDITOR: 4 } as const;
export type AdminRole = (typeof AdminRole)[keyof typeof AdminRole];
export const adminRoles = Object.values(AdminRole);

export const adminRoleName: Record<AdminRole, keyof typeof AdminRole> = {
  1: 'SUPER_ADMIN',
  2: 'ADMIN',
  4: 'EDITOR',
};

/** Publication kind of an e-book (spec.md: BOOK 1, MAGAZINE 2; the layout's highlight area is text code "3"). */
export const PublicationKind = { BOOK: 1, MAGAZINE: 2 } as const;
export type PublicationKind = (typeof PublicationKind)[keyof typeof PublicationKind];
export const publicationKinds = Object.values(PublicationKind);

/** The enabled flag of catalog, feed and app records: E enabled, D disabled (labelled Enable and Disable). */
export const enabledFlags = ['E', 'D'] as const;
export type EnabledFlag = (typeof enabledFlags)[number];

/** Content types (spec.md "Content type filter"): what a plan includes and what a feed entry is. */
export const contentTypes = ['book', 'magazine', 'news', 'videos', 'premium'] as const;
export type ContentType = (typeof contentTypes)[number];
