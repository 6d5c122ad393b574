import type { LoginRecord } from '../contract/auth';
import { adminRoles } from '../contract/enums';

/** The stored login record, kept in local storage under `auth` (docs/api.md "Sign-in and sessions"). */
const key = 'auth';

/** The record's shape (contract/auth.ts `loginRecord`), checked by hand: zod stays out of the first load. */
function isLoginRecord(value: unknown): value is LoginRecord {
  if (typeof value !== 'object' || value === null) return false;
  const { id, role, access_token: token } = value as Record<string, unknown>;
  return Number.isInteger(id) && (adminRoles as readonly unknown[]).includes(role) && typeof token === 'string';
}

export function readLoginRecord(): LoginRecord | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    return isLoginRecord(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function storeLoginRecord(record: LoginRecord): void {
  localStorage.setItem(key, JSON.stringify(record));
}
