import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import {
  type Banner,
  banner,
  bannerImage,
  bannerImageDetails,
  bannerInput,
  bannerState,
  bannerStates,
  type BannerValues,
  MAX_BANNER_IMAGES,
} from '../../contract/banners';
import { linkValue } from '../../contract/deepLinks';
import { enabledFlags, layoutTypes } from '../../contract/enums';
import { dialectOf } from '../db/dialect';
import type { BannerImagesTable, Database } from '../db/schema';
import { conflict, notFound } from '../errors';
import { readBanners, toBannerImage } from '../lib/banners';
import { assertTargetExists } from '../lib/deepLinks';
import { apiErrors, bearerAuth, errorResponses, multipartUpload } from '../lib/openapi';
import { receiveImage } from '../lib/uploads';

type ImageRow = Selectable<BannerImagesTable>;

const rowId = z.coerce.number().int().positive().max(2_147_483_647);
const bannerParams = z.object({ id: rowId });
const imageParams = z.object({ imageId: rowId });

const bannerListQuery = z.object({
  layoutType: z.enum(layoutTypes).optional().describe('Only the banners of this screen'),
  status: z.enum(enabledFlags).optional().describe('Only the enabled (E) or the disabled (D) banners'),
  state: z
    .enum(bannerStates)
    .optional()
    .describe('Only the banners that are, now: active (enabled and in their window), scheduled, ended or disabled'),
});

const missingBanner = 'No such banner';
const missingImage = 'No such banner image';

async function findBanner(db: Kysely<Database>, id: number): Promise<Banner> {
  const [found] = await readBanners(db, { id });
  if (!found) throw notFound(missingBanner);
  return found;
}

async function assertBannerExists(db: Kysely<Database>, id: number): Promise<void> {
  const row = await db.selectFrom('banners').select('id').where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound(missingBanner);
}

/** A banner's images, in position order. */
const imagesOf = (db: Kysely<Database>, bannerId: number): Promise<ImageRow[]> =>
  db.selectFrom('banner_images').selectAll().where('banner_id', '=', bannerId).orderBy('position').orderBy('id').execute();

/**
 * Holds the banner's row until the transaction ends, so that two changes to its images (an
 * upload and a move, two moves) run one after the other: on PostgreSQL by a row lock; SQLite
 * runs one write transaction at a time anyway. Answers whether the banner exists.
 */
async function lockBanner(trx: Kysely<Database>, id: number): Promise<boolean> {
  const query = trx.selectFrom('banners').select('id').where('id', '=', id);
  return (await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
}

/** Gives the images positions 1..n in the order given, writing only those that move. */
async function renumber(db: Kysely<Database>, ordered: ImageRow[]): Promise<void> {
  for (const [index, image] of ordered.entries()) {
    if (image.position !== index + 1) {
      await db.updateTable('banner_images').set({ position: index + 1 }).where('id', '=', image.id).execute();
    }
  }
}

const columnsOf = (input: BannerValues) => ({
  title: input.title,
  layout_type: input.layoutType,
  position: input.position,
  start_at: new Date(input.startAt).toISOString(),
  end_at: input.endAt === null ? null : new Date(input.endAt).toISOString(),
  status: input.status,
});

/** Removes stored files after their rows are gone: a failure leaves an orphan file, never a row naming no file. */
async function removeFiles(app: FastifyInstance, paths: string[]) {
  for (const path of paths) {
    await app.storage.remove(path).catch((error: unknown) => {
      app.log.warn({ err: error, path }, 'could not remove a deleted banner image');
    });
  }
}

const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  app.post(
    '/api/ui/banners',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'Creates a banner (its images are uploaded afterwards)',
        description:
          'A banner shows in the highlight area of a screen of the app (`layoutType`), ordered there by `position` ' +
          '(1 first), while it is enabled and inside its window: from `startAt` until `endAt` (null: no end; it must ' +
          'come after the start, else a 400 on endAt).',
        security: bearerAuth,
        body: bannerInput,
        response: { 201: banner, ...errorResponses(...apiErrors) },
      },
    },
    async (request, reply) => {
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto('banners')
        .values({ ...columnsOf(request.body), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send(await findBanner(db, id));
    },
  );

  app.get(
    '/api/ui/banners',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'Every banner with its images, by screen and position',
        description:
          'A plain array, ordered by `layoutType`, `position` and id; each banner carries its images in position order. ' +
          'Optional filters: `layoutType`, `status` (the enabled flag) and `state` (where the banner stands now).',
        security: bearerAuth,
        querystring: bannerListQuery,
        response: { 200: z.array(banner), ...errorResponses(...apiErrors) },
      },
    },
    async (request) => {
      const { layoutType, status, state } = request.query;
      const now = new Date();
      const banners = await readBanners(db, { layoutType });
      return banners.filter(
        (item) => (!status || item.status === status) && (!state || bannerState(item, now) === state),
      );
    },
  );

  app.get(
    '/api/ui/banners/:id',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'One banner with its images',
        security: bearerAuth,
        params: bannerParams,
        response: { 200: banner, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => findBanner(db, request.params.id),
  );

  app.put(
    '/api/ui/banners/:id',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'Updates a banner (title, placement, window, enabled flag); its images are left as they are',
        security: bearerAuth,
        params: bannerParams,
        body: bannerInput,
        response: { 200: banner, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const updated = await db
        .updateTable('banners')
        .set({ ...columnsOf(request.body), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw notFound(missingBanner);
      return findBanner(db, id);
    },
  );

  app.delete(
    '/api/ui/banners/:id',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'Deletes a banner and its images, their files included',
        security: bearerAuth,
        params: bannerParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const paths = await db.transaction().execute(async (trx) => {
        if (!(await lockBanner(trx, id))) throw notFound(missingBanner);
        const images = await trx.deleteFrom('banner_images').where('banner_id', '=', id).returning('image_path').execute();
        await trx.deleteFrom('banners').where('id', '=', id).execute();
        return images.map((image) => image.image_path);
      });
      await removeFiles(app, paths);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/ui/banners/:id/images-upload',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: "Adds an image at the end of a banner's images",
        description:
          'multipart/form-data with the image in the field `file`: PNG, JPEG or WebP by content, at most ' +
          'UPLOAD_MAX_IMAGE_BYTES (5 MiB by default). It is stored under `public/banners/` (public at its `imageUrl`), ' +
          `as the last image, leading nowhere and with no alternative text until its details are set. A banner holds at ` +
          `most ${MAX_BANNER_IMAGES} images: one more is a 409. A failed upload stores nothing.`,
        security: bearerAuth,
        params: bannerParams,
        ...multipartUpload,
        response: { 201: bannerImage, ...errorResponses(...apiErrors, 404, 409, 413, 415) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const full = () => conflict(`A banner holds at most ${MAX_BANNER_IMAGES} images: delete one first`);
      // Before the upload is read: nothing is stored for a missing or full banner.
      await assertBannerExists(db, id);
      if ((await imagesOf(db, id)).length >= MAX_BANNER_IMAGES) throw full();
      const path = await receiveImage(request, app.storage, 'banners', ['png', 'jpg', 'webp']);
      try {
        const row = await db.transaction().execute(async (trx) => {
          // Counted again, the banner locked: two uploads at once cannot pass the limit.
          if (!(await lockBanner(trx, id))) throw notFound(missingBanner);
          const images = await imagesOf(trx, id);
          if (images.length >= MAX_BANNER_IMAGES) throw full();
          return trx
            .insertInto('banner_images')
            .values({
              banner_id: id,
              image_path: path,
              position: images.length + 1,
              target_kind: null,
              target_value: null,
              alt_text: '',
              created_at: new Date().toISOString(),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
        });
        return reply.code(201).send(toBannerImage(row));
      } catch (error) {
        await app.storage.remove(path).catch(() => undefined);
        throw error;
      }
    },
  );

  app.get(
    '/api/ui/banners/:id/images',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: "A banner's images in position order",
        description: 'A plain array (the same images as the banner\'s `images`).',
        security: bearerAuth,
        params: bannerParams,
        response: { 200: z.array(bannerImage), ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      await assertBannerExists(db, request.params.id);
      return (await imagesOf(db, request.params.id)).map(toBannerImage);
    },
  );

  app.put(
    '/api/ui/banners/:imageId/images-delete',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: 'Deletes a banner image; the images after it move up',
        description:
          'The path names the image (its `id`), not the banner. The body is empty (with or without a Content-Type). ' +
          'The other images are renumbered 1..n in their order, then the file is removed.',
        security: bearerAuth,
        params: imageParams,
        response: { 204: z.null().describe('Deleted'), ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request, reply) => {
      const { imageId } = request.params;
      const found = await db.selectFrom('banner_images').select('banner_id').where('id', '=', imageId).executeTakeFirst();
      if (!found) throw notFound(missingImage);
      const path = await db.transaction().execute(async (trx) => {
        // The banner first, then its images, as every change to them does: no two wait on each other.
        await lockBanner(trx, found.banner_id);
        const image = await trx.deleteFrom('banner_images').where('id', '=', imageId).returningAll().executeTakeFirst();
        if (!image) throw notFound(missingImage);
        await renumber(trx, await imagesOf(trx, image.banner_id));
        return image.image_path;
      });
      await removeFiles(app, [path]);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/ui/banners/images/:imageId/details/update',
    {
      config: { access: 'ui' },
      schema: {
        tags: ['ui'],
        summary: "Sets a banner image's position, deep link and alternative text",
        description:
          'The image moves to `position` (kept within 1..the number of images) and the others shift to make room. ' +
          'A record target (kinds 1-5) must name an existing record of its kind, else a 400 on targetValue; a URL ' +
          '(7) must be http or https; the login screen (6) and no target (null) store no value.',
        security: bearerAuth,
        params: imageParams,
        body: bannerImageDetails,
        response: { 200: bannerImage, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const { imageId } = request.params;
      const { position, targetKind, targetValue, altText } = request.body;
      const found = await db.selectFrom('banner_images').select('banner_id').where('id', '=', imageId).executeTakeFirst();
      if (!found) throw notFound(missingImage);
      await assertTargetExists(db, { targetKind, targetValue });
      return db.transaction().execute(async (trx) => {
        await lockBanner(trx, found.banner_id);
        const image = await trx.selectFrom('banner_images').selectAll().where('id', '=', imageId).executeTakeFirst();
        if (!image) throw notFound(missingImage);
        const others = (await imagesOf(trx, image.banner_id)).filter((other) => other.id !== imageId);
        const at = Math.min(position, others.length + 1) - 1;
        await renumber(trx, [...others.slice(0, at), image, ...others.slice(at)]);
        const updated = await trx
          .updateTable('banner_images')
          .set({ target_kind: targetKind, target_value: linkValue(targetKind, targetValue), alt_text: altText })
          .where('id', '=', imageId)
          .returningAll()
          .executeTakeFirstOrThrow();
        return toBannerImage(updated);
      });
    },
  );
};

export default bannerRoutes;
