import type { AuthProvider } from 'react-admin';
import { canAccess } from '../contract/access';
import type { LoginRecord } from '../contract/auth';
import { ErrorCode } from '../contract/errorCodes';
import type { Profile } from '../contract/users';
import { httpClient } from '../dataProvider/http';
import { accessByResource } from '../resources';
import { readLoginRecord, storeLoginRecord } from './loginRecord';
import { endSession } from './session';

export interface CodeRequest {
  email: string;
  password: string;
}

/** First step of sign-in: the server checks the password and e-mails a code. */
export async function requestCode(credentials: CodeRequest): Promise<void> {
  await httpClient('/auth/login', { method: 'POST', body: JSON.stringify(credentials) });
}

export const authProvider: AuthProvider = {
  /** Second step: the e-mailed code is exchanged for the login record. */
  async login({ email, otp }: { email: string; otp: string }) {
    const { json } = await httpClient('/auth/otp/validate', {
      method: 'POST',
      body: JSON.stringify({ email, otp }),
    });
    storeLoginRecord(json as LoginRecord);
    return { redirectTo: '/dashboard' };
  },

  /** Ends the server session, clears all local storage, goes to /login and reloads after 1 s. */
  async logout() {
    if (!readLoginRecord()) return '/login';
    await httpClient('/auth/logout', { method: 'POST' }).catch(() => undefined);
    endSession();
    return '/login';
  },

  async checkAuth() {
    if (!readLoginRecord()) throw { redirectTo: '/login', message: false };
  },

  async checkError(error: { status?: number; body?: { errorCode?: number } }) {
    if (error?.body?.errorCode === ErrorCode.SESSION_INVALID) {
      throw { redirectTo: '/login', logoutUser: true };
    }
  },

  async getIdentity() {
    const record = readLoginRecord();
    if (!record) throw new Error('Not signed in');
    const { json } = await httpClient(`/api/users/profile/${record.id}`);
    const profile = json as Profile;
    return {
      id: profile.id,
      fullName: profile.name,
      email: profile.email,
      theme: profile.theme,
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
};
