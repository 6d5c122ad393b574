import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { type Access, canAccess } from '../../contract/access';
import { AdminRole } from '../../contract/enums';
import { definitions } from '../../resources';
import { type Screen, screensOf } from './screens';
import { animationsEnded, demoAccounts, expect, expectAccessible, signIn, test } from './support';

/**
 * Every route of the console, as each role that may open it, at a desktop and a phone size: the
 * page is no wider than the window, no table is wider than its card and no title is cut, its
 * content area is not blank, no placeholder is cut, no date
 * is written as 11/15/2026, no request fails, nothing is logged as an error, and axe finds nothing
 * serious. axe (the slow part) checks each screen as SUPER_ADMIN, and as every role the screens
 * whose content differs by role. An ADMIN sees every other screen as a SUPER_ADMIN does (the same
 * buttons, filters and bulk actions: contract/access.ts gives the two the same areas but staff
 * management), so the sweep opens only those as an ADMIN; an EDITOR, whose forms and actions
 * differ on most screens (drafts, no deletion, no money), opens every screen it may. A screenshot
 * of each lands in test-results/sweep/ (or SWEEP_SHOTS) to be looked at. Every SUPER_ADMIN screen is
 * opened in French too, with the same checks but axe.
 */

interface Route {
  name: string;
  access: Access;
  /** The hash path, or how to reach the page from a list (an edit or show page of a real record). */
  open: string | ((page: Page) => Promise<void>);
  /** Its content differs by role (not just the menu): axe checks it as every role, not only as SUPER_ADMIN. */
  byRole?: true;
}

/** Opens a list and its first record, as a person would (the ids of the demo data are not fixed). */
const firstRecordOf = (list: string) => async (page: Page) => {
  await go(page, list);
  // A table's first row, or on phones the simple list's first item (not the toolbar's Create link).
  const first = page.locator('tbody tr, #main-content li a[href*="#/"]').first();
  const before = page.url();
  await first.click();
  await expect(page).not.toHaveURL(before);
};

/** The screens whose content differs by role (not just the menu): axe checks them as every role. */
const differsByRole = new Set(['dashboard', 'users/editors', 'users/customers', 'users/customers/show', 'users/activity', 'user/:id/profile']);

/** A screen of the definitions as the sweep opens it. */
function routeOf({ name, access, open }: Screen): Route {
  const route = (how: Route['open']): Route => ({ name, access, open: how, ...(differsByRole.has(name) && { byRole: true }) });
  if ('path' in open) return route(open.path);
  if ('firstRecordOf' in open) return route(firstRecordOf(open.firstRecordOf));
  return route(async (page) => {
    const id = await page.evaluate(() => JSON.parse(localStorage.getItem('auth') ?? '{}').id as number);
    await go(page, `/user/${id}/profile`);
  });
}

/** Every screen of every definition, and the shell's own pages. */
const routes: Route[] = [
  ...definitions.flatMap(screensOf).map(routeOf),
  { name: 'access-denied', access: 'account', open: '/access-denied' },
  { name: 'not-found', access: 'account', open: '/no/such/page' },
];

const publicRoutes: Route[] = [
  { name: 'login', access: 'public', open: '/login' },
  { name: 'forgot-password', access: 'public', open: '/forgot-password' },
];

const roles = [
  { who: 'superAdmin', role: AdminRole.SUPER_ADMIN },
  { who: 'admin', role: AdminRole.ADMIN },
  { who: 'editor', role: AdminRole.EDITOR },
] as const;

const sizes = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const shots = path.resolve(process.env.SWEEP_SHOTS ?? 'test-results/sweep');

async function go(page: Page, hashPath: string) {
  await page.goto(`/#${hashPath}`);
}

/**
 * The screen has loaded: no spinner, skeleton, progress bar or busy part left (a list's rows not
 * drawn yet, a table waiting for its figures), and the content area holds something. Checked on
 * every frame (`waitForFunction`), not at `expect.poll`'s growing intervals, which kept a screen
 * that was ready after 120 ms waiting until 350 or 850.
 */
async function settled(page: Page) {
  // The page the address names is the one on screen: a navigation keeps the page it leaves until the new one is drawn.
  await page.waitForFunction(() => {
    const shown = document.querySelector('[data-page]')?.getAttribute('data-page');
    return shown === undefined || shown === location.hash.slice(1).split('?')[0];
  });
  // (`data-deferred`: a part of the page that mounts one pass after it, such as an edit form; DeferredMount.)
  await expect(page.locator('.MuiCircularProgress-root, .MuiSkeleton-root, .MuiLinearProgress-root, [aria-busy="true"], [data-deferred]')).toHaveCount(0, { timeout: 15_000 });
  // The page's own box, not the menu beside it, holds something (an edit form fetched a moment after the page).
  await page.waitForFunction(() => (document.querySelector<HTMLElement>('[data-page]') ?? document.querySelector('main') ?? document.body).innerText.trim().length > 20, undefined, { timeout: 15_000 });
}

/** The placeholders wider than their input (a search hint cut to "Search by title, author or IS"). */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d')!;
    return [...document.querySelectorAll<HTMLInputElement>('input[placeholder]:not([type=hidden])')]
      .filter((input) => input.offsetParent !== null && input.placeholder)
      .filter((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width > room + 1;
      })
      .map((input) => input.placeholder);
  });
}

/** The page's width, the window's, and the innermost elements that reach past the window (to name them in a failure). */
function widerThanWindow() {
  const innerWidth = window.innerWidth;
  const past = [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => element.getBoundingClientRect().right > innerWidth + 1);
  const widest = past
    .filter((element) => !past.some((other) => other !== element && element.contains(other)))
    .slice(0, 3)
    .map((element) => `<${element.tagName.toLowerCase()} class="${String(element.className).slice(0, 60)}"> "${(element.textContent ?? '').slice(0, 40)}"`)
    .join(', ');
  return { scrollWidth: document.documentElement.scrollWidth, innerWidth, widest: widest || 'nothing visible' };
}

/**
 * Tables that scroll sideways or are cut inside their card (a column clipped at 1280 px, a
 * payments table cut on a phone), a list's filter over its buttons, and a page title cut short
 * ("Order ORD-0"): each named.
 */
function cutContent() {
  const cut: string[] = [];
  for (const table of document.querySelectorAll<HTMLTableElement>('main table')) {
    if (table.offsetParent === null) continue;
    let box = table.parentElement;
    while (box && box !== document.body) {
      const overflowX = getComputedStyle(box).overflowX;
      if (overflowX !== 'visible' && box.scrollWidth > box.clientWidth + 1) {
        const headers = [...table.querySelectorAll('thead th')].map((th) => (th as HTMLElement).innerText.trim()).filter(Boolean);
        cut.push(`a table (${headers.slice(0, 4).join(', ')}) ${box.scrollWidth - box.clientWidth}px wider than its ${overflowX === 'hidden' || overflowX === 'clip' ? 'card' : 'scroll box'}`);
        break;
      }
      box = box.parentElement;
    }
  }
  // A list's search or filters lying over its buttons (the Subscriptions search over Views).
  // react-admin's list toolbar carries no class of its own: it is the filter form's parent.
  const toolbar = document.querySelector('.RaFilterForm-filterFormInput')?.closest('form')?.parentElement;
  if (toolbar) {
    const named = (element: Element) => (element.getAttribute('aria-label') ?? (element as HTMLElement).innerText ?? '').trim().slice(0, 30);
    const fields = [...toolbar.querySelectorAll('.MuiFormControl-root')];
    const buttons = [...toolbar.querySelectorAll('button, a')].filter((button) => !button.closest('.MuiFormControl-root'));
    for (const field of fields) {
      const a = field.getBoundingClientRect();
      for (const button of buttons) {
        const b = button.getBoundingClientRect();
        if (b.width && a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1) {
          cut.push(`the filter "${field.querySelector('label, input')?.getAttribute('placeholder') ?? named(field)}" lies over "${named(button)}"`);
        }
      }
    }
  }
  const title = document.querySelector<HTMLElement>('#react-admin-title');
  const titleText = title?.querySelector<HTMLElement>('*') ?? title;
  if (title && title.offsetParent !== null) {
    for (const element of [title, ...title.querySelectorAll<HTMLElement>('*')]) {
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflow !== 'visible') {
        cut.push(`the title "${titleText?.innerText.trim()}" is cut`);
        break;
      }
    }
  }
  return cut;
}

/** Checks one screen; every finding is soft, so one run reports every screen. */
async function sweep(page: Page, route: Route, label: string, problems: string[], withAxe: boolean) {
  problems.length = 0;
  if (typeof route.open === 'string') await go(page, route.open);
  else await route.open(page);
  await settled(page);
  expect.soft(await cutPlaceholders(page), `${label}: placeholders cut off`).toEqual([]);
  // Every date is written by src/format ("Nov 15, 2026"), never as 11/15/2026.
  expect.soft(await page.locator('body').innerText(), `${label}: a numeric date`).not.toMatch(/\b\d{1,2}\/\d{1,2}\/\d{4}\b/);
  // No tooltip left open by the pointer over the new page.
  await page.mouse.move(0, 0);
  if (withAxe) await expectAccessible(page, { contrast: true });
  else await animationsEnded(page);
  // Measured last, once axe has given the list its time to fill in its rows.
  const { scrollWidth, innerWidth, widest } = await page.evaluate(widerThanWindow);
  expect.soft(scrollWidth, `${label}: the page is wider than the window, by ${widest}`).toBeLessThanOrEqual(innerWidth);
  expect.soft(await page.evaluate(cutContent), `${label}: cut tables, titles and overlapping filters`).toEqual([]);
  await page.screenshot({ path: path.join(shots, `${label.replace(/[/:]+/g, '-')}.png`) });
  expect.soft(problems, `${label}: console errors and failed requests`).toEqual([]);
}

function watch(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // A request the page itself abandoned (a cancelled fetch on navigation) is not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') problems.push(`failed ${request.url()}: ${request.failure()?.errorText}`);
  });
}

/**
 * A role's routes in parts of at most `partSize`, in order: each part is a test of its own, so that
 * the workers share the sweep evenly rather than one finishing a role's forty routes alone.
 */
const partSize = 14;
function partsOf(all: Route[]): Route[][] {
  const count = Math.ceil(all.length / partSize);
  const size = Math.ceil(all.length / count);
  return Array.from({ length: count }, (_, index) => all.slice(index * size, (index + 1) * size));
}

// It only reads: its tests spread over the workers (each worker has its own server).
test.describe.configure({ mode: 'parallel' });

test.beforeAll(() => fs.mkdirSync(shots, { recursive: true }));

for (const size of sizes) {
  test.describe(`at ${size.width}x${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const { who, role } of roles) {
      const seen = routes.filter((candidate) => canAccess(role, candidate.access) && (role !== AdminRole.ADMIN || candidate.byRole === true));
      const parts = partsOf(seen);
      parts.forEach((part, index) => {
        const which = parts.length > 1 ? ` (part ${index + 1} of ${parts.length})` : '';
        test(`every route ${who} may open reads well${which}`, async ({ page }) => {
          test.setTimeout(300_000);
          const problems: string[] = [];
          await signIn(page, demoAccounts[who]);
          watch(page, problems);
          for (const route of part) {
            const withAxe = role === AdminRole.SUPER_ADMIN || route.byRole === true;
            await test.step(route.name, () => sweep(page, route, `${size.name}-${who}-${route.name}`, problems, withAxe));
          }
        });
      });
    }

    // French, every screen a SUPER_ADMIN opens: longer words, other dates and amounts. The same
    // checks but axe (the slow part; the language changes no role or colour). The language is
    // react-admin's stored choice, not the demo account's profile, which the other specs share.
    // Without axe's time, a list is measured only once its rows are drawn (settled: aria-busy).
    test('every route superAdmin may open reads well in French', async ({ page }) => {
      test.setTimeout(600_000);
      const problems: string[] = [];
      await signIn(page, demoAccounts.superAdmin);
      await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('fr')));
      await page.reload();
      await expect(page.getByRole('button', { name: 'Profil' })).toBeVisible();
      watch(page, problems);
      for (const route of routes.filter((candidate) => canAccess(AdminRole.SUPER_ADMIN, candidate.access))) {
        await test.step(route.name, () => sweep(page, route, `${size.name}-superAdmin-fr-${route.name}`, problems, false));
      }
    });

    test('the public pages read well', async ({ page }) => {
      const problems: string[] = [];
      watch(page, problems);
      for (const route of publicRoutes) {
        await test.step(route.name, () => sweep(page, route, `${size.name}-public-${route.name}`, problems, true));
      }
    });
  });
}
