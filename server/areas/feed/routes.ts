import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type FeedEntry, feedOperations as operations } from '../../../contract/feed';
import { notFound } from '../../errors';
import { auditedEntry, columnsOf, deleteEntry, filtered, findEntry, missing, recentTags, sortExpression, withTags, writeTags } from './queries';
import { readSortedPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { removeFilesOfDeleted, swapFileColumn } from '../../lib/storedFiles';
import { type ReceivedFile, receiveImage } from '../../lib/uploads';
import { fileSwapAudit } from '../../audit/record';
import { createAudited } from '../../audit/records';
import { readEditorial, saveEditorial } from '../../editorial/save';
import { feedBulk } from './bulk';
import { bulkRoutes } from '../../bulk/routes';
import { findFeedEntries } from './search';
import { feedExport } from './export';
import { sendListExport } from '../../exports/listExport';

/** The feed's operations (contract/feed.ts); its queries are in server/areas/feed/. */
const feedRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.createFeedEntry, async (request, reply) => {
    const columns = columnsOf(request.body);
    const now = new Date().toISOString();
    const created = await createAudited(
      db,
      request,
      { resource: 'feeds', find: findEntry, label: (record) => record.title },
      async (trx) => {
        const { id } = await trx
          .insertInto('feed_entries')
          .values({ ...columns, image_path: null, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await writeTags(trx, id, request.body.tags);
        return id;
      },
    );
    return reply.code(201).send(created);
  });

  route(app, operations.listFeedEntries, async (request) =>
    readSortedPage(
      db,
      request.body.paginationRequest,
      (trx) => filtered(trx, request.body),
      { sortExpression, defaultSort: 'publishAt', id: 'id' },
      async (window, trx) => withTags(trx, await window.selectAll().execute()),
    ),
  );

  route(app, operations.listRecentFeedTags, async (request) => recentTags(db, request.query));

  route(app, operations.getFeedEntry, async (request) => readEditorial(db, auditedEntry(request.params.id), request.query.version));

  route(app, operations.updateFeedEntry, async (request) => {
    return saveEditorial(db, request, auditedEntry(request.params.id), request.body);
  });

  route(app, operations.deleteFeedEntry, async (request, reply) => {
    const { id } = request.params;
    const imagePath = await deleteEntry(db, request, id);
    await removeFilesOfDeleted(app, 'feed picture', [imagePath]);
    return reply.code(204).send(null);
  });

  /**
   * Points the entry at a new picture (null: none), removing the previous file after, with its
   * audit entry; answers the entry.
   */
  async function replaceImage(request: FastifyRequest, id: number, file: ReceivedFile | null): Promise<FeedEntry> {
    await swapFileColumn(app, {
      table: 'feed_entries',
      id,
      next: file?.path ?? null,
      what: 'picture',
      missing,
      audit: fileSwapAudit(request, { resource: 'feeds', id, field: 'image', file, label: async (trx) => (await findEntry(trx, id)).title }),
    });
    return findEntry(db, id);
  }

  const entryExists = async (id: number) =>
    (await db.selectFrom('feed_entries').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

  route(app, operations.uploadFeedEntryImage, async (request) => {
    const { id } = request.params;
    // Before the upload is read: no file is stored for an entry that does not exist.
    if (!(await entryExists(id))) throw notFound(missing);
    return replaceImage(request, id, await receiveImage(request, app.storage, 'feed'));
  });

  route(app, operations.deleteFeedEntryImage, async (request) => replaceImage(request, request.params.id, null));
  bulkRoutes(app, operations.bulkFeedEntries, feedBulk);
  app.finders.add('feeds', findFeedEntries);
  route(app, operations.exportFeedEntries, (request, reply) => sendListExport(request, reply, feedExport, request.query));
};

export default feedRoutes;
