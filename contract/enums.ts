/** The enumerations console and API share; the numbered ones travel as the spec's numbers. */

export const AdminRole = { SUPER_ADMIN: 1, ADMIN: 2, EDITOR: 4 } as const;
export type AdminRole = (typeof AdminRole)[keyof typeof AdminRole];
export const adminRoles = Object.values(AdminRole);

export const adminRoleName: Record<AdminRole, keyof typeof AdminRole> = {
  1: 'SUPER_ADMIN',
  2: 'ADMIN',
  4: 'EDITOR',
};

/** Publication kind of an e-book: BOOK 1, MAGAZINE 2 (a layout's highlight area takes the next code, text "3"). */
export const PublicationKind = { BOOK: 1, MAGAZINE: 2 } as const;
export type PublicationKind = (typeof PublicationKind)[keyof typeof PublicationKind];
export const publicationKinds = Object.values(PublicationKind);

/** The enabled flag of catalog, feed and app records: E enabled, D disabled (labelled Enable and Disable). */
export const enabledFlags = ['E', 'D'] as const;
export type EnabledFlag = (typeof enabledFlags)[number];

/** Content types: what a plan includes and what a feed entry is; both lists filter on them. */
export const contentTypes = ['book', 'magazine', 'news', 'videos', 'premium'] as const;
export type ContentType = (typeof contentTypes)[number];

/**
 * Order status (docs/api.md "Orders"); ALL (0) is a list filter meaning no filter. The spec's
 * values are 0 to 7; PARTIALLY_REFUNDED (8) is this console's, for a confirmed order of which a
 * part was refunded (docs/api.md "Refunds").
 */
export const OrderStatus = {
  ALL: 0,
  INITIATED: 1,
  CONFIRMED: 2,
  PAYMENT_FAILED: 3,
  REFUNDED: 4,
  CANCELLED: 5,
  PROCESSING: 6,
  PAYMENT_CANCELLED: 7,
  PARTIALLY_REFUNDED: 8,
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];
/** The statuses an order can have (ALL is only a filter). */
export const orderStatuses = [1, 2, 3, 4, 5, 6, 7, 8] as const satisfies readonly OrderStatus[];

/** The orders that count as sales: paid, and not refunded in full (their revenue is `amount - refunded`). */
export const soldOrderStatuses: readonly OrderStatus[] = [OrderStatus.CONFIRMED, OrderStatus.PARTIALLY_REFUNDED];

/**
 * Payment status of a payment attempt (docs/api.md "Orders"). The spec's values are 1 to 8;
 * PARTIALLY_REFUNDED (9) is this console's, for a success of which a part was refunded.
 */
export const PaymentStatus = {
  NONE: 1,
  INITIATED: 2,
  PROCESSING: 3,
  PENDING: 4,
  SUCCESS: 5,
  FAILED: 6,
  REFUNDED: 7,
  CANCELLED: 8,
  PARTIALLY_REFUNDED: 9,
} as const;
export type PaymentStatus = (typeof PaymentStatus)[keyof typeof PaymentStatus];
export const paymentStatuses = Object.values(PaymentStatus);

/** Payment provider (docs/api.md "Orders"): one, the card payment provider. */
export const PaymentProvider = { CARD: 1 } as const;
export type PaymentProvider = (typeof PaymentProvider)[keyof typeof PaymentProvider];

/** Purchase type of an order (docs/api.md "Orders"); ALL (0) is a list filter meaning no filter. */
export const PurchaseType = { ALL: 0, SUBSCRIPTION: 1, BOOK_PURCHASE: 2 } as const;
export type PurchaseType = (typeof PurchaseType)[keyof typeof PurchaseType];

/** Content section keys (docs/api.md "Layout"): what a layout section lists. */
export const contentSectionKeys = ['videos', 'news', 'magazine', 'book'] as const;
export type ContentSectionKey = (typeof contentSectionKeys)[number];

/** The text code of a layout's highlight area (docs/api.md "Layout"): "3", after the publication kinds 1 and 2. */
export const HIGHLIGHT_CODE = '3';

/**
 * The screens of the mobile app that have a layout (docs/api.md "Mobile UI"): the home screen,
 * the books and magazines shelves, and the news screen.
 */
export const layoutTypes = ['home', 'books', 'magazines', 'news'] as const;
export type LayoutType = (typeof layoutTypes)[number];

/** Deep-link target kinds (docs/api.md "Mobile UI"); ALL (0) is a list filter meaning no filter. */
export const DeepLinkTarget = {
  ALL: 0,
  NEWS_DETAILS: 1,
  BOOK_DETAILS: 2,
  VIDEO_DETAILS: 3,
  MAGAZINE_DETAILS: 4,
  SUBSCRIPTION_DETAILS: 5,
  LOGIN_SCREEN: 6,
  URL: 7,
} as const;
export type DeepLinkTarget = (typeof DeepLinkTarget)[keyof typeof DeepLinkTarget];
/** The kinds a link can have (ALL is only a filter). */
export const deepLinkTargets = [1, 2, 3, 4, 5, 6, 7] as const satisfies readonly DeepLinkTarget[];
/** The kinds whose value is the id of a record (a feed entry, an e-book or a plan). */
export const recordTargets = [1, 2, 3, 4, 5] as const satisfies readonly DeepLinkTarget[];

/**
 * An alert's buttons (docs/api.md "Mobile UI"); ALL (0) is a list filter. NONE: the alert only
 * informs and closes by itself or on a tap; ONE_BUTTON: one button that follows the deep link;
 * TWO_BUTTONS: that button plus a second one that dismisses the alert.
 */
export const AlertButtonType = { ALL: 0, NONE: 1, ONE_BUTTON: 2, TWO_BUTTONS: 3 } as const;
export type AlertButtonType = (typeof AlertButtonType)[keyof typeof AlertButtonType];
export const alertButtonTypes = [1, 2, 3] as const satisfies readonly AlertButtonType[];

/** The type of an app config value: its text is checked against it. */
export const configValueTypes = ['string', 'number', 'boolean', 'json'] as const;
export type ConfigValueType = (typeof configValueTypes)[number];
