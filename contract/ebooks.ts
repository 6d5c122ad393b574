import { z } from 'zod';
import { csvFile, exportDescription, exportParams, queryFilters } from './exportQuery';
import { bulkOperation, bulkRecordId } from './bulk';
import { enabledFlags, PublicationKind, publicationKinds } from './enums';
import { normalizeIsbn } from './isbn';
import { currency, minorUnits } from './money';
import { editorialVersionQuery } from './editorialVersion';
import { defineOperations, type OperationSpec } from './operation';
import { calendarDate, listRequest, pageOf } from './pagination';
import { magazineBrands, type MagazineBrand, ebookLanguages } from './ebookRules';
import { readinessFilters } from './readinessRules';
import { bulkPromotion, catalogueFields, catalogueInput, checkPrices, subject, subjectsQuery, territory } from './catalogue';
import { coded, codedIssue } from './apiMessages';
export { magazineBrands, type MagazineBrand, ebookLanguages, coverExtensions, epubExtensions } from './ebookRules';

const brandCodes = magazineBrands.map((brand) => brand.code) as [MagazineBrand, ...MagazineBrand[]];

export const ebookType = z.union(publicationKinds.map((kind) => z.literal(kind)) as [z.ZodLiteral<1>, z.ZodLiteral<2>]);

export const ebookCategory = z
  .object({ id: z.number().int(), name: z.string(), ebookType })
  .meta({ id: 'EbookCategory' });
export type EbookCategory = z.infer<typeof ebookCategory>;

/** A stored e-pub: downloaded by signed-in staff from `url` (the same path it is uploaded to, with GET). */
export const storedFile = z
  .object({
    url: z.string(),
    /** The uploaded file's own name, without any folder, for display only; it is stored under a generated name. */
    name: z.string(),
    size: z.number().int(),
    uploadedAt: z.string(),
  })
  .meta({ id: 'StoredFile' });
export type StoredFile = z.infer<typeof storedFile>;

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => value || null);

/** What staff edit: the body of `POST /api/ebooks/` and `PUT /api/ebooks/{id}` (other fields are ignored). */
export const ebookInput = z
  .object({
    title: z.string().trim().min(1).max(200),
    subtitle: optionalText(200),
    /** Required unless `contributors` are sent (docs/api.md "Catalogue metadata" says which wins). */
    authors: z.array(z.string().trim().min(1).max(120)).max(10).optional(),
    description: optionalText(5000),
    type: ebookType,
    categoryId: z.number().int().positive(),
    /** Magazines only: required for a magazine, ignored (stored as null) for a book. */
    magazineBrand: z.enum(brandCodes).nullish(),
    language: z.enum(ebookLanguages),
    /** ISBN-10 or ISBN-13, check digit validated; stored without hyphens. */
    isbn: z
      .string()
      .trim()
      .nullish()
      .transform((value, context) => {
        if (!value) return null;
        const isbn = normalizeIsbn(value);
        if (!isbn) context.addIssue(codedIssue(coded('isbn_invalid')));
        return isbn ?? null;
      }),
    /** Minor units of `currency` (cents). */
    price: minorUnits,
    currency,
    publicationDate: calendarDate.nullish().transform((value) => value ?? null),
    pageCount: z.number().int().min(1).max(100_000).nullish().transform((value) => value ?? null),
    premium: z.boolean().default(false),
    status: z.enum(enabledFlags).default('E'),
    ...catalogueInput,
  })
  .superRefine((value, context) => {
    if (value.type === PublicationKind.MAGAZINE && !value.magazineBrand) {
      context.addIssue(codedIssue(coded('magazine_brand'), ['magazineBrand']));
    }
    if (value.contributors ? !value.contributors.some((entry) => entry.role === 'author') : !value.authors?.length) {
      context.addIssue(codedIssue(coded('author_missing'), [value.contributors ? 'contributors' : 'authors']));
    }
    if (value.prices) checkPrices(value.prices, context, 'prices');
    if (value.preorderFrom && (!value.publicationDate || value.preorderFrom > value.publicationDate)) {
      context.addIssue(codedIssue(coded(value.publicationDate ? 'preorder_after_release' : 'preorder_without_release'), ['preorderFrom']));
    }
  })
  .transform((value) => ({ ...value, magazineBrand: value.type === PublicationKind.MAGAZINE ? value.magazineBrand! : null }))
  .meta({ id: 'EbookWrite' });
export type EbookInput = z.input<typeof ebookInput>;
export type EbookValues = z.output<typeof ebookInput>;

export const ebook = z
  .object({
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string().nullable(),
    authors: z.array(z.string()),
    description: z.string().nullable(),
    type: ebookType,
    categoryId: z.number().int(),
    categoryName: z.string(),
    magazineBrand: z.enum(brandCodes).nullable(),
    language: z.enum(ebookLanguages),
    isbn: z.string().nullable(),
    price: z.number().int(),
    currency,
    publicationDate: z.string().nullable(),
    pageCount: z.number().int().nullable(),
    premium: z.boolean(),
    status: z.enum(enabledFlags),
    /** No error-level item of its release readiness is open (`GET /api/ebooks/{id}/readiness` says what is). */
    ready: z.boolean(),
    /** Public URL of the cover (`/media/covers/...`), or null. */
    coverUrl: z.string().nullable(),
    sampleEpubFile: storedFile.nullable(),
    epubFile: storedFile.nullable(),
    ...catalogueFields,
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Ebook' });
export type Ebook = z.infer<typeof ebook>;

export const ebookSortFields = ['title', 'price', 'publicationDate', 'createdAt', 'updatedAt'] as const;
export type EbookSortField = (typeof ebookSortFields)[number];

export const ebookListRequest = listRequest(
  {
    /** 0 or absent: both kinds. */
    type: z.union([z.literal(0), ebookType]).optional(),
    status: z.enum(enabledFlags).optional(),
    categoryId: z.number().int().positive().optional(),
    /** Free text, matched against title, subtitle, authors and ISBN, ignoring case. */
    q: z.string().trim().max(200).optional(),
    /** `ready`, `not_ready`, or a readiness check that is open (contract/readinessRules.ts). */
    readiness: z.enum(readinessFilters).optional(),
    /** Sold in this territory (`WORLD` or a country code), as its territories name it. */
    territory: territory.optional(),
    /** true: a promotion runs today in one of its territories; false: none does. */
    onPromotion: z.boolean().optional(),
  },
  ebookSortFields,
).meta({ id: 'EbookListRequest' });
export type EbookListRequest = z.input<typeof ebookListRequest>;
export type EbookListQuery = z.output<typeof ebookListRequest>;

export const ebookPage = pageOf(ebook).meta({ id: 'EbookPage' });

export const ebookParams = z.object({ id: z.coerce.number().int().positive() });

/** The categories of one kind (1 book, 2 magazine), or of both when `ebookType` is absent. */
export const ebookCategoriesQuery = z.object({
  ebookType: z
    .enum(['1', '2'])
    .optional()
    .transform((value) => (value === undefined ? undefined : Number(value))),
});

const inputDescription =
  'The body is `EbookWrite` (the "e-book data" of the spec); other fields (id, categoryName, files, timestamps) are ignored, so the whole record may be sent. ' +
  'The category must exist and be of the e-book\'s kind (else 400 on `categoryId`); a magazine needs `magazineBrand` ' +
  '(a book\'s is stored as null); an ISBN\'s check digit is verified and it is stored without hyphens. ' +
  'The catalogue fields (docs/api.md "Catalogue metadata") may each be left out, and then keep what is stored: `contributors` ' +
  '(the `authors` are then their names with the role `author`; sent alone, `authors` replace the authors and keep the other contributors), ' +
  '`series`, `subjects` (Thema codes of the code list, else 400 on `subjects.N`), `publisher`, `imprint`, `wordCount`, `accessibility`, ' +
  '`territories`, `prices` (one regular price per territory; promotions with a first day, not overlapping in a territory), ' +
  '`preorderFrom` (on or before the release date) and `embargoUntil`.';

/** The media type of an e-pub: its downloads' type, and what its `mimetype` entry reads (server/lib/epub.ts). */
export const epubMediaType = 'application/epub+zip';

/**
 * The two operations of one e-pub file of an e-book, at `/api/ebooks/:id/<route>`: the upload
 * (POST, multipart) and the download (GET, the file itself).
 */
function epubFileOperations<const Route extends string>(route: Route, what: string) {
  const path = `/api/ebooks/:id/${route}` as const;
  return {
    upload: {
      method: 'POST',
      path,
      access: 'ebooks',
      summary: `Sets the e-book's ${what} file; the previous one is deleted`,
      description:
        'multipart/form-data with the file in the field `file`: an e-pub by content (a zip whose first entry is ' +
        '`mimetype`, stored uncompressed, reading `application/epub+zip`), at most UPLOAD_MAX_EPUB_BYTES (100 MiB by ' +
        'default). It is stored under a generated name, not public; the record keeps the uploaded file\'s own name ' +
        `(without any folder), its size and the upload time, and \`GET /api/ebooks/{id}/${route}\` downloads it.`,
      params: ebookParams,
      body: 'multipart',
      responses: { 200: ebook },
      errors: [404, 409, 413, 415],
      etag: true,
    },
    download: {
      method: 'GET',
      path,
      access: 'ebooks',
      summary: `Downloads the e-book's ${what} file (extra endpoint)`,
      description:
        'For signed-in staff only (e-pubs are not public). Answers the file as `application/epub+zip` with ' +
        '`Content-Disposition: attachment` and the uploaded file\'s name (`filename*` in UTF-8); 404 when there is none.',
      params: ebookParams,
      responses: {
        200: {
          description: 'The e-pub file',
          content: { [epubMediaType]: { schema: z.string().meta({ format: 'binary' }) } },
        },
      },
      errors: [404],
    },
  } as const satisfies Record<string, OperationSpec>;
}

const sampleEpub = epubFileOperations('sample-epub-file', 'sample e-pub');
const fullEpub = epubFileOperations('epub-file', 'e-pub');

export const ebookExportQuery = z.object({ ...queryFilters(ebookListRequest), ...exportParams('exportEbooks', ebookSortFields) });
export type EbookExportQuery = z.output<typeof ebookExportQuery>;

export const ebooksOperations = defineOperations('ebooks', {
  listEbooks: {
    method: 'POST',
    path: '/api/ebooks/list',
    access: 'ebooks',
    readOnly: true,
    summary: 'A page of e-books, filtered and sorted',
    description:
      'Filters: `type` (1 book, 2 magazine; 0 or absent: both), `status` (`E`/`D`), `categoryId`, `q` ' +
      '(title, subtitle, authors or ISBN contains it, ignoring case; hyphens in an ISBN are ignored), and `readiness` ' +
      '(`ready`, `not_ready`, or the name of a readiness check that is open: docs/api.md "Release readiness"), `territory` ' +
      '(sold there, as its territories name it) and `onPromotion` (a promotion runs today). ' +
      'Sort by `title` (ignoring case), `price`, `publicationDate` (undated last), `createdAt` or `updatedAt` ' +
      '(default `createdAt` DESC; a `sortBy` without `sortDirection` sorts ASC); ties are broken by id. ' +
      'Each e-book carries its category name.',
    body: ebookListRequest,
    responses: { 200: ebookPage },
  },
  listEbookSubjects: {
    method: 'GET',
    path: '/api/ebooks/subjects',
    access: 'ebooks',
    summary: 'Thema subject categories whose code starts with, or whose heading contains, the text',
    description:
      'The code list an e-book\'s `subjects` take (docs/api.md "Catalogue metadata"): `q` matches the start of a code or every word ' +
      'of a heading, ignoring case and accents, codes first, at most 20; `codes` (separated by commas) answers those codes\' headings.',
    query: subjectsQuery,
    responses: { 200: z.array(subject) },
  },
  listEbookCategories: {
    method: 'GET',
    path: '/api/ebooks/categories',
    access: 'ebooks',
    summary: 'The e-book categories of a kind (1 book, 2 magazine; absent: all), by name',
    description: 'Reference data that ships with the schema; the console offers the categories of the e-book\'s kind.',
    query: ebookCategoriesQuery,
    responses: { 200: z.array(ebookCategory) },
  },
  getEbook: {
    method: 'GET',
    path: '/api/ebooks/:id',
    access: 'ebooks',
    summary: 'One e-book',
    params: ebookParams,
    query: editorialVersionQuery,
    responses: { 200: ebook },
    errors: [404],
    etag: true,
  },
  createEbook: {
    method: 'POST',
    path: '/api/ebooks/',
    access: 'ebooks',
    summary: 'Creates an e-book (its files are uploaded afterwards)',
    description: inputDescription,
    body: ebookInput,
    responses: { 201: ebook },
  },
  updateEbook: {
    method: 'PUT',
    path: '/api/ebooks/:id',
    access: 'ebooks',
    summary: 'Updates an e-book; its files stay as they are',
    description: inputDescription,
    params: ebookParams,
    body: ebookInput,
    responses: { 200: ebook },
    errors: [404],
    ifMatch: true,
  },
  uploadEbookCover: {
    method: 'POST',
    path: '/api/ebooks/:id/cover-photo',
    access: 'ebooks',
    summary: "Sets the e-book's cover image; the previous one is deleted",
    description:
      'multipart/form-data with the image in the field `file`: PNG, JPEG or WebP by content (not GIF), at most ' +
      'UPLOAD_MAX_IMAGE_BYTES (5 MiB by default). The cover is then public at the e-book\'s `coverUrl` (`/media/covers/...`).',
    params: ebookParams,
    body: 'multipart',
    responses: { 200: ebook },
    errors: [404, 409, 413, 415],
    etag: true,
  },
  uploadEbookSample: sampleEpub.upload,
  downloadEbookSample: sampleEpub.download,
  uploadEbookEpub: fullEpub.upload,
  downloadEbookEpub: fullEpub.download,
  bulkEbooks: bulkOperation('e-books', {
    summary: 'Enables or disables many e-books, moves them to a category, or sets or ends a promotion',
    description:
      '`enable` and `disable` set the status; `set-category` needs `categoryId` (400 without it, 404 when no such ' +
        'category); an e-book of another type than the category is reported. `set-promotion` (SUPER_ADMIN, ADMIN) needs ' +
        '`promotion: {territory, percentOff, startsOn, endsOn?}`: each book gets a promotion of that much off its regular price ' +
        'there (else the world\'s, else its list price); a book with a promotion in the territory on those days is reported. ' +
        '`end-promotion` (SUPER_ADMIN, ADMIN; `promotion: {territory?}`, absent: every territory) ends the promotions running ' +
        'today (their last day becomes yesterday; one starting today is removed) and removes those to come.',
    filter: ebookListRequest,
    more: {
      /** For `set-category`: the category the e-books move to (of their type, else the e-book is reported). */
      categoryId: bulkRecordId.optional(),
      /** For `set-promotion` and `end-promotion`. */
      promotion: bulkPromotion.optional(),
    },
    errors: [404, 409],
  }),
  exportEbooks: {
    method: 'GET',
    path: '/api/ebooks/export.csv',
    access: 'ebooks',
    summary: 'Every e-book the filters select, as a CSV download',
    description: exportDescription('exportEbooks', 'The e-books `POST /api/ebooks/list` selects, newest first by default'),
    query: ebookExportQuery,
    responses: { 200: csvFile },
  },
});
