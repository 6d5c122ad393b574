import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { AuditAction, AuditChange } from '../../../contract/audit';
import { bannersOperations as operations, bannerState, MAX_BANNER_IMAGES } from '../../../contract/banners';
import { linkValue } from '../../../contract/deepLinks';
import { fileChange } from '../../audit/changes';
import { writeAudit } from '../../audit/record';
import { createAudited } from '../../audit/records';
import { readEditorial, saveEditorial } from '../../editorial/save';
import {
  assertBannerExists,
  auditedBanner,
  bannerAudit,
  columnsOf,
  deleteBanner,
  findBanner,
  imageDetailChanges,
  imagesOf,
  lockBanner,
  missingBanner,
  missingImage,
  removeFiles,
  renumber,
} from './queries';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { readBanners, toBannerImage } from '../../lib/banners';
import { assertTargetExists } from '../../lib/deepLinks';
import { route } from '../../lib/route';
import { receiveImage } from '../../lib/uploads';
import { bannersBulk } from './bulk';
import { bulkRoutes } from '../../bulk/routes';
import { findBanners } from './search';
import { bannerExport } from './export';
import { sendListExport } from '../../exports/listExport';

/** What a change to one of a banner's images is, for its audit entry. */
interface ImageChange {
  action: AuditAction;
  bannerId: number;
  /** The banner's title, its label. */
  title: string;
  imageId: number;
}

/** Writes the audit entry of a change to a banner's image: an entry of the banner, naming the image in its details. */
function auditImage(trx: Transaction<Database>, request: FastifyRequest, image: ImageChange, changes: AuditChange[]) {
  return writeAudit(trx, request, {
    action: image.action,
    resource: 'ui/banners',
    recordId: image.bannerId,
    label: image.title,
    changes,
    details: { imageId: image.imageId },
  });
}

/** The banners' operations (contract/banners.ts); their queries are in server/areas/banners/. */
const bannerRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  route(app, operations.createBanner, async (request, reply) => {
    const now = new Date().toISOString();
    const created = await createAudited(db, request, { ...bannerAudit, find: findBanner }, async (trx) => {
      const { id } = await trx
        .insertInto('banners')
        .values({ ...columnsOf(request.body), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    });
    return reply.code(201).send(created);
  });

  route(app, operations.listBanners, async (request) => {
    const { layoutType, status, state } = request.query;
    const now = new Date();
    const banners = await readBanners(db, { layoutType });
    return banners.filter((item) => (!status || item.status === status) && (!state || bannerState(item, now) === state));
  });

  route(app, operations.getBanner, async (request) => readEditorial(db, auditedBanner(request.params.id), request.query.version));

  route(app, operations.updateBanner, async (request) => saveEditorial(db, request, auditedBanner(request.params.id), request.body));

  route(app, operations.deleteBanner, async (request, reply) => {
    const { id } = request.params;
    await removeFiles(app, await deleteBanner(db, request, id));
    return reply.code(204).send(null);
  });

  route(app, operations.uploadBannerImage, async (request, reply) => {
    const { id } = request.params;
    const full = () => conflict(`A banner holds at most ${MAX_BANNER_IMAGES} images: delete one first`);
    // Before the upload is read: nothing is stored for a missing or full banner.
    await assertBannerExists(db, id);
    if ((await imagesOf(db, id)).length >= MAX_BANNER_IMAGES) throw full();
    const file = await receiveImage(request, app.storage, 'banners', ['png', 'jpg', 'webp']);
    try {
      const row = await db.transaction().execute(async (trx) => {
        // Counted again, the banner locked: two uploads at once cannot pass the limit.
        const locked = await lockBanner(trx, id);
        if (!locked) throw notFound(missingBanner);
        const images = await imagesOf(trx, id);
        if (images.length >= MAX_BANNER_IMAGES) throw full();
        const added = await trx
          .insertInto('banner_images')
          .values({
            banner_id: id,
            image_path: file.path,
            position: images.length + 1,
            target_kind: null,
            target_value: null,
            alt_text: '',
            created_at: new Date().toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await auditImage(trx, request, { action: 'uploadFile', bannerId: id, title: locked.title, imageId: added.id }, [
          fileChange('image', null, file),
        ]);
        return added;
      });
      return reply.code(201).send(toBannerImage(row));
    } catch (error) {
      await app.storage.remove(file.path).catch(() => undefined);
      throw error;
    }
  });

  route(app, operations.listBannerImages, async (request) => {
    await assertBannerExists(db, request.params.id);
    return (await imagesOf(db, request.params.id)).map(toBannerImage);
  });

  route(app, operations.deleteBannerImage, async (request, reply) => {
    const { imageId } = request.params;
    const found = await db.selectFrom('banner_images').select('banner_id').where('id', '=', imageId).executeTakeFirst();
    if (!found) throw notFound(missingImage);
    const path = await db.transaction().execute(async (trx) => {
      // The banner first, then its images, as every change to them does: no two wait on each other.
      const locked = await lockBanner(trx, found.banner_id);
      const image = await trx.deleteFrom('banner_images').where('id', '=', imageId).returningAll().executeTakeFirst();
      if (!image || !locked) throw notFound(missingImage);
      await renumber(trx, await imagesOf(trx, image.banner_id));
      await auditImage(trx, request, { action: 'removeFile', bannerId: image.banner_id, title: locked.title, imageId }, [
        fileChange('image', image.image_path, null),
      ]);
      return image.image_path;
    });
    await removeFiles(app, [path]);
    return reply.code(204).send(null);
  });

  route(app, operations.updateBannerImageDetails, async (request) => {
    const { imageId } = request.params;
    const { position, targetKind, targetValue, altText } = request.body;
    const found = await db.selectFrom('banner_images').select('banner_id').where('id', '=', imageId).executeTakeFirst();
    if (!found) throw notFound(missingImage);
    await assertTargetExists(db, { targetKind, targetValue });
    return db.transaction().execute(async (trx) => {
      const locked = await lockBanner(trx, found.banner_id);
      const image = await trx.selectFrom('banner_images').selectAll().where('id', '=', imageId).executeTakeFirst();
      if (!image || !locked) throw notFound(missingImage);
      const others = (await imagesOf(trx, image.banner_id)).filter((other) => other.id !== imageId);
      const at = Math.min(position, others.length + 1) - 1;
      await renumber(trx, [...others.slice(0, at), image, ...others.slice(at)]);
      const updated = await trx
        .updateTable('banner_images')
        .set({ target_kind: targetKind, target_value: linkValue(targetKind, targetValue), alt_text: altText })
        .where('id', '=', imageId)
        .returningAll()
        .executeTakeFirstOrThrow();
      const change: ImageChange = { action: 'update', bannerId: image.banner_id, title: locked.title, imageId };
      await auditImage(trx, request, change, imageDetailChanges(image, updated));
      return toBannerImage(updated);
    });
  });
  bulkRoutes(app, operations.bulkBanners, bannersBulk);
  app.finders.add('ui/banners', findBanners);
  route(app, operations.exportBanners, (request, reply) => sendListExport(request, reply, bannerExport, request.query));
};

export default bannerRoutes;
