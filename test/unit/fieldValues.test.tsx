/** How a field's value reads: the resources' formatters, and the History panel and Activity page that show them. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test } from 'vitest';
import type { AuditEntry } from '../../contract/audit';
import { alertValues } from '../../resources/alerts/alertValues';
import { ebookValues } from '../../resources/ebooks/ebookValues';
import { feedValues } from '../../resources/feed/feedValues';
import { orderValues } from '../../resources/orders/orderValues';
import { resourceDefinitions } from '../../resources';
import { staffValues } from '../../resources/staff/staffValues';
import { subscriptionValues } from '../../resources/subscriptions/subscriptionValues';
import { AuditChanges, useChangedFields } from '../../src/audit/AuditChanges';
import { sideRecord } from '../../src/audit/auditValues';
import { loadAuditValues } from '../../src/audit/recordLinks';
import { WithDefinitions } from './definitionsContext';
import type { FieldFormat, FieldFormats } from '../../src/components/fieldValues';
import { i18nProvider } from '../../src/shell/i18n';

const context = (record: Record<string, unknown> = {}) => ({ translate: i18nProvider.translate, record });
const format = (values: FieldFormats, field: string, value: unknown, record?: Record<string, unknown>) =>
  (values[field] as FieldFormat)(value, context(record));

describe("the resources' field formatters", () => {
  test('an enabled flag shown as a value reads Enabled or Disabled, not the options Enable and Disable', () => {
    expect(format(feedValues, 'status', 'E')).toBe('Enabled');
    expect(format(feedValues, 'status', 'D')).toBe('Disabled');
    expect(format(feedValues, 'status', null)).toBeNull();
    expect(i18nProvider.translate('app.enabled_flag.E')).toBe('Enable');
  });

  test('codes read as their labels', () => {
    expect(format(ebookValues, 'type', 1)).toBe('Book');
    expect(format(ebookValues, 'type', 2)).toBe('Magazine');
    expect(format(feedValues, 'contentType', 'videos')).toBe('Videos');
    expect(format(alertValues, 'buttonType', 2)).toBe('One button');
    expect(format(alertValues, 'targetKind', 2)).toBe('Book details');
    expect(format(orderValues, 'status', 5)).toBe('Cancelled');
    expect(format(orderValues, 'paymentStatus', 5)).toBe('Success');
    expect(format(staffValues, 'role', 4)).toBe('Editor');
    expect(format(subscriptionValues, 'contentTypes', ['book', 'news'])).toBe('Book, News');
  });

  test("an e-book's category reads as its name; its name is not listed on its own", () => {
    expect(format(ebookValues, 'categoryId', 5, { categoryName: 'Travel' })).toBe('Travel');
    expect(format(ebookValues, 'categoryId', 5)).toBe('#5');
    expect(ebookValues.categoryName).toBe(false);
  });

  test('money reads with its currency', () => {
    expect(format(ebookValues, 'price', 1999, { currency: 'USD' })).toBe('$19.99');
    expect(format(subscriptionValues, 'price', 500, { currency: 'EUR' })).toBe('€5.00');
  });

  test('the definitions of the audited resources load their formatters (out of the first load)', async () => {
    const byAudit = Object.fromEntries(
      await Promise.all(resourceDefinitions.map(async (definition) => [definition.audit, await definition.values?.()])),
    );
    expect(byAudit.feeds).toBe(feedValues);
    expect(byAudit['e-books']).toBe(ebookValues);
    expect(byAudit['ui/alerts']).toBe(alertValues);
  });
});

function render(node: ReactNode, queryClient = new QueryClient()) {
  return renderToString(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <I18nContext.Provider value={i18nProvider}>
          <WithDefinitions>{node}</WithDefinitions>
        </I18nContext.Provider>
      </QueryClientProvider>
    </MemoryRouter>,
  )
    .replace(/<style[^>]*>[^<]*<\/style>/g, '')
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

const entry = (resource: AuditEntry['resource'], changes: AuditEntry['changes']) => ({ action: 'update' as const, resource, changes });

describe('History and Activity write labels, not codes', () => {
  // Suspended until then (useAuditValues); a server render shows no suspended part.
  beforeAll(() => loadAuditValues(resourceDefinitions));

  test("a feed entry's status change reads Enabled → Disabled", () => {
    const text = render(<AuditChanges entry={entry('feeds', [{ field: 'status', from: 'E', to: 'D' }])} resource="feeds" />);
    expect(text).toContain('Status Enabled');
    expect(text).toContain('Disabled');
    expect(text).not.toMatch(/ [ED] /);
  });

  test("an e-book's type and category read as their labels, the category once", () => {
    const text = render(
      <AuditChanges
        entry={entry('e-books', [
          { field: 'type', from: 1, to: 2 },
          { field: 'categoryId', from: 5, to: 7 },
          { field: 'categoryName', from: 'Travel', to: 'Fashion' },
        ])}
        resource="e-books"
      />,
    );
    expect(text).toContain('Type Book');
    expect(text).toContain('Magazine');
    expect(text).toContain('Category Travel');
    expect(text).toContain('Fashion');
    expect(text.match(/Category/g)).toHaveLength(1);
    expect(text).not.toMatch(/ [157] /);
  });

  test("a price reads with the record's currency, from the record on screen", () => {
    const text = render(
      <AuditChanges entry={entry('e-books', [{ field: 'price', from: 999, to: 1299 }])} resource="e-books" record={{ id: 3, currency: 'GBP' }} />,
    );
    expect(text).toContain('£9.99');
    expect(text).toContain('£12.99');
  });

  test("an alert's buttons and the item it opens read as their labels, the item linked to its page", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['deep-link-targets', 2, 'id', '296'], { id: '296', title: 'Spring catalogue' });
    const changes = [
      { field: 'buttonType', from: 1, to: 2 },
      { field: 'targetKind', from: null, to: 2 },
      { field: 'targetValue', from: null, to: '296' },
    ];
    const html = renderToString(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <I18nContext.Provider value={i18nProvider}>
            <AuditChanges entry={entry('ui/alerts', changes)} resource="ui/alerts" />
          </I18nContext.Provider>
        </QueryClientProvider>
      </MemoryRouter>,
    );
    expect(html).toMatch(/href="\/e-books\/296"[^>]*>#296</);
    const text = render(<AuditChanges entry={entry('ui/alerts', changes)} resource="ui/alerts" />, queryClient);
    expect(text).toContain('Buttons No buttons');
    expect(text).toContain('One button');
    expect(text).toContain('Book details: Spring catalogue');
  });

  test("a staff member's role reads as its label", () => {
    const text = render(<AuditChanges entry={entry('staff', [{ field: 'role', from: 4, to: 2 }])} />);
    expect(text).toContain('Editor');
    expect(text).toContain('Admin');
  });

  test("the Activity page's changes in brief name a field another one says once", () => {
    let brief = '';
    function Brief() {
      brief = useChangedFields()({
        resource: 'e-books',
        changes: [
          { field: 'categoryId', from: 5, to: 7 },
          { field: 'categoryName', from: 'Travel', to: 'Fashion' },
        ],
      });
      return null;
    }
    render(<Brief />);
    expect(brief).toBe('Category');
  });

  test("a side's record is the record on screen under the entry's values of that side", () => {
    const changes = [{ field: 'currency', from: 'USD', to: 'EUR' }];
    expect(sideRecord({ id: 1, currency: 'EUR', price: 5 }, changes, 'from')).toEqual({ id: 1, currency: 'USD', price: 5 });
    expect(sideRecord(undefined, changes, 'to')).toEqual({ currency: 'EUR' });
  });
});
