/** The console's date fields: src/format's words for a record's dates, or the empty text. */
import { renderToString } from 'react-dom/server';
import { I18nContext, RecordContextProvider } from 'react-admin';
import { describe, expect, test } from 'vitest';
import { DateTimeField, DayField } from '../../src/components/DateFields';
import { formatDate, formatDateTime } from '../../src/format';
import { i18nProvider } from '../../src/shell/i18n';

const text = (field: React.ReactNode, record: Record<string, unknown>) =>
  renderToString(
    <I18nContext.Provider value={i18nProvider}>
      <RecordContextProvider value={{ id: 1, ...record }}>{field}</RecordContextProvider>
    </I18nContext.Provider>,
  )
    .replace(/<style[^>]*>.*?<\/style>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'");

describe('date fields', () => {
  const at = '2026-11-15T15:29:00.000Z';

  test('an instant reads as src/format writes it, with or without its time', () => {
    expect(text(<DateTimeField source="at" />, { at })).toBe(formatDateTime(at));
    expect(text(<DayField source="at" />, { at })).toBe(formatDate(at));
    expect(formatDateTime(at)).toMatch(/2026/);
  });

  test('no value shows the empty text, translated, or nothing', () => {
    expect(text(<DateTimeField source="at" emptyText="—" />, { at: null })).toBe('—');
    expect(text(<DayField source="at" emptyText="ra.navigation.no_results" />, {})).toBe(i18nProvider.translate('ra.navigation.no_results'));
    expect(text(<DateTimeField source="at" />, { at: '' })).toBe('');
  });

  test('a value that is no date shows as it is rather than failing the page', () => {
    expect(text(<DateTimeField source="at" />, { at: 'soon' })).toBe('soon');
  });
});
