/** The command palette's pieces: what a key means, the screens a role is offered, the entries, the request sent. */
import { http, HttpResponse } from 'msw';
import { describe, expect, test, vi } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { i18nProvider } from '../../src/shell/i18n';
import { keyCommand, type KeyPress, paletteKeys } from '../../src/shell/palette/keys';
import { paletteSections } from '../../src/shell/palette/paletteSections';
import { screensFor } from '../../src/shell/palette/screens';
import { recordPath } from '../../src/shell/palette/searchTargets';
import { searchRecords } from '../../src/shell/palette/useSearchResults';
import { origin, signedInApi } from './browserGlobals';

/** A key press on an element: in a field or a dialog when `inside` names one. */
const press = (key: string, options: Partial<KeyPress> & { inside?: string } = {}): KeyPress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: { closest: (selector: string) => (options.inside && selector.includes(options.inside) ? {} : null) } as unknown as EventTarget,
  ...options,
});

describe('the keyboard shortcuts', () => {
  test('Ctrl+K and Cmd+K open the palette anywhere, in a field too', () => {
    expect(keyCommand(press('k', { ctrlKey: true }), false)).toEqual({ kind: 'palette' });
    expect(keyCommand(press('K', { metaKey: true, inside: 'input' }), false)).toEqual({ kind: 'palette' });
    expect(keyCommand(press('k', { ctrlKey: true, altKey: true }), false)).toBeUndefined();
  });

  test('g then a letter goes to a screen; / and ? have their own', () => {
    expect(keyCommand(press('g'), false)).toEqual({ kind: 'go' });
    expect(keyCommand(press('o'), true)).toEqual({ kind: 'screen', key: 'o' });
    expect(keyCommand(press('o'), false)).toBeUndefined();
    expect(keyCommand(press('/'), false)).toEqual({ kind: 'search' });
    expect(keyCommand(press('?'), false)).toEqual({ kind: 'help' });
  });

  test.each(['input', 'textarea', 'select', 'contenteditable', 'role="dialog"'])('do nothing while typing in a %s', (inside) => {
    for (const key of ['g', '/', '?']) expect(keyCommand(press(key, { inside }), false)).toBeUndefined();
    expect(keyCommand(press('o', { inside }), true)).toBeUndefined();
  });

  test('do nothing with a modifier, and leave the browser its own', () => {
    expect(keyCommand(press('g', { ctrlKey: true }), false)).toBeUndefined();
    expect(keyCommand(press('o', { altKey: true }), true)).toBeUndefined();
    expect(keyCommand(press('/', { metaKey: true }), false)).toBeUndefined();
  });

  test('the palette is ⌘K on Apple machines, Ctrl+K elsewhere', () => {
    expect(paletteKeys('MacIntel')).toBe('⌘K');
    expect(paletteKeys('Linux x86_64')).toBe('Ctrl+K');
  });
});

describe('the screens offered', () => {
  const keysOf = (role: number) => Object.fromEntries(screensFor(role).filter((screen) => screen.key).map((screen) => [screen.key, screen.path]));

  test('an admin goes to orders with g o, customers with g c, e-books with g e', () => {
    expect(keysOf(AdminRole.ADMIN)).toMatchObject({ d: '/dashboard', o: '/orders', c: '/users/customers', e: '/e-books', f: '/feeds/list', b: '/ui/banners', a: '/ui/alerts' });
  });

  test('an editor is offered only the screens an editor may open', () => {
    const paths = screensFor(AdminRole.EDITOR).map((screen) => screen.path);
    expect(paths).toContain('/e-books');
    expect(paths).not.toContain('/orders');
    expect(paths).not.toContain('/feeds/list');
    expect(paths).not.toContain('/users/admins');
    expect(keysOf(AdminRole.EDITOR)).not.toHaveProperty('o');
    expect(screensFor(undefined)).toEqual([]);
  });

  test('keep the order of the menu', () => {
    const paths = screensFor(AdminRole.SUPER_ADMIN).map((screen) => screen.path);
    expect(paths.slice(0, 7)).toEqual(['/dashboard', '/e-books', '/publishing/review', '/publishing/calendar', '/orders', '/subscriptions', '/feeds/list']);
    expect(paths.indexOf('/ui/layout')).toBeLessThan(paths.indexOf('/analytics/visitor'));
  });
});

describe('the entries of the palette', () => {
  const translate = (key: string, options?: Record<string, unknown>) => i18nProvider.translate(key, options) as string;
  const screens = screensFor(AdminRole.ADMIN);
  const recheck = vi.fn();
  const actions = [{ id: 'orders.recheck', label: 'resources.orders.recheck.button', run: recheck }];
  const groups = [{ kind: 'orders' as const, items: [{ id: 42, title: 'ORD-000042', subtitle: 'ada@example.com' }] }];
  const labelsOf = (text: string) =>
    paletteSections({ text, translate, groups: text ? groups : [], actions, screens }).map((section) => [section.label, section.items.map((item) => item.label)]);

  test('without a text: the actions, every screen, the shortcuts', () => {
    const sections = labelsOf('');
    expect(sections.map(([label]) => label)).toEqual(['Actions on this page', 'Go to', 'Keyboard']);
    expect(sections[0]![1]).toEqual(['Re-check payment']);
    expect(sections[1]![1]).toHaveLength(screens.length);
  });

  test('with a text: what names it, then the records found, named by their menu label', () => {
    expect(labelsOf('ord')).toEqual([
      ['Go to', ['Orders']],
      ['Orders', ['ORD-000042']],
    ]);
    expect(labelsOf('re-check')[0]).toEqual(['Actions on this page', ['Re-check payment']]);
  });

  test('a record opens its page; an action runs', () => {
    const sections = paletteSections({ text: 'ORD-000042', translate, groups, actions, screens });
    expect(sections[0]!.items[0]).toMatchObject({ label: 'ORD-000042', secondary: 'ada@example.com', run: { kind: 'navigate', to: '/orders/42/show' } });
    const [action] = paletteSections({ text: 'check', translate, groups: [], actions, screens })[0]!.items;
    if (action?.run.kind === 'action') action.run.run();
    expect(recheck).toHaveBeenCalledOnce();
  });

  test("a record's page: its edit view where it has one, else its show view", () => {
    expect(recordPath('orders', 12)).toBe('/orders/12/show');
    expect(recordPath('users/customers', 7)).toBe('/users/customers/7/show');
    expect(recordPath('e-books', 3)).toBe('/e-books/3');
    expect(recordPath('feeds', 5)).toBe('/feeds/5');
    expect(recordPath('ui/app-config', 'min_version.ios')).toBe('/ui/app-config/min_version.ios');
    expect(recordPath('ui/app-config', 'a/b')).toBe('/ui/app-config/a%2Fb');
  });
});

describe('the search request', () => {
  const sent: { path: string; q: string | null; authorization: string | null }[] = [];
  signedInApi(
    [
      http.get(`${origin}/api/search`, ({ request }) => {
        const url = new URL(request.url);
        sent.push({ path: url.pathname, q: url.searchParams.get('q'), authorization: request.headers.get('authorization') });
        return HttpResponse.json({ groups: [{ kind: 'orders', items: [{ id: 42, title: 'ORD-000042' }] }] });
      }),
    ],
    () => {
      sent.length = 0;
    },
  );

  test('is GET /api/search with the text, signed in, and answers the groups', async () => {
    const answer = await searchRecords('ORD-000042 & more');
    expect(sent).toEqual([{ path: '/api/search', q: 'ORD-000042 & more', authorization: 'Bearer token-7' }]);
    expect(answer.groups[0]!.items[0]!.title).toBe('ORD-000042');
  });
});
