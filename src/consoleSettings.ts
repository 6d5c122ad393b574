import type { ConsoleSettings } from '../contract/settings';

/** The id of index.html's JSON data block with the console settings (server/lib/consoleSettings.ts). */
const elementId = 'console-settings';

/**
 * The console settings the server wrote into the page, if it did (the production build it serves;
 * not Vite's dev server): the console reads them there instead of asking.
 */
export function readPageSettings(): ConsoleSettings | undefined {
  const { publisherName, timeZone } = pageData();
  return typeof publisherName === 'string' && typeof timeZone === 'string' ? { publisherName, timeZone } : undefined;
}

function pageData(): Record<string, unknown> {
  if (typeof document === 'undefined' || typeof document.getElementById !== 'function') return {};
  try {
    const value: unknown = JSON.parse(document.getElementById(elementId)?.textContent ?? 'null');
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
