/** The lists' "Add filter" menus: every filter they list is named, and react-admin's saved queries are off. */
import type { ReactElement } from 'react';
import { describe, expect, test } from 'vitest';
import { alertFilters } from '../../resources/alerts/alertFilters';
import { appConfigFilters } from '../../resources/appConfig/appConfigFilters';
import { bannerFilters } from '../../resources/banners/bannerFilters';
import { customerFilters } from '../../resources/customers/customerFilters';
import { ebookFilters } from '../../resources/ebooks/ebookFilters';
import { feedFilters } from '../../resources/feed/feedFilters';
import { orderFilters } from '../../resources/orders/orderFilters';
import { subscriptionFilters } from '../../resources/subscriptions/subscriptionFilters';
import { i18nProvider } from '../../src/shell/i18n';
import { darkTheme, lightTheme } from '../../src/theme';

type Filter = ReactElement<{ source?: string; label?: string | false; alwaysOn?: boolean }>;

const lists: [string, Filter[]][] = [
  ['e-books', ebookFilters],
  ['feeds', feedFilters],
  ['ui/alerts', alertFilters],
  ['ui/app-config', appConfigFilters],
  ['ui/banners', bannerFilters],
  ['subscriptions', subscriptionFilters],
  ['orders', orderFilters],
  ['users/customers', customerFilters],
];

describe('the "Add filter" menu', () => {
  // react-admin's menu lists the filters that are not always on, each named by its element's own
  // `label` or `source` (FilterButtonMenuItem): a filter with neither is a blank, unnamed checkbox.
  test.each(lists)('of %s names every filter it lists', (resource, filters) => {
    const listed = filters.filter((filter) => !filter.props.alwaysOn);
    expect(listed.length).toBeGreaterThan(0);
    for (const filter of listed) {
      const { source, label } = filter.props;
      expect(source, `a filter of ${resource} (key ${filter.key}) has no source`).toMatch(/^\w+$/);
      const name = label ? i18nProvider.translate(label) : i18nProvider.translate(`resources.${resource}.fields.${source}`, { _: '' });
      expect(name, `the ${source} filter of ${resource} has no label`).not.toBe('');
    }
  });

  test('has no "Save current query": the saved views are the one way to save a list', () => {
    for (const theme of [lightTheme, darkTheme]) {
      expect(theme.components?.RaFilterButton?.defaultProps?.disableSaveQuery).toBe(true);
    }
  });
});
