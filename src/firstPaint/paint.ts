import type { OrderSummary } from '../../contract/orders';
import type { Page } from '../../contract/pagination';
import { readLoginRecord } from '../../authProvider/loginRecord';
import type { ConsoleSettings } from '../../contract/settings';
import { authHeaders } from '../../dataProvider/authHeaders';
import { readPageDay, readPageSettings } from '../consoleSettings';
import { ordersMessages } from '../../resources/orders/messages';
import { fetchEarlyAnswer } from './earlyAnswers';
import { consoleSettingsPath, firstOrdersRequest, ordersTable, ordersToolbar } from './ordersPage';

const paintId = 'first-paint';
/** If the console has not taken over by then (it failed to load), the paint goes and the page shows what it has. */
const giveUpAfter = 15_000;
/** Set once the console has taken over: shared by the inlined first paint and the console's code. */
const state = globalThis as { __firstPaintEnded?: boolean };

/**
 * Whether the address opens the orders list as it opens by default, on a screen wide enough for its
 * table (the same conditions as src/preloadList.ts): the one screen painted before the console.
 */
function opensOrders(): boolean {
  const opened = new URL(window.location.hash.slice(1) || '/', window.location.origin);
  return (
    opened.pathname === '/orders' &&
    !opened.search &&
    localStorage.getItem('RaStore.orders.listParams') === null &&
    window.matchMedia('(min-width: 768px)').matches
  );
}

/** A value of react-admin's store (its `localStorageStore`), undefined when unset or unreadable. */
function stored(key: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(`RaStore.${key}`) ?? 'null') ?? undefined;
  } catch {
    // Not JSON: react-admin ignores it too.
    return undefined;
  }
}

/** The theme react-admin will open in (its store, else the system's). */
function darkMode(): boolean {
  const theme = stored('theme');
  return theme === 'dark' || theme === 'light' ? theme === 'dark' : window.matchMedia('(prefers-color-scheme: dark)').matches;
}

const json = async (answer: Promise<Response>) => {
  const response = await answer;
  if (!response.ok) throw new Error(`${response.status}`);
  return (await response.json()) as unknown;
};

function show(page: Page<OrderSummary>, timeZone: string, today: string | undefined) {
  const title = ordersMessages.resources.orders.name.split('||||')[1]!.trim();
  const paint = document.createElement('div');
  paint.id = paintId;
  paint.className = darkMode() ? 'fp fp-dark' : 'fp';
  // A picture of the list the console is about to render and announce: not a second copy to read,
  // nor anything to focus or click.
  paint.setAttribute('aria-hidden', 'true');
  paint.inert = true;
  const bar = document.createElement('div');
  bar.className = 'fp-bar';
  bar.textContent = title;
  const main = document.createElement('div');
  main.className = 'fp-main';
  main.append(ordersToolbar(timeZone, today), ordersTable(page, window.matchMedia('(min-width: 1440px)').matches));
  const body = document.createElement('div');
  body.className = 'fp-body';
  // The menu's room, as wide as react-admin opens it: 240px, or 55px if the reader folded it.
  const menu = stored('sidebar.open') === false ? 'fp-menu fp-menu-closed' : 'fp-menu';
  body.append(Object.assign(document.createElement('div'), { className: menu }), main);
  paint.append(bar, body);
  document.body.append(paint);
}

/**
 * Signed in and opening the orders list, fetches its first page, dated by the settings the page
 * carries, and paints it over the page before the console's code has loaded (docs/architecture.md
 * "The first paint"); the console's own calls take these answers (src/firstPaint/earlyAnswers.ts).
 * The paint goes when the list shows its rows (`endFirstPaint`), or when the address changes.
 */
export function startFirstPaint(): void {
  if (!readLoginRecord() || !opensOrders()) return;
  const headers = { Accept: 'application/json', ...authHeaders() };
  // Vite's dev server writes no settings into the page: they are asked for first.
  const inPage = readPageSettings();
  const settings = inPage ? Promise.resolve(inPage) : json(fetchEarlyAnswer(consoleSettingsPath, { headers }));
  const today = readPageDay();
  let timeZone = '';
  settings
    .then((answer) => {
      timeZone = (answer as ConsoleSettings).timeZone;
      const { url, body } = firstOrdersRequest(timeZone, today);
      return json(fetchEarlyAnswer(url, { method: 'POST', body, headers: { ...headers, 'Content-Type': 'application/json' } }));
    })
    .then((answer) => {
      const page = answer as Page<OrderSummary>;
      if (state.__firstPaintEnded || page.content.length === 0) return;
      // The script runs in the head: the answer may come before the body is parsed.
      if (document.body) show(page, timeZone, today);
      else document.addEventListener('DOMContentLoaded', () => state.__firstPaintEnded || show(page, timeZone, today), { once: true });
    })
    // The console takes the same answer, and shows what went wrong.
    .catch(() => undefined);
  window.addEventListener('hashchange', endFirstPaint, { once: true });
  setTimeout(endFirstPaint, giveUpAfter);
}

/** Removes the first paint: the console shows the screen itself now. */
export function endFirstPaint(): void {
  state.__firstPaintEnded = true;
  document.getElementById(paintId)?.remove();
}
