import type { Generated } from 'kysely';
import type { ContentType, EnabledFlag } from '../../contract/enums';
import type { BillingPeriod } from '../../contract/subscriptions';
import type { Theme } from '../../contract/users';

/**
 * Table types. Timestamps are ISO 8601 UTC strings on both dialects (see dialect.ts);
 * yes/no facts are nullable timestamps (`blocked_at`), so no column is a boolean.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  login_codes: LoginCodesTable;
  account_tokens: AccountTokensTable;
  ebook_categories: EbookCategoriesTable;
  ebooks: EbooksTable;
  subscriptions: SubscriptionsTable;
  subscription_content_types: SubscriptionContentTypesTable;
  customer_subscriptions: CustomerSubscriptionsTable;
  feed_entries: FeedEntriesTable;
  feed_entry_tags: FeedEntryTagsTable;
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
  /** When the user last signed in (a session was created); null if never. */
  last_sign_in_at: string | null;
  /** The avatar image, relative to the storage root (`public/avatars/<generated name>`); null when none. */
  avatar_path: string | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
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
  created_at: string;
  updated_at: string;
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
