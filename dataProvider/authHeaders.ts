import { readLoginRecord } from '../authProvider/loginRecord';

/** A cookie of the page (`XSRF-TOKEN`), decoded; undefined when absent or outside a browser. */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * The headers every call carries: the Bearer token of the stored login record and the XSRF
 * header copied from its cookie (also used by the upload widget's XMLHttpRequest).
 */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readLoginRecord()?.access_token;
  if (token) headers.Authorization = `Bearer ${token}`;
  const xsrf = readCookie('XSRF-TOKEN');
  if (xsrf) headers['X-XSRF-TOKEN'] = xsrf;
  return headers;
}
