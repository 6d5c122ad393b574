import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Alert, alertsOperations as operations } from '../../../contract/alerts';
import { alertAudit, auditedAlert, columnsOf, deleteAlert, filtered, findAlert, missing, sortExpression, toAlert } from './queries';
import { fileSwapAudit } from '../../audit/record';
import { createAudited } from '../../audit/records';
import { readEditorial, saveEditorial } from '../../editorial/save';
import { notFound } from '../../errors';
import { assertTargetExists } from '../../lib/deepLinks';
import { readSortedPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { removeFilesOfDeleted, swapFileColumn } from '../../lib/storedFiles';
import { type ReceivedFile, receiveImage } from '../../lib/uploads';
import { alertsBulk } from './bulk';
import { bulkRoutes } from '../../bulk/routes';
import { findAlerts } from './search';
import { alertExport } from './export';
import { sendListExport } from '../../exports/listExport';

/** The alerts' operations (contract/alerts.ts); their queries are in server/areas/alerts/. */
const alertRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.createAlert, async (request, reply) => {
    await assertTargetExists(db, request.body);
    const now = new Date().toISOString();
    const created = await createAudited(db, request, { ...alertAudit, find: findAlert }, async (trx) => {
      const { id } = await trx
        .insertInto('alerts')
        .values({ ...columnsOf(request.body), image_path: null, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
    return reply.code(201).send(created);
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

  route(app, operations.getAlert, async (request) => readEditorial(db, auditedAlert(request.params.id), request.query.version));

  route(app, operations.updateAlert, async (request) => saveEditorial(db, request, auditedAlert(request.params.id), request.body));

  route(app, operations.deleteAlert, async (request, reply) => {
    const { id } = request.params;
    await removeFilesOfDeleted(app, 'alert image', [await deleteAlert(db, request, id)]);
    return reply.code(204).send(null);
  });

  /**
   * Points the alert at a new image (null: none), removing the previous file after, with its
   * audit entry (none when there was no image to remove); answers the alert.
   */
  async function replaceImage(request: FastifyRequest, id: number, file: ReceivedFile | null): Promise<Alert> {
    await swapFileColumn(app, {
      table: 'alerts',
      id,
      next: file?.path ?? null,
      what: 'image',
      missing,
      audit: fileSwapAudit(request, { resource: 'ui/alerts', id, field: 'image', file, label: async (trx) => (await findAlert(trx, id)).title }),
    });
    return findAlert(db, id);
  }

  const alertExists = async (id: number) =>
    (await db.selectFrom('alerts').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  route(app, operations.uploadAlertImage, async (request) => {
    const { id } = request.params;
    // Before the upload is read: no file is stored for an alert that does not exist.
    if (!(await alertExists(id))) throw notFound(missing);
    return replaceImage(request, id, await receiveImage(request, app.storage, 'alerts', ['png', 'jpg', 'webp']));
  });

  route(app, operations.deleteAlertImage, async (request) => replaceImage(request, request.params.id, null));
  bulkRoutes(app, operations.bulkAlerts, alertsBulk);
  app.finders.add('ui/alerts', findAlerts);
  route(app, operations.exportAlerts, (request, reply) => sendListExport(request, reply, alertExport, request.query));
};

export default alertRoutes;
