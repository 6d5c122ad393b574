import type { Expression, Selectable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type Ebook,
  ebook,
  ebookCategory,
  type EbookListQuery,
  ebookListRequest,
  ebookPage,
  type EbookSortField,
  type EbookValues,
  ebookInput,
  epubExtensions,
  type StoredFile,
} from '../../contract/ebooks';
import { type EnabledFlag, PublicationKind } from '../../contract/enums';
import type { Db } from '../db';
import { containsText } from '../db/dialect';
import type { EbooksTable } from '../db/schema';
import { badRequest, notFound } from '../errors';
import { sendStoredFile } from '../lib/downloads';
import { epubHeadBytes, epubMediaType, epubProblem } from '../lib/epub';
import { readSortedPage } from '../lib/lists';
import { apiErrors, bearerAuth, errorResponses, multipartUpload } from '../lib/openapi';
import { swapStoredFile } from '../lib/storedFiles';
import { type FileType, mediaUrl, receiveFile, receiveImage } from '../lib/uploads';

const ebookId = z.coerce.number().int().positive();
const idParams = z.object({ id: ebookId });

/** The e-books joined with their category's name. */
const ebooksWithCategory = (db: Db) =>
  db
    .selectFrom('ebooks')
    .innerJoin('ebook_categories as category', 'category.id', 'ebooks.category_id')
    .selectAll('ebooks')
    .select('category.name as category_name');

type EbookRow = Selectable<EbooksTable> & { category_name: string };

interface StoredEpub {
  path: string;
  name: string;
  size: number;
  uploadedAt: string;
}

/** The two e-pub files of an e-book: their columns, their path below `/api/ebooks/{id}/`, and what they are called. */
const epubSlots = {
  sample: {
    route: 'sample-epub-file',
    what: 'sample e-pub',
    pathColumn: 'sample_epub_path',
    read: (row: Selectable<EbooksTable>): StoredEpub | null =>
      row.sample_epub_path === null
        ? null
        : {
            path: row.sample_epub_path,
            name: row.sample_epub_name ?? '',
            size: row.sample_epub_size ?? 0,
            uploadedAt: row.sample_epub_uploaded_at ?? row.updated_at,
          },
    columns: (file: StoredEpub): Updateable<EbooksTable> => ({
      sample_epub_path: file.path,
      sample_epub_name: file.name,
      sample_epub_size: file.size,
      sample_epub_uploaded_at: file.uploadedAt,
    }),
  },
  full: {
    route: 'epub-file',
    what: 'e-pub',
    pathColumn: 'epub_path',
    read: (row: Selectable<EbooksTable>): StoredEpub | null =>
      row.epub_path === null
        ? null
        : { path: row.epub_path, name: row.epub_name ?? '', size: row.epub_size ?? 0, uploadedAt: row.epub_uploaded_at ?? row.updated_at },
    columns: (file: StoredEpub): Updateable<EbooksTable> => ({
      epub_path: file.path,
      epub_name: file.name,
      epub_size: file.size,
      epub_uploaded_at: file.uploadedAt,
    }),
  },
} as const;

type EpubSlot = (typeof epubSlots)[keyof typeof epubSlots];

/** A stored e-pub as the API shows it: downloaded from the path it is uploaded to. */
function storedFileOf(row: Selectable<EbooksTable>, slot: EpubSlot): StoredFile | null {
  const file = slot.read(row);
  return file && { url: `/api/ebooks/${row.id}/${slot.route}`, name: file.name, size: file.size, uploadedAt: file.uploadedAt };
}

const toEbook = (row: EbookRow): Ebook => ({
  id: row.id,
  title: row.title,
  subtitle: row.subtitle,
  authors: JSON.parse(row.authors) as string[],
  description: row.description,
  type: row.type as Ebook['type'],
  categoryId: row.category_id,
  categoryName: row.category_name,
  magazineBrand: row.magazine_brand as Ebook['magazineBrand'],
  language: row.language as Ebook['language'],
  isbn: row.isbn,
  price: row.price,
  currency: row.currency as Ebook['currency'],
  publicationDate: row.publication_date,
  pageCount: row.page_count,
  premium: Number(row.premium) === 1,
  status: row.status,
  coverUrl: mediaUrl(row.cover_path),
  sampleEpubFile: storedFileOf(row, epubSlots.sample),
  epubFile: storedFileOf(row, epubSlots.full),
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The columns staff edit, from a validated `ebookInput`. */
const editedColumns = (values: EbookValues) => ({
  title: values.title,
  subtitle: values.subtitle,
  authors: JSON.stringify(values.authors),
  description: values.description,
  type: values.type,
  category_id: values.categoryId,
  magazine_brand: values.magazineBrand,
  language: values.language,
  isbn: values.isbn,
  price: values.price,
  currency: values.currency,
  publication_date: values.publicationDate,
  page_count: values.pageCount,
  premium: values.premium ? 1 : 0,
  status: values.status as EnabledFlag,
});

/** What each sort field orders by; titles ignore case. The id always follows, so equal values keep one order. */
const sortExpression: Record<EbookSortField, Expression<unknown>> = {
  title: sql`lower(${sql.ref('ebooks.title')})`,
  price: sql.ref('ebooks.price'),
  publicationDate: sql.ref('ebooks.publication_date'),
  createdAt: sql.ref('ebooks.created_at'),
  updatedAt: sql.ref('ebooks.updated_at'),
};

function filtered(db: Db, filters: EbookListQuery) {
  let query = ebooksWithCategory(db);
  const { type, status, categoryId, q } = filters;
  if (type) query = query.where('ebooks.type', '=', type);
  if (status) query = query.where('ebooks.status', '=', status);
  if (categoryId) query = query.where('ebooks.category_id', '=', categoryId);
  if (q) {
    // ISBNs are stored without hyphens: "978-0-306" finds 9780306...
    const isbn = q.replace(/[-\s]/g, '');
    query = query.where((eb) =>
      eb.or([
        containsText(db, 'ebooks.title', q),
        containsText(db, 'ebooks.subtitle', q),
        containsText(db, 'ebooks.authors', q),
        ...(isbn ? [containsText(db, 'ebooks.isbn', isbn)] : []),
      ]),
    );
  }
  return query;
}

const ebookNotFound = () => notFound('No such e-book');

/** Accepted cover images: GIF is not a cover (animated covers have no place in a store). */
const coverTypes = ['png', 'jpg', 'webp'] as const;

const epubFile: FileType = {
  headBytes: epubHeadBytes,
  detect: (head) => {
    const problem = epubProblem(head);
    return problem ? { problem: `The file is not an e-pub: ${problem}` } : { extension: epubExtensions[0] };
  },
};

const fileErrors = errorResponses(...apiErrors, 404, 409, 413, 415);

const ebooksRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;

  async function findEbook(id: number): Promise<Ebook> {
    const row = await ebooksWithCategory(db).where('ebooks.id', '=', id).executeTakeFirst();
    if (!row) throw ebookNotFound();
    return toEbook(row);
  }

  /** A category that exists and is of the e-book's kind, or a 400 on `categoryId`. */
  async function checkCategory(categoryId: number, type: number): Promise<void> {
    const category = await db.selectFrom('ebook_categories').select('ebook_type').where('id', '=', categoryId).executeTakeFirst();
    const problem = !category
      ? 'No such category'
      : category.ebook_type !== type
        ? `This is a ${type === PublicationKind.MAGAZINE ? 'book' : 'magazine'} category: choose one for ${type === PublicationKind.MAGAZINE ? 'magazines' : 'books'}`
        : undefined;
    if (problem) throw badRequest('Some fields are not valid', { categoryId: problem });
  }

  app.post(
    '/api/ebooks/list',
    {
      config: { access: 'ebooks' },
      schema: {
        tags: ['ebooks'],
        summary: 'A page of e-books, filtered and sorted',
        description:
          'Filters: `type` (1 book, 2 magazine; 0 or absent: both), `status` (`E`/`D`), `categoryId`, and `q` ' +
          '(title, subtitle, authors or ISBN contains it, ignoring case; hyphens in an ISBN are ignored). ' +
          'Sort by `title` (ignoring case), `price`, `publicationDate` (undated last), `createdAt` or `updatedAt` ' +
          '(default `createdAt` DESC; a `sortBy` without `sortDirection` sorts ASC); ties are broken by id. ' +
          'Each e-book carries its category name.',
        security: bearerAuth,
        body: ebookListRequest,
        response: { 200: ebookPage, ...errorResponses(...apiErrors) },
      },
    },
    async (request) => {
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
    },
  );

  app.get(
    '/api/ebooks/categories',
    {
      config: { access: 'ebooks' },
      schema: {
        tags: ['ebooks'],
        summary: 'The e-book categories of a kind (1 book, 2 magazine; absent: all), by name',
        description: 'Reference data that ships with the schema; the console offers the categories of the e-book\'s kind.',
        security: bearerAuth,
        querystring: z.object({
          ebookType: z
            .enum(['1', '2'])
            .optional()
            .transform((value) => (value === undefined ? undefined : Number(value))),
        }),
        response: { 200: z.array(ebookCategory), ...errorResponses(...apiErrors) },
      },
    },
    async (request) => {
      let query = db.selectFrom('ebook_categories').select(['id', 'name', 'ebook_type']);
      if (request.query.ebookType) query = query.where('ebook_type', '=', request.query.ebookType);
      const rows = await query.orderBy(sql`lower(${sql.ref('name')})`).orderBy('id').execute();
      return rows.map((row) => ({ id: row.id, name: row.name, ebookType: row.ebook_type as 1 | 2 }));
    },
  );

  app.get(
    '/api/ebooks/:id',
    {
      config: { access: 'ebooks' },
      schema: {
        tags: ['ebooks'],
        summary: 'One e-book',
        security: bearerAuth,
        params: idParams,
        response: { 200: ebook, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => findEbook(request.params.id),
  );

  const inputDescription =
    'The body is `EbookWrite` (the "e-book data" of the spec); other fields (id, categoryName, files, timestamps) are ignored, so the whole record may be sent. ' +
    'The category must exist and be of the e-book\'s kind (else 400 on `categoryId`); a magazine needs `magazineBrand` ' +
    '(a book\'s is stored as null); an ISBN\'s check digit is verified and it is stored without hyphens.';

  app.post(
    '/api/ebooks',
    {
      config: { access: 'ebooks' },
      schema: {
        tags: ['ebooks'],
        summary: 'Creates an e-book (its files are uploaded afterwards)',
        description: inputDescription,
        security: bearerAuth,
        body: ebookInput,
        response: { 201: ebook, ...errorResponses(...apiErrors) },
      },
    },
    async (request, reply) => {
      const values = request.body;
      await checkCategory(values.categoryId, values.type);
      const now = new Date().toISOString();
      const { id } = await db
        .insertInto('ebooks')
        .values({ ...editedColumns(values), created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send(await findEbook(id));
    },
  );

  app.put(
    '/api/ebooks/:id',
    {
      config: { access: 'ebooks' },
      schema: {
        tags: ['ebooks'],
        summary: 'Updates an e-book; its files stay as they are',
        description: inputDescription,
        security: bearerAuth,
        params: idParams,
        body: ebookInput,
        response: { 200: ebook, ...errorResponses(...apiErrors, 404) },
      },
    },
    async (request) => {
      const { id } = request.params;
      const values = request.body;
      const exists = await db.selectFrom('ebooks').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) throw ebookNotFound();
      await checkCategory(values.categoryId, values.type);
      const updated = await db
        .updateTable('ebooks')
        .set({ ...editedColumns(values), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) throw ebookNotFound();
      return findEbook(id);
    },
  );

  /** 404 before anything is read or stored. */
  async function assertEbookExists(id: number): Promise<void> {
    if (!(await db.selectFrom('ebooks').select('id').where('id', '=', id).executeTakeFirst())) throw ebookNotFound();
  }

  app.post(
    '/api/ebooks/:id/cover-photo',
    {
      config: { access: 'ebooks' },
      schema: {
        tags: ['ebooks'],
        summary: "Sets the e-book's cover image; the previous one is deleted",
        description:
          'multipart/form-data with the image in the field `file`: PNG, JPEG or WebP by content (not GIF), at most ' +
          'UPLOAD_MAX_IMAGE_BYTES (5 MiB by default). The cover is then public at the e-book\'s `coverUrl` (`/media/covers/...`).',
        security: bearerAuth,
        params: idParams,
        ...multipartUpload,
        response: { 200: ebook, ...fileErrors },
      },
    },
    async (request) => {
      const { id } = request.params;
      await assertEbookExists(id);
      const coverPath = await receiveImage(request, app.storage, 'covers', coverTypes);
      await swapStoredFile(app, {
        what: 'cover',
        missing: 'No such e-book',
        next: coverPath,
        read: async () => (await db.selectFrom('ebooks').select('cover_path').where('id', '=', id).executeTakeFirst())?.cover_path,
        write: async (previous) => {
          const updated = await db
            .updateTable('ebooks')
            .set({ cover_path: coverPath, updated_at: new Date().toISOString() })
            .where('id', '=', id)
            .where('cover_path', previous === null ? 'is' : '=', previous)
            .executeTakeFirst();
          return Number(updated.numUpdatedRows) > 0;
        },
      });
      return findEbook(id);
    },
  );

  for (const slot of Object.values(epubSlots)) {
    const url = `/api/ebooks/:id/${slot.route}` as const;

    app.post(
      url,
      {
        config: { access: 'ebooks' },
        schema: {
          tags: ['ebooks'],
          summary: `Sets the e-book's ${slot.what} file; the previous one is deleted`,
          description:
            'multipart/form-data with the file in the field `file`: an e-pub by content (a zip whose first entry is ' +
            '`mimetype`, stored uncompressed, reading `application/epub+zip`), at most UPLOAD_MAX_EPUB_BYTES (100 MiB by ' +
            'default). It is stored under a generated name, not public; the record keeps the uploaded file\'s own name ' +
            `(without any folder), its size and the upload time, and \`GET ${url.replace(':id', '{id}')}\` downloads it.`,
          security: bearerAuth,
          params: idParams,
          ...multipartUpload,
          response: { 200: ebook, ...fileErrors },
        },
      },
      async (request) => {
        const { id } = request.params;
        await assertEbookExists(id);
        const received = await receiveFile(request, app.storage, {
          folder: 'epubs',
          maxBytes: app.config.uploadMaxEpubBytes,
          type: epubFile,
        });
        const now = new Date().toISOString();
        const stored: StoredEpub = { ...received, name: received.name || `${slot.route}.epub`, uploadedAt: now };
        await swapStoredFile(app, {
          what: slot.what,
          missing: 'No such e-book',
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
        return findEbook(id);
      },
    );

    app.get(
      url,
      {
        config: { access: 'ebooks' },
        schema: {
          tags: ['ebooks'],
          summary: `Downloads the e-book's ${slot.what} file (extra endpoint)`,
          description:
            'For signed-in staff only (e-pubs are not public). Answers the file as `application/epub+zip` with ' +
            '`Content-Disposition: attachment` and the uploaded file\'s name (`filename*` in UTF-8); 404 when there is none.',
          security: bearerAuth,
          params: idParams,
          response: {
            200: {
              description: 'The e-pub file',
              content: { [epubMediaType]: { schema: z.string().meta({ format: 'binary' }) } },
            },
            ...errorResponses(...apiErrors, 404),
          },
        },
      },
      async (request, reply) => {
        const row = await db.selectFrom('ebooks').selectAll().where('id', '=', request.params.id).executeTakeFirst();
        if (!row) throw ebookNotFound();
        const file = slot.read(row);
        const missing = `This e-book has no ${slot.what} file`;
        if (!file) throw notFound(missing);
        const name = file.name || `${slot.route}.epub`;
        return sendStoredFile(reply, app.storage, { path: file.path, name, mediaType: epubMediaType, missing });
      },
    );
  }
};

export default ebooksRoutes;
