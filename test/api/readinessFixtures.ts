import sharp from 'sharp';
import { expect } from 'vitest';
import type { Accessibility } from '../../contract/catalogue';
import type { Ebook } from '../../contract/ebooks';
import type { App } from '../../server/app';
import { tinyEpub } from '../fixtures/epub';
import { bearer } from './helpers';

/** An e-book's files and fields as a release needs them (docs/api.md "Release readiness"). */

/** A JPEG cover of `width` × `height` (1400 × 2100 meets every cover check), in `space` (`srgb` or `cmyk`). */
export function coverJpeg(width = 1400, height = 2100, space: 'srgb' | 'cmyk' = 'srgb'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#6a4c93' } })
    .toColourspace(space)
    .jpeg({ quality: 60 })
    .toBuffer();
}

const form = (content: Buffer, filename: string, type: string) => {
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(content)], { type }), filename);
  return body;
};

/** Uploads a file to the e-book; answers the e-book. */
export async function uploadTo(app: App, token: string, id: number, route: 'cover-photo' | 'sample-epub-file' | 'epub-file', content: Buffer, filename: string): Promise<Ebook> {
  const type = route === 'cover-photo' ? 'image/jpeg' : 'application/epub+zip';
  const response = await app.inject({ method: 'POST', url: `/api/ebooks/${id}/${route}`, headers: bearer(token), payload: form(content, filename, type) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Ebook>();
}

/** An accessibility declaration that meets the readiness check. */
export const declaredAccessibility: Accessibility = {
  accessModes: ['textual'],
  accessModesSufficient: ['textual'],
  features: ['structuralNavigation', 'tableOfContents', 'readingOrder'],
  hazards: ['none'],
  summary: 'The text reflows and reads in order; headings and a table of contents structure it.',
  conformsTo: 'EPUB Accessibility 1.1 - WCAG 2.1 Level AA',
  certifiedBy: null,
};

/** Gives the e-book what it lacks to be ready: a publisher, a subject, its accessibility, an ISBN and a release date, a large cover, both e-pubs (checked once the jobs are drained). */
export async function makeReady(app: App, token: string, id: number): Promise<void> {
  const book = (await app.inject({ method: 'GET', url: `/api/ebooks/${id}?version=pending`, headers: bearer(token) })).json<Ebook>();
  const saved = await app.inject({
    method: 'PUT',
    url: `/api/ebooks/${id}`,
    headers: bearer(token),
    payload: {
      ...book,
      description: book.description ?? 'A book.',
      isbn: '978-3-16-148410-0',
      publicationDate: '2027-03-01',
      publisher: book.publisher ?? 'Lantern Press',
      subjects: book.subjects.length > 0 ? book.subjects : ['FBA'],
      accessibility: declaredAccessibility,
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await uploadTo(app, token, id, 'cover-photo', await coverJpeg(), 'cover.jpg');
  await uploadTo(app, token, id, 'sample-epub-file', tinyEpub('Sample'), 'sample.epub');
  await uploadTo(app, token, id, 'epub-file', tinyEpub(book.title), 'book.epub');
  await app.jobs.drain();
}
