import { expect, test } from 'vitest';
import { i18nProvider } from '../../src/shell/i18n';

test('the pagination groups the digits of its numbers; other messages keep theirs', () => {
  expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 1_000_000 })).toBe('1-25 of 1,000,000');
  expect(i18nProvider.translate('ra.navigation.partial_page_range_info', { offsetBegin: 1001, offsetEnd: 1025 })).toBe('1,001-1,025 of more than 1,025');
  expect(i18nProvider.translate('ra.navigation.page', { page: 1200 })).toBe('Go to page 1200');
});
