// What the browser steps of the bench (bench/lighthouse.ts, bench/firstRow.ts) share: the Chromium
// they run (Debian's), and a signed-in session as the console keeps it, so that a measure starts at
// the navigation and not at the sign-in form.
import type { LoginRecord } from '../contract/auth';
import { type ApiServer, codeFromOutbox, demoAdmin } from './api-load';

export const chromiumPath = () => process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The local storage key under which the console keeps its login record (authProvider/loginRecord.ts). */
export const loginRecordKey = 'auth';

function post(url: string, body: unknown): Promise<Response> {
  return fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/**
 * Signs the demo ADMIN in through both steps of the API (the code read from the outbox) and answers
 * the login record the console stores after its own sign-in: what a signed-in tab holds.
 */
export async function signInRecord(server: ApiServer, dataDir: string): Promise<LoginRecord> {
  const since = new Date().toISOString();
  const login = await post(`${server.url}/auth/login`, demoAdmin);
  if (!login.ok) throw new Error(`POST /auth/login answered ${login.status}: ${await login.text()}`);
  const otp = await codeFromOutbox(dataDir, demoAdmin.email, since);
  const validate = await post(`${server.url}/auth/otp/validate`, { email: demoAdmin.email, otp });
  if (!validate.ok) throw new Error(`POST /auth/otp/validate answered ${validate.status}: ${await validate.text()}`);
  return (await validate.json()) as LoginRecord;
}

/** Playwright's storage state of a tab signed in with `record` on the console at `url`. */
export function signedInState(url: string, record: LoginRecord) {
  return { cookies: [], origins: [{ origin: new URL(url).origin, localStorage: [{ name: loginRecordKey, value: JSON.stringify(record) }] }] };
}
