import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, type BrowserContext, expect, type Page } from '@playwright/test';
import { type E2eServer, startServer } from './server';

/**
 * Records every Content-Security-Policy violation of a browser context's pages: Chromium's console
 * error, and the `securitypolicyviolation` event (which also reports a violation that a script
 * caught, such as a refused eval probe).
 */
async function watchCsp(context: BrowserContext, violations: string[]) {
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push(`${message.page()?.url() ?? ''}: ${message.text()}`);
    }
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile || location.href}:${event.lineNumber}`;
      console.error(`Content Security Policy violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${where} ${event.sample}`);
    });
  });
}

/** The outbox of this worker's server (one worker process, one server). */
let outbox = '';

/**
 * Playwright's `test` for every spec: each worker runs its own server on its own data
 * (test/e2e/server.ts), the base URL of every page and request; and each test fails after it runs
 * if any page showed a CSP violation (README "Browser protections"), in its own context or in one
 * it opened with `browser.newContext()`.
 */
export const test = base.extend<{ cspViolations: string[] }, { e2eServer: E2eServer }>({
  e2eServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture uses from its first argument
    async ({}, provide, workerInfo) => {
      const server = await startServer(workerInfo.parallelIndex);
      outbox = path.join(server.dataDir, 'outbox');
      try {
        await provide(server);
      } finally {
        await server.stop();
      }
    },
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  baseURL: async ({ e2eServer }, provide) => provide(e2eServer.url),
  cspViolations: [
    async ({ context, browser }, provide) => {
      const violations: string[] = [];
      await watchCsp(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const opened = await newContext(...args);
        await watchCsp(opened, violations);
        return opened;
      };
      try {
        await provide(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, 'Content Security Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const demoPassword = 'demo1234';
export const demoAccounts = {
  superAdmin: 'superadmin@demo.test',
  admin: 'admin@demo.test',
  editor: 'editor@demo.test',
} as const;

/** The text of an .eml file, with quoted-printable soft line breaks and `=3D` undone. */
function decodeMail(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
}

/**
 * Waits for an e-mail to `email` written after `since` in which `pattern` matches, and answers
 * the pattern's first group.
 */
async function fromOutbox(email: string, since: string, pattern: RegExp, what: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await fs.readdir(outbox).catch(() => [] as string[]))
          .filter((file) => file.endsWith(`-${email}.eml`) && file >= since)
          .sort();
        const newest = files.at(-1);
        if (!newest) return undefined;
        found = pattern.exec(decodeMail(await fs.readFile(path.join(outbox, newest), 'utf8')))?.[1];
        return found;
      },
      { message: `${what} e-mailed to ${email}` },
    )
    .toBeTruthy();
  return found!;
}

/** Waits for a code e-mailed to `email` after `since`, and reads it from the outbox file. */
export function codeFromOutbox(email: string, since: string): Promise<string> {
  return fromOutbox(email, since, /(?:Your sign-in code|Votre code de connexion) ?: (\d{6})/, 'a code');
}

/**
 * Waits for an e-mail to `email` after `since` holding a console link (`/#/verify-email/...`,
 * `/#/reset-password/...`), and answers the link's hash path (`/#/reset-password/abc`), to be
 * opened against the test server whatever PUBLIC_URL the e-mail was written with.
 */
export function linkFromOutbox(email: string, since: string): Promise<string> {
  return fromOutbox(email, since, /https?:\/\/[^\s/]+(\/#\/(?:verify-email|reset-password)\/[^\s"<>]+)/, 'a link');
}

/** Fills e-mail and password and asks for a code; answers the code from the outbox. */
export async function requestCode(page: Page, email: string, password = demoPassword): Promise<string> {
  const since = new Date().toISOString();
  await page.goto('/#/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
  return codeFromOutbox(email, since);
}

/** Signs in through both steps as a person would, and waits for the dashboard. */
export async function signInWithCode(page: Page, email: string, password = demoPassword) {
  const code = await requestCode(page, email, password);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await dashboardShown(page);
}

async function dashboardShown(page: Page) {
  await expect(page).toHaveURL(/#\/dashboard$/);
  // The user's name has loaded into the top bar: the shell is settled.
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, \S+/ })).toBeVisible();
}

type SignedInState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** What each demo account's first sign-in in this worker left in its browser: its session, reused by the next tests. */
const signedIn = new Map<string, SignedInState>();

/**
 * Opens the dashboard signed in as `email`. The first time in a worker (and with any password but
 * the demo one) through both steps, as a person would (signInWithCode); after that with the
 * session that sign-in left (its cookies and local storage), unless the server has ended it
 * (signed out, blocked), when it signs in again. The sign-in itself is shown by sign-in.spec.ts.
 */
export async function signIn(page: Page, email: string, password = demoPassword) {
  const saved = password === demoPassword ? signedIn.get(email) : undefined;
  if (saved && (await resumed(page, saved, '/dashboard'))) return;
  await signInWithCode(page, email, password);
  if (password === demoPassword) signedIn.set(email, await page.context().storageState());
}

/**
 * Opens `hashPath` (`/orders`) signed in as `email` with the demo password: as `signIn` and then
 * the address, except that a resumed session opens the address straight away, as a person opening
 * a bookmark would, instead of the dashboard first (a chart-heavy screen that the test never reads).
 */
export async function signInAt(page: Page, email: string, hashPath: string) {
  const saved = signedIn.get(email);
  if (saved && (await resumed(page, saved, hashPath))) return;
  await signIn(page, email);
  await page.goto(`/#${hashPath}`);
}

async function resumed(page: Page, state: SignedInState, hashPath: string): Promise<boolean> {
  // Asked of the API first: a page that met an ended session would reload itself (the spec's
  // "session ended" reload) in the middle of the sign-in that follows.
  const auth = state.origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'auth')?.value;
  const token = auth ? (JSON.parse(auth) as { access_token?: string }).access_token : undefined;
  if (!token) return false;
  const answer = await page.request.get('/api/jobs', { headers: { authorization: `Bearer ${token}` } });
  if (answer.status() !== 200) return false;
  await page.context().addCookies(state.cookies);
  const items = state.origins.flatMap((origin) => origin.localStorage);
  // Once per tab, before the console's own scripts: a later reload (after signing out) keeps what the test did.
  await page.addInitScript((entries) => {
    if (sessionStorage.getItem('e2e-session-resumed')) return;
    sessionStorage.setItem('e2e-session-resumed', '1');
    for (const { name, value } of entries) localStorage.setItem(name, value);
  }, items);
  await page.goto(`/#${hashPath}`);
  // Signed in: on the dashboard its welcome (the user's name has loaded), elsewhere the top bar's user menu.
  const shown =
    hashPath === '/dashboard' ? page.getByRole('heading', { level: 1, name: /^Welcome, \S+/ }) : page.getByRole('button', { name: 'Profile' });
  const signInForm = page.getByRole('button', { name: 'Send code' });
  await expect(shown.or(signInForm)).toBeVisible();
  return shown.isVisible();
}

/** A POST of the API as a script sends it, with the XSRF header once the context holds the cookie (docs/api.md "XSRF"). */
async function apiPost(request: APIRequestContext, url: string, data: unknown, token?: string) {
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await request.post(url, {
    data,
    headers: { ...(xsrf ? { 'x-xsrf-token': xsrf } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  expect(response.status(), `POST ${url}`).toBe(200);
  return (await response.json()) as unknown;
}

/** A call of the API as a script makes it: the admin's token, and the XSRF header once the context holds the cookie. */
export async function api(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string, data?: unknown) {
  const xsrf = (await request.storageState()).cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  const response = await request.fetch(url, {
    method,
    data,
    headers: { authorization: `Bearer ${token}`, ...(xsrf ? { 'x-xsrf-token': xsrf } : {}) },
  });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as Record<string, unknown>;
}

/** Signs in through the API (both steps), for data a test needs before its page signs in; answers the Bearer token. */
export async function apiToken(request: APIRequestContext, email: string, password = demoPassword): Promise<string> {
  const since = new Date().toISOString();
  await apiPost(request, '/auth/login', { email, password });
  const otp = await codeFromOutbox(email, since);
  return ((await apiPost(request, '/auth/otp/validate', { email, otp })) as { access_token: string }).access_token;
}

/** The newest order (the orders list's first row by default, whatever its period). */
export async function latestOrder(request: APIRequestContext): Promise<{ id: number; number: string; createdAt: string }> {
  const token = await apiToken(request, demoAccounts.admin);
  const page = (await apiPost(request, '/api/orders/list', { paginationRequest: { page: 0, size: 1, sortBy: 'createdAt', sortDirection: 'DESC' } }, token)) as {
    content: { id: number; number: string; createdAt: string }[];
  };
  return page.content[0]!;
}

/** axe-core's source, which AxeBuilder would otherwise evaluate twice in every frame at every check. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core, loaded once into each frame of the page's current document (it stays there until the
 * next full load). AxeBuilder evaluates its 550 KB source twice in every frame at every `analyze`,
 * which was two thirds of a check's CPU: a list's check took 1.05 s of CPU against 0.32 with
 * axe already there (0.86 against 1.86 with contrast), and a screen sweep checks about 250 screens.
 */
async function loadAxe(page: Page) {
  for (const frame of page.frames()) {
    if (!(await frame.evaluate('typeof window.axe === "object"'))) await frame.evaluate(axeSource);
  }
}

/**
 * No serious or critical accessibility violation on the current screen. Colour contrast, most
 * of a check's time, is checked by the sweep on every screen at both widths (sweep.spec.ts
 * passes `contrast`); a spec's own states (a dialog, a menu, a step) draw with the same theme's
 * colours, and are checked for everything else (docs/architecture.md "Tests").
 */
export async function expectAccessible(page: Page, { contrast = false }: { contrast?: boolean } = {}) {
  // A toast, menu or dialog in the middle of its fade has a blended colour that axe would misjudge.
  await animationsEnded(page);
  await loadAxe(page);
  // Target size (WCAG 2.2 AA) is off in axe by default; Lighthouse's accessibility score counts it.
  // Only the violations are read, so only they are gathered node by node (`resultTypes`); and axe runs
  // in the page itself (`setLegacyMode`) rather than finishing its run in a second page that it opens
  // and loads axe into: the console has no cross-origin frame, which is all that mode adds. Both
  // find the same violations; a list's check took 1.0 to 1.3 s instead of 3.4 to 5.8. Its source
  // is an empty statement: loadAxe has put axe there.
  const results = await new AxeBuilder({ page, axeSource: ';' })
    .options({ rules: { 'target-size': { enabled: true }, 'color-contrast': { enabled: contrast } }, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  const severe = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Opens a list's first record by clicking its row, as a person does, until the address is the
 * record's: a list whose page was read again in that moment (a record another test added moves
 * the rows) can take the click between two rows, and a person would click again.
 */
export async function openFirstRow(page: Page, address: RegExp) {
  await expect(async () => {
    if (!address.test(page.url())) await page.locator('tbody tr').first().click();
    await expect(page).toHaveURL(address, { timeout: 5_000 });
  }).toPass({ timeout: 30_000 });
}

/** Waits for every deferred part to mount and every finite animation and transition to end (spinners run forever and are skipped): before axe or a screenshot. */
export async function animationsEnded(page: Page) {
  // A part of the screen that mounts one pass after it (src/components/DeferredMount.tsx) is there.
  await expect(page.locator('[data-deferred]')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.waitForFunction(() =>
    [...document.querySelectorAll('.MuiSnackbar-root > *')].every((el) => getComputedStyle(el).opacity === '1'),
  );
}

/**
 * Opens a screen through the main menu, expanding its group first when it is folded. The menu is
 * rebuilt once the role's permissions arrive, which can fold the group again or swallow a click
 * made during that render: the whole step is retried until the screen's path is reached.
 */
export async function openFromMenu(page: Page, group: string, item: string, path: RegExp) {
  const menu = page.getByRole('menu', { name: 'Main menu' });
  await expect(async () => {
    const header = menu.getByRole('menuitem', { name: group });
    if ((await header.getAttribute('aria-expanded')) === 'false') await header.click();
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('menuitem', { name: item }).click({ timeout: 2_000 });
    await expect(page).toHaveURL(path, { timeout: 2_000 });
  }).toPass();
}
