import type { Generated } from 'kysely';
import type { ConfigValueType, ContentSectionKey, ContentType, EnabledFlag, LayoutType } from '../../contract/enums';
import type { AppEventType, DeviceType, Platform } from '../../contract/analytics';
import type { ActorKind, OrderEventKind } from '../../contract/orders';
import type { BillingPeriod } from '../../contract/subscriptions';
import type { Locale } from '../../contract/locales';
import type { Theme } from '../../contract/users';
import type { Area } from '../../contract/access';
import type { AuditAction, AuditResource } from '../../contract/audit';
import type { ChangeState, LifecycleState } from '../../contract/lifecycle';
import type { MrrMovementKind } from '../../contract/subscriptionFigureRules';

/**
 * Table types. Timestamps are ISO 8601 UTC strings on both dialects (see dialect.ts);
 * yes/no facts are nullable timestamps (`blocked_at`), so no column is a boolean.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  login_codes: LoginCodesTable;
  account_tokens: AccountTokensTable;
  ebook_categories: EbookCategoriesTable;
  ebooks: EbooksTable;
  epub_checks: EpubChecksTable;
  ebook_prices: EbookPricesTable;
  subscriptions: SubscriptionsTable;
  subscription_content_types: SubscriptionContentTypesTable;
  customer_subscriptions: CustomerSubscriptionsTable;
  feed_entries: FeedEntriesTable;
  feed_entry_tags: FeedEntryTagsTable;
  orders: OrdersTable;
  payments: PaymentsTable;
  order_events: OrderEventsTable;
  refunds: RefundsTable;
  documents: DocumentsTable;
  document_counters: DocumentCountersTable;
  customer_books: CustomerBooksTable;
  layouts: LayoutsTable;
  layout_sections: LayoutSectionsTable;
  banners: BannersTable;
  banner_images: BannerImagesTable;
  alerts: AlertsTable;
  app_config: AppConfigTable;
  app_events: AppEventsTable;
  visitors: VisitorsTable;
  visitor_days: VisitorDaysTable;
  visitor_returns: VisitorReturnsTable;
  event_days: EventDaysTable;
  day_totals: DayTotalsTable;
  order_days: OrderDaysTable;
  category_days: CategoryDaysTable;
  rollup_state: RollupStateTable;
  rate_limits: RateLimitsTable;
  mail_queue: MailQueueTable;
  audit_entries: AuditEntriesTable;
  staff_notes: StaffNotesTable;
  saved_views: SavedViewsTable;
  list_preferences: ListPreferencesTable;
  jobs: JobsTable;
  job_errors: JobErrorsTable;
  editorial_states: EditorialStatesTable;
  revisions: RevisionsTable;
  subscription_movements: SubscriptionMovementsTable;
  subscription_days: SubscriptionDaysTable;
  subscription_plan_movements: SubscriptionPlanMovementsTable;
  subscription_plan_days: SubscriptionPlanDaysTable;
  subscription_trials: SubscriptionTrialsTable;
  subscription_trial_days: SubscriptionTrialDaysTable;
  subscription_customers: SubscriptionCustomersTable;
  subscription_cohorts: SubscriptionCohortsTable;
  exchange_rates: ExchangeRatesTable;
  audit_redaction: AuditRedactionTable;
  passkeys: PasskeysTable;
  totp_secrets: TotpSecretsTable;
  recovery_codes: RecoveryCodesTable;
  second_factor_rules: SecondFactorRulesTable;
  second_factor_challenges: SecondFactorChallengesTable;
  live_events: LiveEventsTable;
  presence: PresenceTable;
}

export interface UsersTable {
  id: Generated<number>;
  email: string;
  name: string;
  /** Staff: 1, 2 or 4 (AdminRole). Customers: null. */
  role: number | null;
  password_hash: string | null;
  phone: string | null;
  country: string | null;
  created_at: string;
  email_verified_at: string | null;
  blocked_at: string | null;
  last_seen_at: string | null;
  /** Console theme, 'light' or 'dark'; null until the user picks one. */
  theme: Theme | null;
  /** The console's language, 'en' or 'fr' (migration 0041); null until the user picks one: staff e-mails then go in English. */
  locale: Generated<Locale | null>;
  /** When the user last signed in (a session was created); null if never. */
  last_sign_in_at: string | null;
  /** The avatar image, relative to the storage root (`public/avatars/<generated name>`); null when none. */
  avatar_path: string | null;
  /** When a customer's personal data was erased (migration 0039, docs/api.md "Customer data requests"); null otherwise. */
  erased_at: Generated<string | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  /** The browser's User-Agent header when the session was opened (at most 500 characters); null before migration 0037. */
  user_agent: string | null;
  /** The address the session was opened from. */
  ip: string | null;
  /** When the session was last used, refreshed at most once a minute (server/lib/sessions.ts): the idle expiry reads it. */
  last_seen_at: string | null;
  /** Set while the session may only enrol a second factor (its role requires one; migration 0038). */
  enrolment_only_at: Generated<string | null>;
}

/** A personal API token (docs/api.md "API tokens"): only its SHA-256 is stored. */
export interface ApiTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  token_hash: string;
  /** JSON: `{area: "read" | "write"}` (contract/apiTokenRules.ts). */
  scopes: string;
  created_at: string;
  expires_at: string;
  /** Refreshed at most once a minute. */
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface LoginCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  expires_at: string;
  attempts: number;
  used_at: string | null;
}

export type AccountTokenPurpose = 'verify-email' | 'password-setup' | 'password-reset';

/** Single-use tokens of e-mailed links; only their SHA-256 is stored. */
export interface AccountTokensTable {
  id: Generated<number>;
  user_id: number;
  purpose: AccountTokenPurpose;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface EbookCategoriesTable {
  id: Generated<number>;
  /** PublicationKind: 1 book, 2 magazine. */
  ebook_type: number;
  name: string;
}

/** An e-book; file paths are relative to the storage root (covers under `public/covers/`, e-pubs under `epubs/`). */
export interface EbooksTable {
  id: Generated<number>;
  title: string;
  subtitle: string | null;
  /** JSON array of names. */
  authors: string;
  description: string | null;
  type: number;
  category_id: number;
  magazine_brand: string | null;
  language: string;
  isbn: string | null;
  price: number;
  currency: string;
  /** `YYYY-MM-DD`. */
  publication_date: string | null;
  page_count: number | null;
  /** 0 or 1. */
  premium: number;
  status: EnabledFlag;
  cover_path: string | null;
  sample_epub_path: string | null;
  sample_epub_name: string | null;
  sample_epub_size: number | null;
  sample_epub_uploaded_at: string | null;
  epub_path: string | null;
  epub_name: string | null;
  epub_size: number | null;
  epub_uploaded_at: string | null;
  /** The cover as uploaded: its size and colour space (sharp's name: `srgb`, `cmyk`, `b-w`); null before migration 0032. */
  cover_width: number | null;
  cover_height: number | null;
  cover_space: string | null;
  /** 1 when no error-level readiness check is open (docs/api.md "Release readiness"). */
  ready: Generated<number>;
  /** The open readiness checks between commas (`,epub,coverRatio,`); null until first assessed. */
  readiness_open: string | null;
  /** Catalogue metadata (migration 0033): JSON `Contributor[]`, null or empty for books whose `authors` stand for them. */
  contributors: string | null;
  series_name: string | null;
  series_number: string | null;
  /** JSON array of Thema codes. */
  subjects: string | null;
  publisher: string | null;
  imprint: string | null;
  word_count: number | null;
  /** JSON `Accessibility` (contract/catalogue.ts). */
  accessibility: string | null;
  /** Where it is sold, between commas (`,WORLD,`, `,FR,BE,`); null: the world. */
  territories: string | null;
  /** `YYYY-MM-DD`. */
  preorder_from: string | null;
  embargo_until: string | null;
  created_at: string;
  updated_at: string;
}

/** An e-book's price in a territory, regular (no dates) or a promotion (migration 0033). */
export interface EbookPricesTable {
  ebook_id: number;
  /** Its place in the book's list of prices, from 0. */
  position: number;
  territory: string;
  currency: string;
  amount: number;
  starts_on: string | null;
  ends_on: string | null;
}

/** The checks of an e-book's stored e-pub (migration 0032). */
export interface EpubChecksTable {
  ebook_id: number;
  slot: 'sample' | 'full';
  /** The stored file checked: a newer upload's check replaces it. */
  path: string;
  state: 'pending' | 'done' | 'failed';
  checker: 'epubcheck' | 'structure' | null;
  version: string | null;
  errors: Generated<number>;
  warnings: Generated<number>;
  /** JSON array of EpubFinding (contract/epubChecks.ts). */
  findings: Generated<string>;
  truncated: Generated<number>;
  note: string | null;
  checked_at: string | null;
  updated_at: string;
  /** JSON `EpubMetadata` (server/lib/epubMetadata.ts) read from the file, for the fields proposed to staff; null when unread. */
  metadata: string | null;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  price: number;
  currency: string;
  billing_period: BillingPeriod;
  billing_days: number | null;
  trial_days: number;
  status: EnabledFlag;
  ios_product_id: string | null;
  android_product_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface SubscriptionContentTypesTable {
  subscription_id: number;
  content_type: ContentType;
}

/** A customer's hold on a plan: active while started, not ended and not cancelled. */
export interface CustomerSubscriptionsTable {
  id: Generated<number>;
  customer_id: number;
  subscription_id: number;
  started_at: string;
  ends_at: string | null;
  cancelled_at: string | null;
  /** The order that started the hold (0006); null for holds from elsewhere (the stores). */
  order_id: number | null;
}

/** A feed entry; `body` is sanitised HTML; the picture is under `public/feed/`. */
export interface FeedEntriesTable {
  id: Generated<number>;
  title: string;
  body: string;
  content_type: ContentType;
  video_url: string | null;
  image_path: string | null;
  publish_at: string;
  status: EnabledFlag;
  created_at: string;
  updated_at: string;
}

export interface FeedEntryTagsTable {
  feed_entry_id: number;
  tag: string;
}

/** An order of a customer for one e-book (purchase_type 2) or one plan (1); amounts in minor units. */
export interface OrdersTable {
  id: Generated<number>;
  /** `ORD-000123`. */
  number: string;
  customer_id: number;
  /** PurchaseType. */
  purchase_type: number;
  ebook_id: number | null;
  subscription_id: number | null;
  amount: number;
  currency: string;
  /** OrderStatus. */
  status: number;
  created_at: string;
  updated_at: string;
  /** Business day (`YYYY-MM-DD` in TIME_ZONE) of created_at, for the analytics roll-ups (0008). */
  day: string | null;
  /** PaymentStatus of the latest payment attempt, NONE without one: kept by triggers on `payments` (0012). */
  payment_status: Generated<number>;
  /** The buyer's country whose price the order took (0034); null for the orders placed before. */
  territory: string | null;
  /** 1 for a pre-order: placed before the book's release, delivered at release (0034). */
  preorder: Generated<number>;
  /** What was refunded of `amount`, in its minor units (0035). */
  refunded: Generated<number>;
}

/** A payment attempt at the provider; an order's latest attempt is its highest id. */
export interface PaymentsTable {
  id: Generated<number>;
  order_id: number;
  /** PaymentProvider. */
  provider: number;
  reference: string;
  /** PaymentStatus. */
  status: number;
  amount: number;
  currency: string;
  created_at: string;
  updated_at: string;
}

/** A refund asked of the provider (0035): `pending` while it is asked, `succeeded` once it answered. */
export interface RefundsTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number;
  idempotency_key: string;
  amount: number;
  currency: string;
  /** contract/refundRules.ts `refundReasons`. */
  reason: string;
  detail: string | null;
  /** The note e-mailed to the customer. */
  note: string | null;
  status: 'pending' | 'succeeded';
  provider_refund_id: string | null;
  actor_id: number | null;
  created_at: string;
  completed_at: string | null;
}

/** A receipt or a credit note as issued (0035); `content` is its JSON, never changed. */
export interface DocumentsTable {
  id: Generated<number>;
  kind: 'receipt' | 'credit_note';
  number: string;
  year: number;
  sequence: number;
  order_id: number;
  refund_id: number | null;
  source: string;
  issued_at: string;
  content: string;
}

/** The last number issued per document kind and year. */
export interface DocumentCountersTable {
  kind: string;
  year: number;
  last: number;
}

/** A timeline event of an order (contract/orders.ts `orderEventKinds`, `actorKinds`). */
export interface OrderEventsTable {
  id: Generated<number>;
  order_id: number;
  payment_id: number | null;
  what: OrderEventKind;
  from_status: number | null;
  to_status: number | null;
  at: string;
  actor_kind: ActorKind;
  /** The staff member or the customer who acted; null for the provider and the system. */
  actor_id: number | null;
  reason: string | null;
  /** What a `refund` event refunded, in the order's minor units (0035). */
  amount: number | null;
}

/** A book a confirmed order granted; revoked by a refund. */
export interface CustomerBooksTable {
  id: Generated<number>;
  customer_id: number;
  ebook_id: number;
  order_id: number;
  granted_at: string;
  revoked_at: string | null;
}

export interface LayoutsTable {
  layout_type: LayoutType;
  /** The layout's id as an editorial record, fixed per screen (migration 0031, contract/layoutRules.ts `layoutIdOf`). */
  id: number;
  /** How the editorial workflow names it: "Home layout". */
  title: string;
  /** The enabled flag its editorial state gives it: E while published (the app draws it). */
  status: EnabledFlag;
  /** Grows by one on every save. */
  version: number;
  updated_at: string;
  /** Who saved it last before migration 0031; since then the audit log says who saved it. */
  updated_by: number | null;
}

export interface LayoutSectionsTable {
  id: Generated<number>;
  layout_type: LayoutType;
  /** 0-based place in the layout. */
  position: number;
  /** 'content', or '3' for the highlight area. */
  code: 'content' | '3';
  section_key: ContentSectionKey | null;
  title: string;
  item_count: number;
  /** 1 shown, 0 hidden. */
  visible: number;
}

export interface BannersTable {
  id: Generated<number>;
  title: string;
  layout_type: LayoutType;
  position: number;
  start_at: string;
  end_at: string | null;
  status: EnabledFlag;
  created_at: string;
  updated_at: string;
}

export interface BannerImagesTable {
  id: Generated<number>;
  banner_id: number;
  /** Relative to the storage root (`public/banners/<generated name>`). */
  image_path: string;
  /** 1-based place among the banner's images. */
  position: number;
  /** DeepLinkTarget (1..7), or null: a tap leads nowhere. */
  target_kind: number | null;
  target_value: string | null;
  alt_text: string;
  created_at: string;
}

export interface AlertsTable {
  id: Generated<number>;
  title: string;
  message: string;
  /** AlertButtonType (1..3). */
  button_type: number;
  button_label: string | null;
  second_button_label: string | null;
  target_kind: number | null;
  target_value: string | null;
  start_at: string;
  end_at: string | null;
  status: EnabledFlag;
  /** Relative to the storage root (`public/alerts/<generated name>`); null when none. */
  image_path: string | null;
  created_at: string;
  updated_at: string;
}

export interface AppConfigTable {
  key: string;
  value_type: ConfigValueType;
  /** The value as text, valid for its type. */
  value: string;
  description: string;
  status: EnabledFlag;
  created_at: string;
  updated_at: string;
}

/** A screen view or an event the mobile app reported (contract/analytics.ts `appEvent`). */
export interface AppEventsTable {
  id: Generated<number>;
  occurred_at: string;
  /** Business day of occurred_at. */
  day: string;
  visitor_id: string;
  device_type: DeviceType;
  platform: Platform;
  app_version: string;
  type: AppEventType;
  screen: string;
  category: string;
  name: string | null;
}

/** Each visitor once, with the first business day they were seen. */
export interface VisitorsTable {
  visitor_id: string;
  first_day: string;
}

/** One row per visitor and business day: the device, platform and app version first seen that day. */
export interface VisitorDaysTable {
  day: string;
  visitor_id: string;
  device_type: DeviceType;
  platform: Platform;
  app_version: string;
}

/**
 * Visitors per business day and the day of their previous visit ('' for a first visit): the
 * distinct visitors of any range are those of its days whose previous visit came before it.
 */
export interface VisitorReturnsTable {
  day: string;
  previous_day: string;
  visitors: number;
}

/** Per business day: its visitors, the new ones among them, its screen views and events (migration 0020). */
export interface DayTotalsTable {
  day: string;
  visitors: number;
  new_visitors: number;
  screen_views: number;
  events: number;
}

/** Events per business day and key. */
export interface EventDaysTable {
  day: string;
  type: AppEventType;
  screen: string;
  category: string;
  device_type: DeviceType;
  platform: Platform;
  events: number;
}

/** Orders per business day (placed), status, purchase type and currency; amounts in minor units. */
export interface OrderDaysTable {
  day: string;
  status: number;
  purchase_type: number;
  currency: string;
  orders: number;
  amount: number;
  /** What was refunded of those orders (0035). */
  refunded: Generated<number>;
}

/** Book purchases per business day, e-book category, status and currency. */
export interface CategoryDaysTable {
  day: string;
  category_id: number;
  status: number;
  currency: string;
  orders: number;
  amount: number;
  refunded: Generated<number>;
}

/** The time zone the roll-ups' days were computed in, and when they were last rebuilt. */
export interface RollupStateTable {
  name: string;
  time_zone: string;
  built_at: string;
}

/** A rate-limit counter shared by every API node: the hits of the key's window, which ends at `reset_at`. */
export interface RateLimitsTable {
  key: string;
  hits: number;
  reset_at: string;
}

/**
 * An e-mail waiting for delivery (server/mail/): deleted once delivered. `locked_by` and
 * `locked_until` are the claim of the node sending it; `attempts` counts claims.
 */
export interface MailQueueTable {
  id: Generated<number>;
  /** What the message is (`sign-in-code`, `invitation`, `password-reset`), for the logs. */
  kind: string;
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  created_at: string;
  /** When the message is useless (its code or link has expired): dropped if still undelivered. */
  expires_at: string | null;
  next_attempt_at: string;
  attempts: number;
  /** The last delivery error (the transport's message, never the e-mail's text). */
  last_error: string | null;
  locked_by: string | null;
  locked_until: string | null;
}

/** One audit entry (contract/audit.ts); `changes` and `details` are JSON text. Append-only. */
export interface AuditEntriesTable {
  id: Generated<number>;
  at: string;
  actor_id: number | null;
  actor_name: string | null;
  actor_email: string | null;
  actor_role: number | null;
  action: AuditAction;
  resource: AuditResource;
  /** The access area whose staff may read it (contract/access.ts). */
  area: Area;
  record_id: string | null;
  label: string | null;
  changes: string;
  reason: string | null;
  details: string | null;
  ip: string | null;
  request_id: string | null;
  /** The job that made the change (jobs.id); null for a change made alone. */
  job_id: number | null;
  /** The API token the change was made with (api_tokens.id) and its name then; null for a change made in a session. */
  actor_token_id: number | null;
  actor_token_name: string | null;
}

export interface StaffNotesTable {
  id: Generated<number>;
  subject: 'orders' | 'users/customers';
  subject_id: number;
  author_id: number;
  body: string;
  created_at: string;
}

/** A background job (server/jobs/): its parameters as JSON, its author, progress and lease. */
export interface JobsTable {
  id: Generated<number>;
  kind: string;
  params: string;
  actor_id: number;
  ip: string | null;
  request_id: string | null;
  status: 'queued' | 'running' | 'done' | 'failed';
  total: number | null;
  done: Generated<number>;
  failed: Generated<number>;
  /** The last record tried (its key as text), in the order the job goes through them. */
  cursor: string | null;
  /** The last record a filter selected when the job was started: records added after are left alone. */
  last_key: string | null;
  message: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  locked_by: string | null;
  locked_until: string | null;
  /** Tries that stopped on an unexpected error outside a single record; the last allowed one ends the job `failed`. */
  attempts: Generated<number>;
  /** When the next try is due after a failed one; null: at once. */
  next_attempt_at: string | null;
  /** The job this one undoes (unique: a job is undone once); null for any other job. */
  undo_of: number | null;
  /** The API token it was started with, named in its steps' audit entries; null in a session. */
  actor_token_id: number | null;
  actor_token_name: string | null;
}

export interface JobErrorsTable {
  id: Generated<number>;
  job_id: number;
  record_id: string;
  message: string;
}

/** A saved view of a console list (contract/views.ts): JSON as text; shared when `shared_at` is set. */
export interface SavedViewsTable {
  id: Generated<number>;
  list: string;
  name: string;
  /** null: a view the console comes with. */
  owner_id: number | null;
  shared_at: string | null;
  filters: string;
  period: string | null;
  sort_field: string | null;
  sort_order: string | null;
  per_page: number | null;
  columns: string | null;
  created_at: string;
  updated_at: string;
}

/** A staff member's choices on one list: their default view and their columns (JSON). */
export interface ListPreferencesTable {
  user_id: number;
  list: string;
  default_view_id: number | null;
  columns: string | null;
  updated_at: string;
}

/** Where an item the app shows is in its editorial lifecycle (contract/lifecycle.ts): one row per item of an editorial resource. */
export interface EditorialStatesTable {
  /** The resource's one name (`e-books`, `feeds`, `ui/banners`, `ui/alerts`). */
  resource: string;
  record_id: number;
  state: LifecycleState;
  /** When a scheduled item is published; null unless scheduled. */
  publish_at: string | null;
  /** The job that publishes it then. */
  job_id: number | null;
  /** Whose submission it is: who submitted it last, or created it. */
  author_id: number | null;
  /** The last rejection's reason, until the item is submitted again. */
  reason: string | null;
  updated_at: string;
  updated_by: number | null;
  /** A pending change of a published item (migration 0028): its state, null when none waits. */
  change_state: ChangeState | null;
  /** The update's body that wrote it (JSON), written to the item when approved. */
  change_body: string | null;
  change_author_id: number | null;
  /** Why the change was last rejected, until it is submitted again. */
  change_reason: string | null;
  change_updated_at: string | null;
  /** When a scheduled change is written to the item, and the job that writes it then (migration 0030). */
  change_publish_at: string | null;
  change_job_id: number | null;
  /** When a published banner's or alert's window ends, and the job that unpublishes it then (migration 0029). */
  ends_at: string | null;
  end_job_id: number | null;
}

/**
 * One revision of an editorial record (server/revisions/, migration 0025): the whole record as its
 * GET answered it after a save, numbered 1, 2, ... per record.
 */
export interface RevisionsTable {
  /** The resource's one name (`e-books`, `feeds`, `ui/banners`, `ui/alerts`). */
  resource: string;
  record_id: number;
  number: number;
  /** The record as its GET answered it (JSON): its files by the URLs and paths it answers. */
  record: string;
  /** What made it: the audit action (create, update, uploadFile, a lifecycle step), or `existing`. */
  action: string;
  created_at: string;
  /** Who saved it (null: the system, or a staff member since removed). */
  created_by: number | null;
}

/** The day a customer's MRR of one currency changed (0036; server/areas/analytics/subscriptionRollups.ts). */
export interface SubscriptionMovementsTable {
  customer_id: number;
  currency: string;
  day: string;
  kind: MrrMovementKind;
  from_amount: number;
  to_amount: number;
}

/** The MRR movements of a day and currency: per kind, how many and the sum of their changes (to - from). */
export interface SubscriptionDaysTable {
  day: string;
  currency: string;
  new_count: number;
  new_amount: number;
  reactivated_count: number;
  reactivated_amount: number;
  expansion_count: number;
  expansion_amount: number;
  contraction_count: number;
  contraction_amount: number;
  churned_count: number;
  churned_amount: number;
}

/** The day a customer's MRR of one plan and currency changed. */
export interface SubscriptionPlanMovementsTable {
  customer_id: number;
  subscription_id: number;
  currency: string;
  day: string;
  from_amount: number;
  to_amount: number;
}

/** Per day, plan and currency: the change of subscribers and MRR, and the subscribers who left the plan. */
export interface SubscriptionPlanDaysTable {
  day: string;
  subscription_id: number;
  currency: string;
  subscribers: number;
  mrr: number;
  churned: number;
}

/** A customer's trial of a plan: started on `day`, `ends_on` the first day after it, `converted` 0/1. */
export interface SubscriptionTrialsTable {
  customer_id: number;
  subscription_id: number;
  day: string;
  ends_on: string;
  converted: number;
}

/** Trials per day started, plan, first day after the trial and whether they converted. */
export interface SubscriptionTrialDaysTable {
  day: string;
  subscription_id: number;
  ends_on: string;
  converted: number;
  trials: number;
}

/** A customer's first subscribed day, and whether subscribed at the end of each of the 12 months after its month ('0'/'1'). */
export interface SubscriptionCustomersTable {
  customer_id: number;
  first_day: string;
  retained: string;
}

/** Customers of a cohort month (its 1st) subscribed `months_after` months later (0: the cohort's size). */
export interface SubscriptionCohortsTable {
  month: string;
  months_after: number;
  customers: number;
}

/** One unit of `currency` in `reporting_currency` from the business day `valid_from` on (0036). */
export interface ExchangeRatesTable {
  reporting_currency: string;
  currency: string;
  valid_from: string;
  rate: number;
  set_at: string;
  set_by: number | null;
}

/** A staff member's passkey (WebAuthn credential); migration 0038. */
export interface PasskeysTable {
  id: Generated<number>;
  user_id: number;
  /** base64url, as the browser reports it. */
  credential_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  /** bigint: a string on PostgreSQL; read it through Number(). */
  counter: number | string;
  /** Comma-separated transports (`internal,hybrid`); empty when unknown. */
  transports: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/** A staff member's authenticator app: its TOTP secret (base32), pending until confirmed. */
export interface TotpSecretsTable {
  user_id: number;
  secret: string;
  created_at: string;
  confirmed_at: string | null;
  /** The last 30-second step a code was accepted for (no code is accepted twice). */
  last_step: number | null;
  last_used_at: string | null;
}

/** One of a staff member's ten recovery codes, as an scrypt hash; spent once. */
export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** A role that requires a second factor, and when its grace period ends. */
export interface SecondFactorRulesTable {
  role: number;
  required_since: string;
  grace_ends_at: string;
  updated_by: number | null;
}

export type SecondFactorChallengePurpose = 'sign-in' | 'passkey-registration';

/** What binds a second step to the first: a sign-in after its password, or a passkey's registration. */
export interface SecondFactorChallengesTable {
  id: Generated<number>;
  user_id: number;
  purpose: SecondFactorChallengePurpose;
  /** A sign-in challenge's token, as its SHA-256; null for a registration. */
  token_hash: string | null;
  webauthn_challenge: string | null;
  created_at: string;
  expires_at: string;
  attempts: Generated<number>;
  used_at: string | null;
}

/**
 * SQLite's flag that lets the append-only trigger pass an UPDATE of audit entries (migration 0039):
 * a row exists only inside the transaction of a customer's erasure (server/areas/customerPrivacy/).
 * Empty otherwise; PostgreSQL uses a transaction-local setting instead.
 */
export interface AuditRedactionTable {
  id: number;
}

/** An event raised for the console's live streams, kept a few minutes for reconnections (migration 0040). */
export interface LiveEventsTable {
  id: Generated<number>;
  at: string;
  /** contract/liveRules.ts `LiveEventKind`. */
  kind: string;
  /** Who may read it: those who may open this area; null: whoever `user_id` names. */
  area: Area | null;
  /** Only this staff member reads it (their job's progress); null: everyone of the area. */
  user_id: number | null;
  /** JSON: the event's data as the stream sends it. */
  data: string;
}

/** Who has which record open (migration 0040), refreshed while the edit page stays open. */
export interface PresenceTable {
  user_id: number;
  resource: string;
  record_id: string;
  seen_at: string;
}
