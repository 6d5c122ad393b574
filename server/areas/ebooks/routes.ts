import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { AuditChange } from '../../../contract/audit';
import { type Ebook, ebooksOperations as operations, epubMediaType } from '../../../contract/ebooks';
import { auditFile, fileChange } from '../../audit/changes';
import { writeAudit } from '../../audit/record';
import { createAudited } from '../../audit/records';
import { readEditorial, saveEditorial } from '../../editorial/save';
import type { Database } from '../../db/schema';
import { coverTypes, type EpubSlot, epubFile, epubSlots, type StoredEpub } from './files';
import {
  assertEbookExists,
  auditedEbook,
  checkCategory,
  ebookCategories,
  ebookAudit,
  ebookNotFound,
  editedColumns,
  filtered,
  findEbook,
  missingEbook,
  sortExpression,
  ebooksOf,
} from './queries';
import { catalogueColumns, writePrices } from './catalogue';
import { searchSubjects, subjectHeading } from '../../lib/subjects';
import { badRequest, notFound } from '../../errors';
import { sendStoredFile } from '../../lib/downloads';
import { readSortedPage } from '../../lib/lists';
import { route } from '../../lib/route';
import { swapFileColumn, swapStoredFile } from '../../lib/storedFiles';
import { receiveFile, receiveImage } from '../../lib/uploads';
import { lockRow } from '../../lib/versions';
import { ebooksBulk } from './bulk';
import { bulkRoutes } from '../../bulk/routes';
import { findEbooks } from './search';
import { fileCheckHandler, fileCheckKind, startFileCheck } from './fileChecks';
import { refreshReadiness } from './readiness';
import readinessRoutes from './readinessRoutes';
import { ebookExport } from './export';
import { sendListExport } from '../../exports/listExport';
import { type CodedMessage, coded } from '../../../contract/apiMessages';

/** The e-books' operations (contract/ebooks.ts); their queries and files are in server/areas/ebooks/. */
const ebooksRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;
  app.jobs.handle(fileCheckKind, fileCheckHandler as never);
  await app.register(readinessRoutes);

  route(app, operations.listEbooks, async (request) => {
    const { paginationRequest } = request.body;
    return readSortedPage(
      db,
      paginationRequest,
      (trx) => {
        const query = filtered(trx, request.body, app.config.timeZone);
        // Undated e-books last whichever the direction (SQLite and PostgreSQL disagree on where nulls go).
        return paginationRequest.sortBy === 'publicationDate'
          ? query.orderBy(sql`(${sql.ref('ebooks.publication_date')} is null)`)
          : query;
      },
      { sortExpression, defaultSort: 'createdAt', id: 'ebooks.id' },
      async (window, trx) => ebooksOf(trx, await window.execute()),
    );
  });

  route(app, operations.listEbookSubjects, async (request) => {
    const { q, codes } = request.query;
    if (codes !== undefined) {
      return codes
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .flatMap((code) => {
          const heading = subjectHeading(code);
          return heading === undefined ? [] : [{ code, heading }];
        });
    }
    return searchSubjects(q ?? '');
  });

  route(app, operations.listEbookCategories, async (request) => ebookCategories(db, request.query.ebookType));

  route(app, operations.getEbook, async (request) => readEditorial(db, auditedEbook(request.params.id), request.query.version));

  route(app, operations.createEbook, async (request, reply) => {
    const values = request.body;
    await checkCategory(db, values.categoryId, values.type);
    const now = new Date().toISOString();
    const created = await createAudited(db, request, { ...ebookAudit, find: findEbook }, async (trx) => {
      const { id } = await trx
        .insertInto('ebooks')
        .values({ ...editedColumns(values), ...catalogueColumns(values), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writePrices(trx, id, values.prices);
      await refreshReadiness(trx, id);
      return id;
    });
    return reply.code(201).send(created);
  });

  route(app, operations.updateEbook, async (request) => saveEditorial(db, request, auditedEbook(request.params.id), request.body));

  /** Writes the audit entry of a file uploaded to the e-book, in the transaction that stores it. */
  async function auditUpload(trx: Transaction<Database>, request: FastifyRequest, id: number, change: AuditChange) {
    const { title } = await findEbook(trx, id);
    await writeAudit(trx, request, { action: 'uploadFile', resource: 'e-books', recordId: id, label: title, changes: [change] });
  }

  route(app, operations.uploadEbookCover, async (request) => {
    const { id } = request.params;
    await assertEbookExists(db, id);
    const cover = await receiveImage(request, app.storage, 'covers', coverTypes);
    await swapFileColumn(app, {
      table: 'ebooks',
      id,
      next: cover.path,
      what: 'cover',
      missing: missingEbook,
      audit: async (trx, previous) => {
        // Its size and colour space as uploaded are readiness checks (docs/api.md "Release readiness").
        const { width = null, height = null, space = null } = cover.image ?? {};
        await trx.updateTable('ebooks').set({ cover_width: width, cover_height: height, cover_space: space }).where('id', '=', id).execute();
        await refreshReadiness(trx, id);
        await auditUpload(trx, request, id, fileChange('cover', previous, cover));
      },
    });
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
      write: (previous) =>
        db.transaction().execute(async (trx) => {
          // Locked, so the file read is the one the update replaces (its name and size, for the log).
          await lockRow(trx, 'ebooks', 'id', id);
          const row = await trx.selectFrom('ebooks').selectAll().where('id', '=', id).executeTakeFirst();
          const replaced = row && slot.read(row);
          const updated = await trx
            .updateTable('ebooks')
            .set({ ...slot.columns(stored), updated_at: now })
            .where('id', '=', id)
            .where(slot.pathColumn, previous === null ? 'is' : '=', previous)
            .executeTakeFirst();
          if (Number(updated.numUpdatedRows) === 0) return false;
          // Checked by a job (EPUBCheck takes seconds): the upload answers at once, the report follows.
          const author = { actorId: request.user!.id, ip: request.ip ?? null, requestId: String(request.id) };
          await startFileCheck(trx, author, { ebookId: id, slot: slot.slot, path: stored.path });
          await refreshReadiness(trx, id);
          await auditUpload(trx, request, id, { field: slot.field, from: auditFile(replaced), to: auditFile(stored) });
          return true;
        }),
    });
    app.jobs.wake();
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
  bulkRoutes(app, operations.bulkEbooks, ebooksBulk(app.config.timeZone), async (request) => {
    const { action } = request.params;
    if (action === 'set-promotion') {
      const { territory, percentOff, startsOn, endsOn } = request.body.promotion ?? {};
      const fieldErrors: Record<string, CodedMessage> = {};
      if (!territory) fieldErrors['promotion.territory'] = coded('promotion_territory');
      if (!percentOff) fieldErrors['promotion.percentOff'] = coded('promotion_percent');
      if (!startsOn) fieldErrors['promotion.startsOn'] = coded('promotion_first_day');
      else if (endsOn && endsOn < startsOn) fieldErrors['promotion.endsOn'] = coded('promotion_ends_before_start');
      if (Object.keys(fieldErrors).length > 0) throw badRequest('Some fields are not valid', fieldErrors);
    }
    if (action !== 'set-category') return;
    const { categoryId } = request.body;
    if (categoryId === undefined) throw badRequest(coded('category_choose'), { categoryId: coded('category_choose') });
    const exists = await db.selectFrom('ebook_categories').select('id').where('id', '=', categoryId).executeTakeFirst();
    if (!exists) throw notFound('No such category');
  });
  app.finders.add('e-books', findEbooks);
  route(app, operations.exportEbooks, (request, reply) => sendListExport(request, reply, ebookExport, request.query));
};

export default ebooksRoutes;
