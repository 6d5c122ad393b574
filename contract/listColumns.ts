/**
 * The columns of each list's CSV export, by export operation, in the order of the list's table:
 * each key is the `source` of a console column (what `columns=` names), each value the CSV
 * header(s) it writes (an amount writes its currency beside it). The server fills the cells
 * (server/exports/); the console sends the keys of the columns it shows. Free of zod: the lists
 * read it.
 */
export const listColumns = {
  exportFeedEntries: {
    imageUrl: ['Picture'],
    title: ['Title'],
    contentType: ['Content type'],
    tags: ['Tags'],
    publishAt: ['Publish at'],
    status: ['Status'],
  },
  exportEbooks: {
    coverUrl: ['Cover'],
    title: ['Title', 'Authors'],
    type: ['Type'],
    categoryName: ['Category'],
    publicationDate: ['Publication date'],
    price: ['Price', 'Currency'],
    status: ['Status'],
  },
  exportBanners: {
    thumbnail: ['Picture'],
    title: ['Title'],
    layoutType: ['Screen'],
    position: ['Position'],
    startAt: ['Starts', 'Ends'],
    state: ['State'],
    imageCount: ['Images'],
  },
  exportAlerts: {
    imageUrl: ['Image'],
    title: ['Title'],
    buttonType: ['Buttons'],
    startAt: ['Starts', 'Ends'],
    active: ['State'],
  },
  exportAppConfigEntries: {
    key: ['Key'],
    valueType: ['Type'],
    value: ['Value'],
    description: ['Description'],
    updatedAt: ['Updated'],
    status: ['Status'],
  },
  exportSubscriptions: {
    name: ['Name'],
    billingPeriod: ['Billing period'],
    price: ['Price', 'Currency'],
    contentTypes: ['Content types'],
    trialDays: ['Trial days'],
    activeSubscribers: ['Active subscribers'],
    status: ['Status'],
    createdAt: ['Created'],
  },
  exportCustomers: {
    name: ['Name', 'E-mail'],
    country: ['Country'],
    registeredAt: ['Registered'],
    lastSeenAt: ['Last seen'],
    emailVerified: ['E-mail verified'],
    blocked: ['Blocked'],
  },
  exportStaff: {
    name: ['Name', 'E-mail'],
    role: ['Role'],
    emailVerified: ['Verified'],
    blocked: ['Blocked'],
    invitationPending: ['Invitation pending'],
    lastSignInAt: ['Last sign-in'],
  },
  exportOrders: {
    number: ['Number'],
    createdAt: ['Created'],
    customer: ['Customer', 'E-mail'],
    'item.title': ['Purchase type', 'Item'],
    amount: ['Amount', 'Currency'],
    status: ['Status'],
    paymentStatus: ['Payment status'],
  },
} as const satisfies Record<string, Record<string, readonly [string, ...string[]]>>;

export type ListExportName = keyof typeof listColumns;
export type ColumnKey<Name extends ListExportName> = keyof (typeof listColumns)[Name] & string;

/** The column keys of an export, in the list's order. */
export const columnKeysOf = <Name extends ListExportName>(name: Name) => Object.keys(listColumns[name]) as ColumnKey<Name>[];

/** The most ids one export takes (`ids=`): a selection on a page, or the rows a bulk action is about to change. */
export const maxExportIds = 1000;

/** Rows per query of an export: each batch is its own short query, never one long transaction. */
export const exportBatchSize = 1000;
