import { expect } from 'vitest';
import type { EbookCategory } from '../../contract/ebooks';
import type { ContentType } from '../../contract/enums';
import type { App } from '../../server/app';
import { bearer } from './helpers';

/**
 * Catalog records made through the API, for tests of what links to them (deep links, layouts).
 * `token` must be an ADMIN's or a SUPER_ADMIN's: editors cannot write the feed or the plans.
 */
async function created(app: App, token: string, url: string, payload: object): Promise<{ id: number; title?: string }> {
  const response = await app.inject({ method: 'POST', url, headers: bearer(token), payload });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

/** An e-book of `type` (1 book, 2 magazine) in the first category of its kind. */
export async function createEbook(app: App, token: string, type: 1 | 2, title: string): Promise<number> {
  const categories = (await app.inject({ method: 'GET', url: `/api/ebooks/categories?ebookType=${type}`, headers: bearer(token) })).json<EbookCategory[]>();
  const book = await created(app, token, '/api/ebooks/', {
    title,
    authors: ['Ada Moreau'],
    description: 'A test title.',
    type,
    categoryId: categories[0]!.id,
    ...(type === 2 ? { magazineBrand: 'northern-lights' } : {}),
    language: 'en',
    price: 999,
    currency: 'USD',
    publicationDate: '2024-03-01',
    premium: false,
    status: 'E',
  });
  return book.id;
}

/** A published feed entry of `contentType` (news, videos, ...). */
export async function createFeedEntry(app: App, token: string, contentType: ContentType, title: string): Promise<number> {
  const entry = await created(app, token, '/api/feed/', {
    title,
    body: '<p>Something to read.</p>',
    contentType,
    ...(contentType === 'videos' ? { videoUrl: 'https://videos.example.com/v/1' } : {}),
    tags: [],
    publishAt: new Date(Date.now() - 60_000).toISOString(),
    status: 'E',
  });
  return entry.id;
}

/** A monthly plan. */
export async function createPlan(app: App, token: string, name: string): Promise<number> {
  const plan = await created(app, token, '/api/subscriptions/', {
    name,
    price: 999,
    currency: 'USD',
    billingPeriod: 'MONTHLY',
    contentTypes: ['book'],
    status: 'E',
  });
  return plan.id;
}
