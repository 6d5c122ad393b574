import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { installBrowserGlobals } from './browserGlobals';

/** Session storage, which survives the reload (each `load()` below) as a browser tab's does. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
}

/** The page loaded (again): a fresh copy of the module, as after `location.reload()`. */
async function load() {
  vi.resetModules();
  return import('../../authProvider/session');
}

let browser: ReturnType<typeof installBrowserGlobals>;
beforeEach(() => {
  vi.useFakeTimers();
  browser = installBrowserGlobals();
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

test('a session the server ended: local storage cleared, the login page, a reload after 1 s, which then says why once', async () => {
  localStorage.setItem('auth', '{"id":1}');
  const page = await load();
  page.endSession();
  expect(localStorage.length).toBe(0);
  expect(browser.location.hash).toBe('#/login');
  // The login page shown before the reload already says it.
  expect(page.sessionEndedByServer()).toBe(true);
  vi.advanceTimersByTime(999);
  expect(browser.location.reload).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(browser.location.reload).toHaveBeenCalledOnce();

  const reloaded = await load();
  expect(reloaded.sessionEndedByServer()).toBe(true);
  expect(reloaded.sessionEndedByServer()).toBe(true);
  reloaded.dismissSessionEnded();
  expect(reloaded.sessionEndedByServer()).toBe(false);
  expect((await load()).sessionEndedByServer()).toBe(false);
});

test('the next load after the reload says nothing of it', async () => {
  (await load()).endSession('invalid');
  expect((await load()).sessionEndedByServer()).toBe(true);
  expect((await load()).sessionEndedByServer()).toBe(false);
});

test('signing out ends the session the same way, and the login page says nothing of it', async () => {
  localStorage.setItem('auth', '{"id":1}');
  const page = await load();
  page.endSession('signedOut');
  expect(localStorage.length).toBe(0);
  expect(browser.location.hash).toBe('#/login');
  vi.advanceTimersByTime(1000);
  expect(browser.location.reload).toHaveBeenCalledOnce();
  expect(page.sessionEndedByServer()).toBe(false);
  expect((await load()).sessionEndedByServer()).toBe(false);
});
