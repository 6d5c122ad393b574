import { describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import { definitions } from '../../resources';
import { menuGroups } from '../../src/shell/layout/menuGroups';
import { buildMenu, type MenuItem } from '../../src/shell/layout/menuModel';
import { en } from '../../src/shell/i18n/en';

/** Visible labels, groups as `Group: child, child`, in English as the spec writes them. */
function visibleLabels(items: MenuItem[]): string[] {
  const label = (key: string) =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en) as string;
  return items
    .filter((item) => item.visible)
    .map((item) =>
      item.items
        ? `${label(item.label)}: ${item.items.filter((child) => child.visible).map((child) => label(child.label)).join(', ')}`
        : label(item.label),
    );
}

describe('the menu of each role, by the access table', () => {
  test('SUPER_ADMIN sees every entry', () => {
    expect(visibleLabels(buildMenu(definitions, menuGroups, AdminRole.SUPER_ADMIN, '/dashboard'))).toEqual([
      'Dashboard',
      'Books',
      'Publishing: Review queue, Calendar',
      'Orders',
      'Subscriptions',
      'Feed',
      'Mobile UI: Layout, Banners, Alerts, App Config',
      'Analytics: Visitor, Revenue, Subscriptions, Event',
      'Users: Admins, Editors, Customers, Activity',
    ]);
  });

  test('ADMIN sees all but the admins list', () => {
    expect(visibleLabels(buildMenu(definitions, menuGroups, AdminRole.ADMIN, '/dashboard'))).toEqual([
      'Dashboard',
      'Books',
      'Publishing: Review queue, Calendar',
      'Orders',
      'Subscriptions',
      'Feed',
      'Mobile UI: Layout, Banners, Alerts, App Config',
      'Analytics: Visitor, Revenue, Subscriptions, Event',
      'Users: Editors, Customers, Activity',
    ]);
  });

  test('EDITOR sees dashboard, books, the publishing and mobile UI groups and customers', () => {
    expect(visibleLabels(buildMenu(definitions, menuGroups, AdminRole.EDITOR, '/dashboard'))).toEqual([
      'Dashboard',
      'Books',
      'Publishing: Review queue, Calendar',
      'Mobile UI: Layout, Banners, Alerts, App Config',
      'Users: Customers',
    ]);
  });

  test('nobody signed in sees nothing', () => {
    expect(visibleLabels(buildMenu(definitions, menuGroups, undefined, '/login'))).toEqual([]);
  });
});

test('a group expands when the location contains its path', () => {
  const expanded = (pathname: string) =>
    buildMenu(definitions, menuGroups, AdminRole.SUPER_ADMIN, pathname)
      .filter((item) => item.expanded)
      .map((item) => item.id);
  expect(expanded('/ui/banners')).toEqual(['ui']);
  expect(expanded('/analytics/revenue')).toEqual(['analytics']);
  expect(expanded('/users/customers/12')).toEqual(['users']);
  expect(expanded('/orders')).toEqual([]);
});

test('items carry label, icon, routerLink and visible; groups carry items and expanded', () => {
  const [dashboard] = buildMenu(definitions, menuGroups, AdminRole.EDITOR, '/dashboard');
  expect(dashboard).toMatchObject({ label: 'app.menu.dashboard', routerLink: '/dashboard', visible: true });
  expect(dashboard!.icon).toBeDefined();
  const feed = buildMenu(definitions, menuGroups, AdminRole.ADMIN, '/').find((item) => item.id === '/feeds/list');
  expect(feed).toMatchObject({ routerLink: '/feeds/list', visible: true });
});
