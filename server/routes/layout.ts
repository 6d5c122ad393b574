import type { FastifyPluginAsync } from 'fastify';
import { banner } from '../../contract/banners';
import { layoutOperations as operations } from '../../contract/layout';
import { readBanners } from '../lib/banners';
import { route } from '../lib/route';
import { conditionalGet } from '../layout/conditionalGet';
import { nextVersion, readLayout, readPreviewItems, writeSections } from '../layout/queries';

/** The layout's operations (contract/layout.ts); their queries are in server/layout/. */
const layoutRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(
    app,
    operations.getPublicLayout,
    async (request) => {
      const { layoutType } = request.query;
      const saved = await readLayout(db, layoutType, request.log);
      // As with sections, a banner the answer cannot carry is left out rather than failing the screen.
      const banners = (await readBanners(db, { layoutType, activeAt: new Date() })).filter((candidate) => {
        const checked = banner.safeParse(candidate);
        if (!checked.success) request.log.warn({ bannerId: candidate.id, problem: checked.error.message }, 'a banner left out of its layout');
        return checked.success;
      });
      return {
        layoutType,
        sections: saved.sections.filter((section) => section.visible),
        banners,
        version: saved.version,
      };
    },
    { onSend: conditionalGet },
  );

  route(app, operations.getLayout, async (request) => readLayout(db, request.query.layoutType, request.log));

  route(app, operations.updateLayout, async (request) => {
    const { layoutType } = request.query;
    const { version, sections } = request.body;
    return db.transaction().execute(async (trx) => {
      await nextVersion(trx, layoutType, version, request.user!.id);
      await writeSections(trx, layoutType, sections);
      return readLayout(trx, layoutType, request.log);
    });
  });

  route(app, operations.getLayoutPreviewItems, async () => readPreviewItems(db, new Date()));
};

export default layoutRoutes;
