import { readLoginRecord, storeLoginRecord } from './loginRecord';

/** Told when the login record's second-factor notice changes (an enrolment, a 121), so the shell's banner follows. */
export const secondFactorNoticeEvent = 'second-factor-notice';

/** Where a person restricted to enrolment goes: the profile's two-step sign-in section. */
export const enrolmentPath = (id: number) => `/user/${id}/profile`;

/**
 * Sets or clears the login record's notice (docs/api.md "Second factors"): restricted to enrolment
 * after a 121, or nothing more to say once a second factor is enrolled.
 */
export function setSecondFactorNotice(notice: 'enrolmentOnly' | 'none'): void {
  const record = readLoginRecord();
  if (!record) return;
  const rest = { id: record.id, role: record.role, access_token: record.access_token };
  storeLoginRecord(notice === 'enrolmentOnly' ? { ...rest, enrolmentOnly: true } : rest);
  window.dispatchEvent(new Event(secondFactorNoticeEvent));
}
