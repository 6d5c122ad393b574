import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import { banner } from '../../../contract/banners';
import type { LayoutType } from '../../../contract/enums';
import { type Layout, layoutOperations as operations } from '../../../contract/layout';
import { writeAudit } from '../../audit/record';
import { type AuditedRecord, currentVersion } from '../../audit/records';
import { readBanners } from '../../lib/banners';
import { route } from '../../lib/route';
import { layoutLabel, sectionsChanges } from './changes';
import { conditionalGet } from './conditionalGet';
import { lockLayout, nextVersion, readLayout, readPreviewItems, writeSections } from './queries';

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

  /** A screen's layout as versioned writes see it (server/audit/records.ts): as the editor's GET answers it. */
  const savedLayout = (layoutType: LayoutType, log: FastifyBaseLogger): AuditedRecord<Layout> => ({
    resource: 'layout',
    id: layoutType,
    table: 'layouts',
    key: 'layout_type',
    find: (trx) => readLayout(trx, layoutType, log),
    label: () => layoutLabel(layoutType),
  });

  route(app, operations.updateLayout, async (request) => {
    const { layoutType } = request.query;
    const { version, sections } = request.body;
    const spec = savedLayout(layoutType, request.log);
    return db.transaction().execute(async (trx) => {
      // A layout never saved has no row for currentVersion to lock: the screen's saves wait for each other.
      await lockLayout(trx, layoutType);
      // A stale If-Match is a 412 before the body's `version` is compared (409).
      const before = await currentVersion(trx, request, spec);
      await nextVersion(trx, layoutType, version, request.user!.id);
      await writeSections(trx, layoutType, sections);
      const after = await readLayout(trx, layoutType, request.log);
      await writeAudit(trx, request, {
        action: 'update',
        resource: 'layout',
        recordId: layoutType,
        label: layoutLabel(layoutType),
        changes: sectionsChanges(before.sections, after.sections),
      });
      return after;
    });
  });

  route(app, operations.getLayoutPreviewItems, async () => readPreviewItems(db, new Date()));
};

export default layoutRoutes;
