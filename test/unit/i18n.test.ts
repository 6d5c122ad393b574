import { mergeTranslations } from 'react-admin';
import { expect, test } from 'vitest';
import { i18nProvider } from '../../src/shell/i18n';
import { mergeCatalogues } from '../../src/shell/i18n/mergeCatalogues';

test('the pagination groups the digits of its numbers; other messages keep theirs', () => {
  expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 1_000_000 })).toBe('1-25 of 1,000,000');
  expect(i18nProvider.translate('ra.navigation.partial_page_range_info', { offsetBegin: 1001, offsetEnd: 1025 })).toBe('1,001-1,025 of more than 1,025');
  expect(i18nProvider.translate('ra.navigation.page', { page: 1200 })).toBe('Go to page 1200');
});

test("catalogues merge as react-admin's mergeTranslations merges them, later words over earlier, none changed", () => {
  const base = { ra: { action: { save: 'Save', delete: 'Delete' }, page: { list: '%{name}' } }, app: { title: 'Console' } };
  const shell = { ra: { action: { save: 'Save changes' } }, app: { menu: { orders: 'Orders' } } };
  const resource = { resources: { orders: { name: 'Order |||| Orders' } }, app: { menu: { orders: 'All orders' } } };
  const before = JSON.stringify([base, shell, resource]);
  const merged = mergeCatalogues(base, shell, resource);
  expect(merged).toEqual(mergeTranslations(base, shell, resource));
  expect(merged).toEqual({
    ra: { action: { save: 'Save changes', delete: 'Delete' }, page: { list: '%{name}' } },
    app: { title: 'Console', menu: { orders: 'All orders' } },
    resources: { orders: { name: 'Order |||| Orders' } },
  });
  expect(JSON.stringify([base, shell, resource])).toBe(before);
});
