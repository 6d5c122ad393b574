import { z } from 'zod';
import { enabledFlags, PublicationKind, publicationKinds } from './enums';
import { normalizeIsbn } from './isbn';
import { currency, minorUnits } from './money';
import { calendarDate, listRequest, pageOf } from './pagination';

/** The six magazine brands (fictional): the code is stored, the name is shown. */
export const magazineBrands = [
  { code: 'northern-lights', name: 'Northern Lights Monthly' },
  { code: 'urban-gardener', name: 'The Urban Gardener' },
  { code: 'pixel-pulse', name: 'Pixel & Pulse' },
  { code: 'coastal-quarterly', name: 'Coastal Living Quarterly' },
  { code: 'trail-summit', name: 'Trail & Summit' },
  { code: 'modern-kitchen', name: 'The Modern Kitchen' },
] as const;
export type MagazineBrand = (typeof magazineBrands)[number]['code'];
const brandCodes = magazineBrands.map((brand) => brand.code) as [MagazineBrand, ...MagazineBrand[]];

/** Languages of the catalog, ISO 639-1 (the console names them with Intl.DisplayNames). */
export const ebookLanguages = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt', 'sv'] as const;

/** What the upload widget accepts for each file (the server checks the content too). */
export const coverExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;
export const epubExtensions = ['epub'] as const;

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
    authors: z.array(z.string().trim().min(1).max(120)).min(1).max(10),
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
        if (!isbn) context.addIssue({ code: 'custom', message: 'Not a valid ISBN: check the digits' });
        return isbn ?? null;
      }),
    /** Minor units of `currency` (cents). */
    price: minorUnits,
    currency,
    publicationDate: calendarDate.nullish().transform((value) => value ?? null),
    pageCount: z.number().int().min(1).max(100_000).nullish().transform((value) => value ?? null),
    premium: z.boolean().default(false),
    status: z.enum(enabledFlags).default('E'),
  })
  .superRefine((value, context) => {
    if (value.type === PublicationKind.MAGAZINE && !value.magazineBrand) {
      context.addIssue({ code: 'custom', path: ['magazineBrand'], message: 'Choose the magazine brand' });
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
    /** Public URL of the cover (`/media/covers/...`), or null. */
    coverUrl: z.string().nullable(),
    sampleEpubFile: storedFile.nullable(),
    epubFile: storedFile.nullable(),
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
  },
  ebookSortFields,
).meta({ id: 'EbookListRequest' });
export type EbookListRequest = z.input<typeof ebookListRequest>;
export type EbookListQuery = z.output<typeof ebookListRequest>;

export const ebookPage = pageOf(ebook).meta({ id: 'EbookPage' });
