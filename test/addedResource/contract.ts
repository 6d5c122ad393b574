import { z } from 'zod';
import { bulkOperation } from '../../contract/bulk';
import { csvFile, exportDescription, exportParams, queryFilters } from '../../contract/exportQuery';
import { defineOperations } from '../../contract/operation';
import { listRequest, pageOf } from '../../contract/pagination';
import { widgets } from './declaration';

/** The test resource's schemas and operations, as an area's contract file holds them. */
export const widget = z.object({ id: z.number().int(), name: z.string() });
export type Widget = z.infer<typeof widget>;
export const widgetSortFields = ['name'] as const;
export const widgetListRequest = listRequest({ q: z.string().trim().max(100).optional() }, widgetSortFields);
export const widgetExportQuery = z.object({
  ...queryFilters(widgetListRequest),
  ...exportParams(widgets.export.operation as never, widgetSortFields),
});

export const widgetOperations = defineOperations('widgets', {
  listWidgets: {
    method: 'POST',
    path: `${widgets.api}/list`,
    access: widgets.area,
    summary: 'Widgets, a page of them',
    body: widgetListRequest,
    responses: { 200: pageOf(widget) },
  },
  createWidget: {
    method: 'POST',
    path: widgets.api,
    access: widgets.area,
    summary: 'Makes a widget',
    body: z.strictObject({ name: z.string().trim().min(1).max(100) }),
    responses: { 201: widget },
  },
  exportWidgets: {
    method: 'GET',
    path: `${widgets.api}/export.csv`,
    access: widgets.area,
    summary: 'Every widget, as a CSV download',
    description: exportDescription(widgets.export.operation as never, 'The widgets'),
    query: widgetExportQuery,
    responses: { 200: csvFile },
  },
  bulkWidgets: bulkOperation(widgets.name as never, {
    summary: 'Deletes many widgets',
    description: '`delete` deletes the widget.',
    filter: widgetListRequest,
  }),
});
