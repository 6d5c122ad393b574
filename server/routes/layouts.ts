import type { FastifyPluginAsync } from 'fastify';
import { layoutsOperations as operations } from '../../contract/layouts';
import { readBanners } from '../lib/banners';
import { route } from '../lib/route';
import { conditionalGet } from '../layouts/conditionalGet';
import { nextVersion, readLayout, readPreviewItems, writeSections } from '../layouts/queries';

/** The layouts' operations (contract/layouts.ts); their queries are in server/layouts/. */
const layoutRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(
    app,
    operations.getPublicLayout,
    async (request) => {
      const { layoutType } = request.query;
      const saved = await readLayout(db, layoutType);
      return {
        layoutType,
        sections: saved.sections.filter((section) => section.visible),
        banners: await readBanners(db, { layoutType, activeAt: new Date() }),
        version: saved.version,
      };
    },
    { onSend: conditionalGet },
  );

  route(app, operations.getLayout, async (request) => readLayout(db, request.query.layoutType));

  route(app, operations.updateLayout, async (request) => {
    const { layoutType } = request.query;
    const { version, sections } = request.body;
    return db.transaction().execute(async (trx) => {
      await nextVersion(trx, layoutType, version, request.user!.id);
      await writeSections(trx, layoutType, sections);
      return readLayout(trx, layoutType);
    });
  });

  route(app, operations.getLayoutPreviewItems, async () => readPreviewItems(db, new Date()));
};

export default layoutRoutes;
