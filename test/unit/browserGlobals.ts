import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

/** What the console's request code reads from the browser, for tests that run in Node. */
class MemoryStorage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
}

export const origin = 'http://console.test';

export function installBrowserGlobals() {
  const location = { hash: '#/', origin, reload: vi.fn() };
  vi.stubGlobal('localStorage', new MemoryStorage());
  vi.stubGlobal('document', { cookie: '' });
  vi.stubGlobal('window', { location });
  return { location };
}

/** Node's fetch wants absolute URLs; the console calls its own origin with relative ones. */
export function resolveRelativeFetch() {
  const fetchOfMsw = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    fetchOfMsw(typeof input === 'string' && input.startsWith('/') ? `${origin}${input}` : input, init),
  );
}

/**
 * An MSW server answering the console's calls in the tests around it: listening (relative URLs
 * resolved), the browser's globals installed and a staff member's login record (token `token-7`)
 * stored before each test, `reset` run then too, and all of it undone after.
 */
export function signedInApi(handlers: RequestHandler[], reset: () => void = () => undefined) {
  const server = setupServer(...handlers);
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    resolveRelativeFetch();
  });
  beforeEach(() => {
    installBrowserGlobals();
    localStorage.setItem('auth', JSON.stringify({ id: 7, role: 2, access_token: 'token-7' }));
    reset();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    server.close();
    vi.unstubAllGlobals();
  });
  return server;
}
