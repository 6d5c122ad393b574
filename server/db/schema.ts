import type { Generated } from 'kysely';
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
