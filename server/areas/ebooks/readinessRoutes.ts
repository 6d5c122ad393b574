import type { FastifyPluginAsync } from 'fastify';
import { readinessOperations as operations } from '../../../contract/ebookReadiness';
import { route } from '../../lib/route';
import { lockRow } from '../../lib/versions';
import { installedEpubcheck, startFileCheck } from './fileChecks';
import { epubSlots } from './files';
import { assertEbookExists } from './queries';
import { assessUnassessed, readReadiness, refreshReadiness } from './readiness';

/** An e-book's release readiness (contract/ebookReadiness.ts, docs/api.md "Release readiness"). */
const readinessRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.getEbookReadiness, async (request) => {
    await assertEbookExists(db, request.params.id);
    return readReadiness(db, request.params.id, await installedEpubcheck(app));
  });

  route(app, operations.checkEbookFiles, async (request) => {
    const { id } = request.params;
    await db.transaction().execute(async (trx) => {
      await lockRow(trx, 'ebooks', 'id', id);
      const book = await trx.selectFrom('ebooks').selectAll().where('id', '=', id).executeTakeFirst();
      if (!book) return;
      const author = { actorId: request.user!.id, ip: request.ip ?? null, requestId: String(request.id) };
      for (const slot of Object.values(epubSlots)) {
        const file = slot.read(book);
        if (file) await startFileCheck(trx, author, { ebookId: id, slot: slot.slot, path: file.path });
      }
      await refreshReadiness(trx, id);
    });
    await assertEbookExists(db, id);
    app.jobs.wake();
    return readReadiness(db, id, await installedEpubcheck(app));
  });

  // The books stored before readiness was kept are assessed once, in the background.
  app.addHook('onReady', async () => {
    void assessUnassessed(db).catch((error: unknown) => app.log.error({ err: error }, 'the e-books could not be assessed for release'));
  });
};

export default readinessRoutes;
