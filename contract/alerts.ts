import { z } from 'zod';
import { csvFile, exportDescription, exportParams, queryFilters } from './exportQuery';
import { bulkOperation } from './bulk';
import { activeWindowFields, checkActiveWindow, checkDeepLink, deepLinkFields } from './deepLinks';
import { AlertButtonType, alertButtonTypes, enabledFlags } from './enums';
import { editorialVersionQuery } from './editorialVersion';
import { defineOperations } from './operation';
import { listRequest, pageOf } from './pagination';
import { alertSortFields } from './alertRules';
import { coded, codedIssue } from './apiMessages';
export { alertImageExtensions, alertSortFields } from './alertRules';

const optionalLabel = z
  .string()
  .trim()
  .max(40)
  .nullish()
  .transform((value) => value || null);

/**
 * The body of `POST /api/ui/alert` and `PUT /api/ui/alert/{id}`. With buttons, `buttonLabel` and
 * the deep link are required (the first button follows it); with two buttons `secondButtonLabel`
 * names the one that dismisses. Without buttons, the labels and the link are dropped.
 */
export const alertInput = z
  .object({
    title: z.string().trim().min(1).max(120),
    message: z.string().trim().min(1).max(1000),
    buttonType: z.union(alertButtonTypes.map((type) => z.literal(type))),
    buttonLabel: optionalLabel,
    secondButtonLabel: optionalLabel,
    targetKind: deepLinkFields.targetKind.nullish().transform((value) => value ?? null),
    targetValue: deepLinkFields.targetValue,
    ...activeWindowFields,
    status: z.enum(enabledFlags).default('E'),
  })
  .superRefine((value, context) => {
    checkActiveWindow(value, context);
    if (value.buttonType === AlertButtonType.NONE) return;
    if (!value.buttonLabel) context.addIssue(codedIssue(coded('alert_button_label'), ['buttonLabel']));
    if (value.targetKind == null) context.addIssue(codedIssue(coded('alert_target'), ['targetKind']));
    if (value.buttonType === AlertButtonType.TWO_BUTTONS && !value.secondButtonLabel) {
      context.addIssue(codedIssue(coded('alert_second_button_label'), ['secondButtonLabel']));
    }
    checkDeepLink(value, context);
  })
  .transform((value) => {
    const buttons = value.buttonType === AlertButtonType.NONE ? 0 : value.buttonType === AlertButtonType.ONE_BUTTON ? 1 : 2;
    return {
      ...value,
      buttonLabel: buttons > 0 ? value.buttonLabel : null,
      secondButtonLabel: buttons > 1 ? value.secondButtonLabel : null,
      targetKind: buttons > 0 ? value.targetKind : null,
      targetValue: buttons > 0 && value.targetKind !== 6 ? value.targetValue : null,
    };
  })
  .meta({ id: 'AlertWrite' });
export type AlertInput = z.input<typeof alertInput>;
export type AlertValues = z.output<typeof alertInput>;

export const alert = z
  .object({
    id: z.number().int(),
    title: z.string(),
    message: z.string(),
    buttonType: z.number().int(),
    buttonLabel: z.string().nullable(),
    secondButtonLabel: z.string().nullable(),
    targetKind: z.number().int().nullable(),
    targetValue: z.string().nullable(),
    startAt: z.string(),
    endAt: z.string().nullable(),
    status: z.enum(enabledFlags),
    /** Enabled and inside its window now. */
    active: z.boolean(),
    /** Public URL of the image (`/media/alerts/...`), or null. */
    imageUrl: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Alert' });
export type Alert = z.infer<typeof alert>;

/** `POST /api/ui/alert/list`: `buttonType` 0 (ALL) or absent means every alert. */
export const alertListRequest = listRequest(
  {
    buttonType: z.union([AlertButtonType.ALL, ...alertButtonTypes].map((type) => z.literal(type))).optional(),
    status: z.enum(enabledFlags).optional(),
    /** Free text, matched against title and message, ignoring case. */
    q: z.string().trim().max(200).optional(),
  },
  alertSortFields,
).meta({ id: 'AlertListRequest' });
export type AlertListQuery = z.output<typeof alertListRequest>;

export const alertPage = pageOf(alert).meta({ id: 'AlertPage' });

export const alertParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `image-delete` takes an empty object; no body at all is accepted too. */
export const emptyBody = z.object({}).nullish().describe('An empty object');

const bodyRules =
  'buttonType 1 (no buttons): the labels and the link are dropped. 2 (one button): `buttonLabel` and the deep link ' +
  '(`targetKind`, `targetValue`) are required; the button follows the link. 3 (two buttons): also `secondButtonLabel`, ' +
  'a button that dismisses the alert. A record target must name an existing record of its kind, a URL target must be ' +
  'http or https, the login screen takes no value; `endAt` (null: no end) must come after `startAt`. Field errors are 400s.';

export const alertExportQuery = z.object({ ...queryFilters(alertListRequest), ...exportParams('exportAlerts', alertSortFields) });
export type AlertExportQuery = z.output<typeof alertExportQuery>;

export const alertsOperations = defineOperations('ui', {
  createAlert: {
    method: 'POST',
    path: '/api/ui/alert',
    access: 'ui',
    summary: 'Creates an alert of the mobile app',
    description: `${bodyRules} The image is set afterwards with \`PUT /api/ui/alert/{id}/image-upload\`.`,
    body: alertInput,
    responses: { 201: alert },
  },
  listAlerts: {
    method: 'POST',
    path: '/api/ui/alert/list',
    access: 'ui',
    readOnly: true,
    summary: 'A page of alerts, filtered and sorted',
    description:
      'Filters: `buttonType` (0 or absent: all), `status` (the enabled flag) and `q` (title or message contains it, ' +
      'ignoring case). Sort by `startAt`, `title` (ignoring case) or `createdAt` (default `startAt` DESC; a `sortBy` ' +
      'without `sortDirection` sorts ASC); ties are broken by id. `active` is reckoned at the time of the call.',
    body: alertListRequest,
    responses: { 200: alertPage },
  },
  getAlert: {
    method: 'GET',
    path: '/api/ui/alert/:id',
    access: 'ui',
    summary: 'One alert',
    params: alertParams,
    query: editorialVersionQuery,
    responses: { 200: alert },
    errors: [404],
    etag: true,
  },
  updateAlert: {
    method: 'PUT',
    path: '/api/ui/alert/:id',
    access: 'ui',
    summary: 'Updates an alert',
    description: `The same body and rules as the creation; the image is kept. ${bodyRules}`,
    params: alertParams,
    body: alertInput,
    responses: { 200: alert },
    errors: [404],
    ifMatch: true,
  },
  deleteAlert: {
    method: 'DELETE',
    path: '/api/ui/alert/:id',
    access: 'ui',
    summary: 'Deletes an alert and its image',
    params: alertParams,
    responses: { 204: z.null().describe('Deleted') },
    errors: [404],
    ifMatch: true,
  },
  uploadAlertImage: {
    method: 'PUT',
    path: '/api/ui/alert/:id/image-upload',
    access: 'ui',
    summary: "Sets an alert's image; the previous one is deleted",
    description:
      'multipart/form-data with the image in the field `file`: PNG, JPEG or WebP by content, at most ' +
      "UPLOAD_MAX_IMAGE_BYTES (5 MiB by default). The image is then public at the alert's `imageUrl` " +
      '(`/media/alerts/...`). A failed upload leaves the alert and its image as they were.',
    params: alertParams,
    body: 'multipart',
    responses: { 200: alert },
    errors: [404, 409, 413, 415],
    etag: true,
  },
  deleteAlertImage: {
    method: 'PUT',
    path: '/api/ui/alert/:id/image-delete',
    access: 'ui',
    summary: "Removes an alert's image (nothing happens when there is none); answers the alert",
    description: 'The body is an empty object, or nothing.',
    params: alertParams,
    body: emptyBody,
    responses: { 200: alert },
    errors: [404, 409],
    etag: true,
  },
  bulkAlerts: bulkOperation('ui/alerts', {
    summary: 'Enables, disables or deletes many alerts',
    description:
      '`delete` deletes the alert and its image.',
    filter: alertListRequest,
  }),
  exportAlerts: {
    method: 'GET',
    path: '/api/ui/alert/export.csv',
    access: 'ui',
    summary: 'Every alert the filters select, as a CSV download',
    description: exportDescription('exportAlerts', 'The alerts `POST /api/ui/alert/list` selects, latest start first by default'),
    query: alertExportQuery,
    responses: { 200: csvFile },
  },
});
