import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { type Ebook, ebooksOperations as operations, epubMediaType } from '../../contract/ebooks';
import { coverTypes, type EpubSlot, epubFile, epubSlots, type StoredEpub } from '../ebooks/files';
import {
  assertEbookExists,
  checkCategory,
  ebookCategories,
  ebookNotFound,
  editedColumns,
  filtered,
  findEbook,
  missingEbook,
  sortExpression,
  toEbook,
} from '../ebooks/queries';
import { notFound } from '../errors';
import { sendStoredFile } from '../lib/downloads';
import { readSortedPage } from '../lib/lists';
import { route } from '../lib/route';
import { swapFileColumn, swapStoredFile } from '../lib/storedFiles';
import { receiveFile, receiveImage } from '../lib/uploads';

/** The e-books' operations (contract/ebooks.ts); their queries and files are in server/ebooks/. */
const ebooksRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.listEbooks, async (request) => {
    const { paginationRequest } = request.body;
    return readSortedPage(
      db,
      paginationRequest,
      (trx) => {
        const query = filtered(trx, request.body);
        // Undated e-books last whichever the direction (SQLite and PostgreSQL disagree on where nulls go).
        return paginationRequest.sortBy === 'publicationDate'
          ? query.orderBy(sql`(${sql.ref('ebooks.publication_date')} is null)`)
          : query;
      },
      { sortExpression, defaultSort: 'createdAt', id: 'ebooks.id' },
      async (window) => (await window.execute()).map(toEbook),
    );
  });

  route(app, operations.listEbookCategories, async (request) => ebookCategories(db, request.query.ebookType));

  route(app, operations.getEbook, async (request) => findEbook(db, request.params.id));

  route(app, operations.createEbook, async (request, reply) => {
    const values = request.body;
    await checkCategory(db, values.categoryId, values.type);
    const now = new Date().toISOString();
    const { id } = await db
      .insertInto('ebooks')
      .values({ ...editedColumns(values), created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return reply.code(201).send(await findEbook(db, id));
  });

  route(app, operations.updateEbook, async (request) => {
    const { id } = request.params;
    const values = request.body;
    const exists = await db.selectFrom('ebooks').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw ebookNotFound();
    await checkCategory(db, values.categoryId, values.type);
    const updated = await db
      .updateTable('ebooks')
      .set({ ...editedColumns(values), updated_at: new Date().toISOString() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) throw ebookNotFound();
    return findEbook(db, id);
  });

  route(app, operations.uploadEbookCover, async (request) => {
    const { id } = request.params;
    await assertEbookExists(db, id);
    const coverPath = (await receiveImage(request, app.storage, 'covers', coverTypes)).path;
    await swapFileColumn(app, { table: 'ebooks', id, next: coverPath, what: 'cover', missing: missingEbook });
    return findEbook(db, id);
  });

  /** Stores the uploaded e-pub in the slot, replacing the previous file; answers the e-book. */
  async function uploadEpub(request: FastifyRequest, id: number, slot: EpubSlot): Promise<Ebook> {
    await assertEbookExists(db, id);
    const received = await receiveFile(request, app.storage, {
      folder: 'epubs',
      maxBytes: app.config.uploadMaxEpubBytes,
      type: epubFile,
    });
    const now = new Date().toISOString();
    const stored: StoredEpub = { ...received, name: received.name || `${slot.route}.epub`, uploadedAt: now };
    await swapStoredFile(app, {
      what: slot.what,
      missing: missingEbook,
      next: stored.path,
      read: async () => {
        const row = await db.selectFrom('ebooks').selectAll().where('id', '=', id).executeTakeFirst();
        return row && (slot.read(row)?.path ?? null);
      },
      write: async (previous) => {
        const updated = await db
          .updateTable('ebooks')
          .set({ ...slot.columns(stored), updated_at: now })
          .where('id', '=', id)
          .where(slot.pathColumn, previous === null ? 'is' : '=', previous)
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) > 0;
      },
    });
    return findEbook(db, id);
  }

  /** Sends the slot's e-pub under its uploaded name; 404 when the e-book or the file is missing. */
  async function downloadEpub(reply: FastifyReply, id: number, slot: EpubSlot): Promise<FastifyReply> {
    const row = await db.selectFrom('ebooks').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw ebookNotFound();
    const file = slot.read(row);
    const missing = `This e-book has no ${slot.what} file`;
    if (!file) throw notFound(missing);
    const name = file.name || `${slot.route}.epub`;
    return sendStoredFile(reply, app.storage, { path: file.path, name, mediaType: epubMediaType, missing });
  }

  route(app, operations.uploadEbookSample, async (request) => uploadEpub(request, request.params.id, epubSlots.sample));
  route(app, operations.downloadEbookSample, async (request, reply) => downloadEpub(reply, request.params.id, epubSlots.sample));
  route(app, operations.uploadEbookEpub, async (request) => uploadEpub(request, request.params.id, epubSlots.full));
  route(app, operations.downloadEbookEpub, async (request, reply) => downloadEpub(reply, request.params.id, epubSlots.full));
};

export default ebooksRoutes;
