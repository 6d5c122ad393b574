import { type LoginRecord, loginRecord } from '../contract/auth';

/** The stored login record, kept in local storage under `auth` (spec.md section 3). */
const key = 'auth';

export function readLoginRecord(): LoginRecord | undefined {
  try {
    const parsed = loginRecord.safeParse(JSON.parse(localStorage.getItem(key) ?? 'null'));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function storeLoginRecord(record: LoginRecord): void {
  localStorage.setItem(key, JSON.stringify(record));
}
