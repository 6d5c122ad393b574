import type { AuthProvider } from 'react-admin';
import { type Access, canAccess } from '../contract/access';
import type { LoginResponse } from '../contract/auth';
import { ErrorCode } from '../contract/errorCodes';
import { call } from '../dataProvider/client';
import { notSignedIn } from './authFailure';
import { readLoginRecord, storeLoginRecord } from './loginRecord';
import type { SecondFactorStep } from './secondFactor';
import { enrolmentPath, setSecondFactorNotice } from './secondFactorNotice';
import { endSession } from './session';

export interface CodeRequest {
  email: string;
  password: string;
}

/**
 * First step of sign-in: the server checks the password and e-mails a code. Like every call, it
 * loads the operations table on demand (the login page starts that load once it has shown).
 */
export async function requestCode(credentials: CodeRequest): Promise<LoginResponse> {
  return call('requestLoginCode', { body: credentials });
}

/**
 * The console's auth provider; `accessByResource` is each react-admin resource's area
 * (contract/access.ts), read from the definitions by the shell (src/shell/providers.ts).
 */
export const createAuthProvider = (accessByResource: Readonly<Record<string, Access>>): AuthProvider => ({
  /**
   * Second step: the e-mailed code is exchanged for the login record. No `redirectTo`: the login page
   * names where to go, the address asked for before sign-in (src/shell/pages/login/afterSignIn.ts).
   */
  async login(params: { email: string; otp: string } | SecondFactorStep) {
    if ('challenge' in params) {
      // The second factor's module (and WebAuthn's, for a passkey) loads with the second step alone.
      const { signInWithSecondFactor } = await import('./secondFactor');
      storeLoginRecord(await signInWithSecondFactor(params));
      return;
    }
    storeLoginRecord(await call('validateLoginCode', { body: { email: params.email, otp: params.otp } }));
  },

  /** Ends the server session, clears all local storage, goes to /login and reloads after 1 s. */
  async logout() {
    if (!readLoginRecord()) return '/login';
    await call('logout').catch(() => undefined);
    endSession('signedOut');
    return '/login';
  },

  async checkAuth() {
    if (!readLoginRecord()) throw notSignedIn;
  },

  async checkError(error: { status?: number; body?: { errorCode?: number } }) {
    if (error?.body?.errorCode === ErrorCode.SESSION_INVALID) {
      // httpClient has usually ended it already (the record is gone); then logout does nothing more.
      if (readLoginRecord()) endSession('invalid');
      throw { redirectTo: '/login', logoutUser: true };
    }
    // The role requires a second factor and the grace period has ended: on to enrolment (docs/api.md "Second factors").
    const record = readLoginRecord();
    if (error?.body?.errorCode === ErrorCode.SECOND_FACTOR_REQUIRED && record) {
      setSecondFactorNotice('enrolmentOnly');
      throw { redirectTo: enrolmentPath(record.id), logoutUser: false, message: false };
    }
  },

  async getIdentity() {
    const record = readLoginRecord();
    if (!record) throw new Error('Not signed in');
    const profile = await call('getProfile', { params: { id: record.id } });
    return {
      id: profile.id,
      fullName: profile.name,
      email: profile.email,
      theme: profile.theme,
      // The language kept in the profile: it applies after a sign-in in any browser (src/shell/layout/ProfileLanguage.tsx).
      locale: profile.locale,
      // react-admin's UserMenu shows it in the top bar.
      avatar: profile.avatarUrl ?? undefined,
    };
  },

  async getPermissions() {
    return readLoginRecord()?.role;
  },

  async canAccess({ resource }) {
    const access = accessByResource[resource];
    return access !== undefined && canAccess(readLoginRecord()?.role, access);
  },
});
