import { z } from 'zod';
import { alertListRequest, alertSortFields } from './alerts';
import { appConfigListRequest, appConfigSortFields, configKey } from './appConfig';
import { bannerListQuery } from './banners';
import { customerListRequest, customerSortFields } from './customers';
import { ebookListRequest, ebookSortFields } from './ebooks';
import { commaIds, exportParams, queryFilters } from './exportQuery';
import { feedListRequest, feedSortFields } from './feed';
import { exportBatchSize, type ListExportName, listColumns } from './listColumns';
import { defineOperations } from './operation';
import { staffListQuery } from './staff';
import { subscriptionListRequest, subscriptionSortFields } from './subscriptions';

/**
 * The CSV export of every list (docs/api.md "List exports"): `GET <the list's path>/export.csv`
 * with the list's filters, its sort, the columns wanted and optionally the ids of a selection.
 * The orders' export (`exportOrders`) and the audit log's (`exportAuditEntries`) live with their
 * areas.
 */

/** The sort fields of the lists the console sorts itself (banners, staff: one GET answers them whole). */
export const bannerSortFields = ['layoutType', 'position', 'title', 'startAt', 'endAt'] as const;
export const staffSortFields = ['name', 'role', 'emailVerified', 'blocked', 'invitationPending', 'lastSignInAt'] as const;

/** Free text of the lists searched in the console: banners by title, staff by name or e-mail. */
const searchText = z.string().trim().max(200).optional();

export const feedExportQuery = z.object({ ...queryFilters(feedListRequest), ...exportParams('exportFeedEntries', feedSortFields) });
export const ebookExportQuery = z.object({ ...queryFilters(ebookListRequest), ...exportParams('exportEbooks', ebookSortFields) });
export const bannerExportQuery = z.object({
  ...bannerListQuery.shape,
  q: searchText.describe('The title contains it, ignoring case'),
  ...exportParams('exportBanners', bannerSortFields),
});
export const alertExportQuery = z.object({ ...queryFilters(alertListRequest), ...exportParams('exportAlerts', alertSortFields) });
const configKeyOf = (text: string) => (configKey.safeParse(text).success ? text : undefined);
export const appConfigExportQuery = z.object({
  ...queryFilters(appConfigListRequest),
  ...exportParams('exportAppConfigEntries', appConfigSortFields, commaIds(configKeyOf, 'Not a config key')),
});
export const subscriptionExportQuery = z.object({
  ...queryFilters(subscriptionListRequest),
  ...exportParams('exportSubscriptions', subscriptionSortFields),
});
export const customerExportQuery = z.object({ ...queryFilters(customerListRequest), ...exportParams('exportCustomers', customerSortFields) });
export const staffExportQuery = z.object({
  role: staffListQuery.shape.role,
  q: searchText.describe('The name or the e-mail contains it, ignoring case'),
  ...exportParams('exportStaff', staffSortFields),
});

export type FeedExportQuery = z.output<typeof feedExportQuery>;
export type EbookExportQuery = z.output<typeof ebookExportQuery>;
export type BannerExportQuery = z.output<typeof bannerExportQuery>;
export type AlertExportQuery = z.output<typeof alertExportQuery>;
export type AppConfigExportQuery = z.output<typeof appConfigExportQuery>;
export type SubscriptionExportQuery = z.output<typeof subscriptionExportQuery>;
export type CustomerExportQuery = z.output<typeof customerExportQuery>;
export type StaffExportQuery = z.output<typeof staffExportQuery>;

/** A CSV download, as an operation answers it. */
export const csvFile = { description: 'The CSV file', content: { 'text/csv': { schema: z.string() } } };

/** What every export says, then its own columns (key: CSV headers) and order. */
export function exportDescription(name: ListExportName, rows: string): string {
  const columns = Object.entries(listColumns[name]).map(([key, headers]) => `\`${key}\` (${headers.join(', ')})`);
  return (
    `${rows}, as \`text/csv; charset=utf-8\` (RFC 4180, formula cells defused), streamed in batches of ${exportBatchSize} ` +
    'with no limit, and audited with its query and row count. The list\'s filters as query parameters (same rules), ' +
    '`sortBy`/`sortDirection` as the list, `columns` (comma-separated keys, in the order wanted; absent: all; an unknown ' +
    `key is a 400 on \`columns\`) and \`ids\` (at most 1000; only those records, if they also match). Columns: ${columns.join(', ')}.`
  );
}

export const listExportsOperations = defineOperations('listExports', {
  exportFeedEntries: {
    method: 'GET',
    path: '/api/feed/export.csv',
    access: 'feed',
    summary: 'Every feed entry the filters select, as a CSV download',
    description: exportDescription('exportFeedEntries', 'The entries `POST /api/feed/list` selects, newest publication first by default'),
    query: feedExportQuery,
    responses: { 200: csvFile },
  },
  exportEbooks: {
    method: 'GET',
    path: '/api/ebooks/export.csv',
    access: 'ebooks',
    summary: 'Every e-book the filters select, as a CSV download',
    description: exportDescription('exportEbooks', 'The e-books `POST /api/ebooks/list` selects, newest first by default'),
    query: ebookExportQuery,
    responses: { 200: csvFile },
  },
  exportBanners: {
    method: 'GET',
    path: '/api/ui/banners/export.csv',
    access: 'ui',
    summary: 'Every banner the filters select, as a CSV download',
    description: exportDescription(
      'exportBanners',
      'The banners `GET /api/ui/banners` answers for `layoutType`, `status` and `state`, whose title contains `q`, by screen, position and id by default',
    ),
    query: bannerExportQuery,
    responses: { 200: csvFile },
  },
  exportAlerts: {
    method: 'GET',
    path: '/api/ui/alert/export.csv',
    access: 'ui',
    summary: 'Every alert the filters select, as a CSV download',
    description: exportDescription('exportAlerts', 'The alerts `POST /api/ui/alert/list` selects, latest start first by default'),
    query: alertExportQuery,
    responses: { 200: csvFile },
  },
  exportAppConfigEntries: {
    method: 'GET',
    path: '/api/ui/app-config/export.csv',
    access: 'ui',
    summary: 'Every app config entry the filters select, as a CSV download',
    description: exportDescription(
      'exportAppConfigEntries',
      'The entries `POST /api/ui/app-config/list` selects, by key by default; `ids` are keys. No entry is keyed `export.csv`, so this path never reads as one',
    ),
    query: appConfigExportQuery,
    responses: { 200: csvFile },
  },
  exportSubscriptions: {
    method: 'GET',
    path: '/api/subscriptions/export.csv',
    access: 'subscriptions',
    summary: 'Every subscription plan the filters select, as a CSV download',
    description: exportDescription('exportSubscriptions', 'The plans `POST /api/subscriptions/list` selects, newest first by default'),
    query: subscriptionExportQuery,
    responses: { 200: csvFile },
  },
  exportCustomers: {
    method: 'GET',
    path: '/api/customers/export.csv',
    access: 'customers',
    summary: 'Every customer the filters select, as a CSV download',
    description: exportDescription('exportCustomers', 'The customers `POST /api/customers/list` selects, newest first by default'),
    query: customerExportQuery,
    responses: { 200: csvFile },
  },
  exportStaff: {
    method: 'GET',
    path: '/api/users/export.csv',
    access: 'editors',
    summary: 'Every staff member of the given role(s) the search selects, as a CSV download',
    description: exportDescription(
      'exportStaff',
      'The staff `GET /api/users/list?role=` answers (the same role rule: roles 1 and 2 need the admins area), whose name or e-mail contains `q`, by name by default',
    ),
    query: staffExportQuery,
    responses: { 200: csvFile },
  },
});
