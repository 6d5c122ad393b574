import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { banner } from '../../../contract/banners';
import type { LayoutType } from '../../../contract/enums';
import { type Layout, layoutOperations as operations } from '../../../contract/layout';
import { layoutIdOf, layoutTypeOfId } from '../../../contract/layoutRules';
import type { AuditedRecord } from '../../audit/records';
import { readEditorial, saveEditorial } from '../../editorial/save';
import { notFound } from '../../errors';
import { readBanners } from '../../lib/banners';
import { route } from '../../lib/route';
import { layoutLabel } from './changes';
import { conditionalGet } from './conditionalGet';
import { checkVersion, readLayout, readLayoutRecord, readPreviewItems } from './queries';

/** The layout's operations (contract/layout.ts); their queries are in server/areas/layout/. */
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
      // A layout not published (a draft, archived) is not the app's: the screen shows no section, as one never saved.
      const published = saved.status === 'E';
      return {
        layoutType,
        sections: published ? saved.sections.filter((section) => section.visible) : [],
        banners,
        version: published ? saved.version : 0,
      };
    },
    { onSend: conditionalGet },
  );

  /**
   * A screen's layout as audited, versioned and editorial writes see it (server/audit/records.ts,
   * server/editorial/save.ts): as the editor's GET answers it, by its record id.
   */
  const layoutRecord = (layoutType: LayoutType, log: FastifyBaseLogger): AuditedRecord<Layout> & { resource: 'ui/layout'; id: number } => {
    const id = layoutIdOf(layoutType);
    return { resource: 'ui/layout', id, table: 'layouts', find: (trx) => readLayoutRecord(trx, id, log), label: () => layoutLabel(layoutType) };
  };

  route(app, operations.getLayout, async (request) => readEditorial(db, layoutRecord(request.query.layoutType, request.log), request.query.version));

  route(app, operations.getLayoutRecord, async (request) => {
    const layoutType = layoutTypeOfId(request.params.id);
    if (!layoutType) throw notFound('No such layout');
    return readEditorial(db, layoutRecord(layoutType, request.log), request.query.version);
  });

  route(app, operations.updateLayout, async (request) => {
    const { version, sections } = request.body;
    // The body's `version`, when given, is that of what the editor edits: the change waiting, else the live layout.
    return saveEditorial(db, request, layoutRecord(request.query.layoutType, request.log), { sections }, (edited) => checkVersion(edited, version));
  });

  route(app, operations.getLayoutPreviewItems, async () => readPreviewItems(db, new Date()));
};

export default layoutRoutes;
