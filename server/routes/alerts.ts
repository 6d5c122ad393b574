import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Expression, type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { type Alert, alert, alertInput, type AlertListQuery, alertListRequest, alertPage, type AlertValues } from '../../contract/alerts';
import { containsText } from '../db/dialect';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import { isActive } from '../lib/activeWindow';
import { assertTargetExists } from '../lib/deepLinks';
import { readSortedPage } from '../lib/lists';
import { apiErrors, bearerAuth, errorResponses, multipartUpload } from '../lib/openapi';
import { swapStoredFile } from '../lib/storedFiles';
import { mediaUrl, receiveImage } from '../lib/uploads';

type AlertRow = Selectable<Database['alerts']>;
type AlertSortField = NonNullable<AlertListQuery['paginationRequest']['sortBy']>;

const alertParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** `image-delete` takes an empty object; no body at all is accepted too. */
const emptyBody = z.object({}).nullish().describe('An empty object');

const missing = 'No such alert';

/** Titles sort ignoring case; the id always follows, so equal values keep one order from page to page. */
const sortExpression: Record<AlertSortField, Expression<unknown>> = {
  startAt: sql.ref('start_at'),
  title: sql`lower(${sql.ref('title')})`,
  createdAt: sql.ref('created_at'),
};

const toAlert = (row: AlertRow, at = new Date()): Alert => ({
  id: row.id,
  title: row.title,
  message: row.message,
  buttonType: row.button_type,
  buttonLabel: row.button_label,
  secondButtonLabel: row.second_button_label,
  targetKind: row.target_kind,
  targetValue: row.target_value,
  startAt: new Date(row.start_at).toISOString(),
  endAt: row.end_at === null ? null : new Date(row.end_at).toISOString(),
  status: row.status,
  active: isActive(row, at),
  imageUrl: mediaUrl(row.image_path),
  createdAt: new Date(row.created_at).toISOString(),
  updatedAt: new Date(row.updated_at).toISOString(),
});

async function findAlert(db: Kysely<Database>, id: number): Promise<Alert> {
  const row = await db.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(missing);
  return toAlert(row);
}

function filtered(db: Kysely<Database>, { buttonType, status, q }: AlertListQuery) {
  let query = db.selectFrom('alerts');
  // 0 (ALL) is falsy: no filter.
  if (buttonType) query = query.where('button_type', '=', buttonType);
  if (status) query = query.where('status', '=', status);
  if (q) query = query.where((eb) => eb.or([containsText(db, 'title', q), containsText(db, 'message', q)]));
  return query;
}

/** The columns written from an alert's input (already normalised by the schema: no buttons, no link). */
const columnsOf = (input: AlertValues) => ({
  title: input.title,
  message: input.message,
  button_type: input.buttonType,
  button_label: input.buttonLabel,
  second_button_label: input.secondButtonLabel,
  target_kind: input.targetKind,
  target_value: input.targetValue,
  start_at: new Date(input.startAt).toISOString(),
  end_at: input.endAt === null ? null : new Date(input.endAt).toISOString(),
  status: input.status,
});

const bodyRules =
  'buttonType 1 (no buttons): the labels and the link are dropped. 2 (one button): `buttonLabel` and the deep link ' +
  '(`targetKind`, `targetValue`) are required; the button follows the link. 3 (two buttons): also `secondButtonLabel`, ' +
  'a button that dismisses the alert. A record target must name an existing record of its kind, a URL target must be ' +
  'http or https, the login screen takes no value; `endAt` (null: no end) must come after `startAt`. Field errors are 400s.';

const alertRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/ui/alert',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'Creates an alert of the mobile app',
        description: `${bodyRules} The image is set afterwards with \`PUT /api/ui/alert/{id}/image-upload\`.`,
        security: bearerAuth,
        body: alertInput,
        response: { 201: alert, ...errorResponses(...apiErrors) },
      },
    },
    async (request, reply) => {
      await assertTargetExists(db, request.body);
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto('alerts')
        .values({ ...columnsOf(request.body), image_path: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send(await findAlert(db, id));
    },
  );

  app.post(
    '/api/ui/alert/list',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'A page of alerts, filtered and sorted',
        description:
          'Filters: `buttonType` (0 or absent: all), `status` (the enabled flag) and `q` (title or message contains it, ' +
          'ignoring case). Sort by `startAt`, `title` (ignoring case) or `createdAt` (default `startAt` DESC; a `sortBy` ' +
          'without `sortDirection` sorts ASC); ties are broken by id. `active` is reckoned at the time of the call.',
        security: bearerAuth,
        body: alertListRequest,
        response: { 200: alertPage, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => {
      const at = new Date();
      return readSortedPage(
        db,
        request.body.paginationRequest,
        (trx) => filtered(trx, request.body),
        { sortExpression, defaultSort: 'startAt', id: 'id' },
        async (window) => (await window.selectAll().execute()).map((row) => toAlert(row, at)),
      );
    },
  );

  app.get(
    '/api/ui/alert/:id',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'One alert',
        security: bearerAuth,
        params: alertParams,
        response: { 200: alert, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => findAlert(db, request.params.id),
  );

  app.put(
    '/api/ui/alert/:id',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'Updates an alert',
        description: `The same body and rules as the creation; the image is kept. ${bodyRules}`,
        security: bearerAuth,
        params: alertParams,
        body: alertInput,
        response: { 200: alert, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertTargetExists(db, request.body);
      const updated = await db
        .updateTable('alerts')
        .set({ ...columnsOf(request.body), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound(missing);
      return findAlert(db, id);
    },
  );

  app.delete(
    '/api/ui/alert/:id',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'Deletes an alert and its image',
        security: bearerAuth,
        params: alertParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request, reply) => {
      const deleted = await db.deleteFrom('alerts').where('id', '=', request.params.id).returning('image_path').executeTakeFirst();
      if (!deleted) throw notFound(missing);
      // The row is gone first: a failure here leaves an orphan file, never a record naming no file.
      if (deleted.image_path) {
        await app.storage.remove(deleted.image_path).catch((error: unknown) => {
          request.log.warn({ err: error, path: deleted.image_path }, 'could not remove a deleted alert image');
        });
      }
      return reply.code(204).send(null);
    },
  );

  /** Points the alert at a new image (null: none), removing the previous file after; answers the alert. */
  async function replaceImage(id: number, imagePath: string | null): Promise<Alert> {
    await swapStoredFile(app, {
      what: 'image',
      missing,
      next: imagePath,
      read: async () => (await db.selectFrom('alerts').select('image_path').where('id', '=', id).executeTakeFirst())?.image_path,
      write: async (previous) => {
        const updated = await db
          .updateTable('alerts')
          .set({ image_path: imagePath, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('image_path', previous === null ? 'is' : '=', previous)
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) > 0;
      },
    });
    return findAlert(db, id);
  }

  const alertExists = async (id: number) =>
    (await db.selectFrom('alerts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  app.put(
    '/api/ui/alert/:id/image-upload',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: "Sets an alert's image; the previous one is deleted",
        description:
          'multipart/form-data with the image in the field `file`: PNG, JPEG or WebP by content, at most ' +
          "UPLOAD_MAX_IMAGE_BYTES (5 MiB by default). The image is then public at the alert's `imageUrl` " +
          '(`/media/alerts/...`). A failed upload leaves the alert and its image as they were.',
        security: bearerAuth,
        params: alertParams,
        ...multipartUpload,
        response: { 200: alert, ...errorResponses(...apiErrors, 404, 409, 413, 415) },
      },
    },
    async (request) => {
      const { id } = request.params;
      // Before the upload is read: no file is stored for an alert that does not exist.
      if (!(await alertExists(id))) throw notFound(missing);
      return replaceImage(id, await receiveImage(request, app.storage, 'alerts', ['png', 'jpg', 'webp']));
    },
  );

  app.put(
    '/api/ui/alert/:id/image-delete',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: "Removes an alert's image (nothing happens when there is none); answers the alert",
        description: 'The body is an empty object, or nothing.',
        security: bearerAuth,
        params: alertParams,
        body: emptyBody,
        response: { 200: alert, ...errorResponses(...apiErrors, 404, 409) },
      },
    },
    async (request) => replaceImage(request.params.id, null),
  );
};

export default alertRoutes;
