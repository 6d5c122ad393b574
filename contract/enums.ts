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

/** Order status (spec.md section 3); ALL (0) is a list filter meaning no filter. */
export const OrderStatus = {
  ALL: 0,
  INITIATED: 1,
  CONFIRMED: 2,
  PAYMENT_FAILED: 3,
  REFUNDED: 4,
  CANCELLED: 5,
  PROCESSING: 6,
  PAYMENT_CANCELLED: 7,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
/** The statuses an order can have (ALL is only a filter). */
export const orderStatuses = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly OrderStatus[];

/** Payment status (spec.md section 3). */
export const PaymentStatus = {
  NONE: 1,
  INITIATED: 2,
  PROCESSING: 3,
  PENDING: 4,
  SUCCESS: 5,
  FAILED: 6,
  REFUNDED: 7,
  CANCELLED: 8,
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const paymentStatuses = Object.values(PaymentStatus);

/** Payment provider (spec.md section 3): one, the card payment provider. */
export const PaymentProvider = { CARD: 1 } as const;
export type PaymentProvider = (typeof PaymentProvider)[keyof typeof PaymentProvider];

/** Purchase type (spec.md section 3); ALL (0) is a list filter meaning no filter. */
export const PurchaseType = { ALL: 0, SUBSCRIPTION: 1, BOOK_PURCHASE: 2 } as const;
export type PurchaseType = (typeof PurchaseType)[keyof typeof PurchaseType];
