import type { FastifyPluginAsync } from 'fastify';
import { type Alert, alertsOperations as operations } from '../../contract/alerts';
import { columnsOf, filtered, findAlert, missing, sortExpression, toAlert } from '../alerts/queries';
import { notFound } from '../errors';
import { assertTargetExists } from '../lib/deepLinks';
import { readSortedPage } from '../lib/lists';
import { route } from '../lib/route';
import { removeFilesOfDeleted, swapFileColumn } from '../lib/storedFiles';
import { receiveImage } from '../lib/uploads';

/** The alerts' operations (contract/alerts.ts); their queries are in server/alerts/. */
const alertRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.createAlert, async (request, reply) => {
    await assertTargetExists(db, request.body);
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('alerts')
      .values({ ...columnsOf(request.body), image_path: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.code(201).send(await findAlert(db, id));
  });

  route(app, operations.listAlerts, async (request) => {
    const at = new Date();
    return readSortedPage(
      db,
      request.body.paginationRequest,
      (trx) => filtered(trx, request.body),
      { sortExpression, defaultSort: 'startAt', id: 'id' },
      async (window) => (await window.selectAll().execute()).map((row) => toAlert(row, at)),
    );
  });

  route(app, operations.getAlert, async (request) => findAlert(db, request.params.id));

  route(app, operations.updateAlert, async (request) => {
    const { id } = request.params;
    await assertTargetExists(db, request.body);
    const updated = await db
      .updateTable('alerts')
      .set({ ...columnsOf(request.body), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw notFound(missing);
    return findAlert(db, id);
  });

  route(app, operations.deleteAlert, async (request, reply) => {
    const deleted = await db.deleteFrom('alerts').where('id', '=', request.params.id).returning('image_path').executeTakeFirst();
    if (!deleted) throw notFound(missing);
    await removeFilesOfDeleted(app, 'alert image', [deleted.image_path]);
    return reply.code(204).send(null);
  });

  /** Points the alert at a new image (null: none), removing the previous file after; answers the alert. */
  async function replaceImage(id: number, imagePath: string | null): Promise<Alert> {
    await swapFileColumn(app, { table: 'alerts', id, next: imagePath, what: 'image', missing });
    return findAlert(db, id);
  }

  const alertExists = async (id: number) =>
    (await db.selectFrom('alerts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  route(app, operations.uploadAlertImage, async (request) => {
    const { id } = request.params;
    // Before the upload is read: no file is stored for an alert that does not exist.
    if (!(await alertExists(id))) throw notFound(missing);
    return replaceImage(id, (await receiveImage(request, app.storage, 'alerts', ['png', 'jpg', 'webp'])).path);
  });

  route(app, operations.deleteAlertImage, async (request) => replaceImage(request.params.id, null));
};

export default alertRoutes;
