import { z } from 'zod';
import { contentTypes, enabledFlags } from './enums';
import { listRequest, pageOf } from './pagination';

/** Image types of a feed entry's picture (the server checks the content too). */
export const feedImageExtensions = ['jpg', 'jpeg', 'png', 'webp'] as const;

/** A tag: lower case, letters, digits, spaces and hyphens, 1..40 characters. */
export const feedTag = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(40)
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u, 'Use letters, digits, spaces and hyphens');

/** The body of `POST /api/feed/` and `PUT /api/feed/{id}` (other fields are ignored). */
export const feedInput = z
  .object({
    title: z.string().trim().min(1).max(200),
    /**
     * HTML of paragraphs and links (p, br, a, strong, em, b, i, u, s, code, ul, ol, li, blockquote, h2, h3);
     * the server sanitises it and stores only what is left. Empty once sanitised: 400.
     */
    body: z.string().max(50_000),
    contentType: z.enum(contentTypes),
    /** For videos: where the video plays (http or https). */
    videoUrl: z
      .url({ protocol: /^https?$/ })
      .max(500)
      .nullish()
      .or(z.literal('').transform(() => null))
      .transform((value) => value ?? null),
    tags: z
      .array(feedTag)
      .max(10)
      .default([])
      .transform((tags) => [...new Set(tags)]),
    /** When the entry shows in the app (ISO 8601); may be in the future. */
    publishAt: z.iso.datetime({ offset: true }),
    status: z.enum(enabledFlags).default('E'),
  })
  .meta({ id: 'FeedInput' });
export type FeedInput = z.input<typeof feedInput>;
export type FeedValues = z.output<typeof feedInput>;

export const feedEntry = z
  .object({
    id: z.number().int(),
    title: z.string(),
    body: z.string(),
    contentType: z.enum(contentTypes),
    videoUrl: z.string().nullable(),
    /** Public URL of the picture (`/media/feed/...`), or null. */
    imageUrl: z.string().nullable(),
    tags: z.array(z.string()),
    publishAt: z.string(),
    status: z.enum(enabledFlags),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'FeedEntry' });
export type FeedEntry = z.infer<typeof feedEntry>;

export const feedSortFields = ['publishAt', 'title', 'createdAt'] as const;

export const feedListRequest = listRequest(
  {
    contentType: z.enum(contentTypes).optional(),
    status: z.enum(enabledFlags).optional(),
    /** Entries carrying this tag. */
    tag: feedTag.optional(),
    /** Free text, matched against title and body, ignoring case. */
    q: z.string().trim().max(200).optional(),
  },
  feedSortFields,
).meta({ id: 'FeedListRequest' });
export type FeedListRequest = z.input<typeof feedListRequest>;
export type FeedListQuery = z.output<typeof feedListRequest>;

export const feedPage = pageOf(feedEntry).meta({ id: 'FeedPage' });

/** One of the recent tags: the tag, how many entries carry it, and when it was last used. */
export const recentTag = z.object({ tag: z.string(), uses: z.number().int(), lastUsedAt: z.string() }).meta({ id: 'RecentTag' });
export type RecentTag = z.infer<typeof recentTag>;
