import { Readable } from 'node:stream';
import { faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import type { ContentType } from '../../contract/enums';
import type { Db } from '../db';
import type { FeedEntriesTable } from '../db/schema';
import { sanitizeRichText } from '../lib/html';
import type { Storage } from '../storage/types';
import { encodePng } from './png';

const DAY = 86_400_000;
const HOUR = 3_600_000;

export const demoFeedEntryCount = 120;

/** The tags editors reuse; each entry takes 2 to 5 of them. */
export const demoFeedTags = [
  'new releases',
  'bestsellers',
  'author interview',
  'book club',
  'staff picks',
  'fiction',
  'mystery',
  'romance',
  'science fiction',
  'fantasy',
  'biography',
  'history',
  'business',
  'self-help',
  'children',
  'cooking',
  'travel',
  'science',
  'technology',
  'magazines',
  'audiobooks',
  'poetry',
  'events',
  'book fair',
  'giveaway',
  'behind the scenes',
  'reading tips',
  'awards',
  'summer reading',
  'app update',
];

/** Mostly news and videos, as a publisher's feed is. */
const contentTypeWeights: { weight: number; value: ContentType }[] = [
  { weight: 50, value: 'news' },
  { weight: 30, value: 'videos' },
  { weight: 8, value: 'book' },
  { weight: 7, value: 'magazine' },
  { weight: 5, value: 'premium' },
];

const titleTemplates: Record<ContentType, ((book: string, person: string, tag: string) => string)[]> = {
  news: [
    (book) => `${book} arrives in the app this week`,
    (_book, person) => `Meet ${person}, our new voice in the catalogue`,
    (_book, _person, tag) => `Ten ${tag} picks for the season`,
    (book) => `Why readers cannot put down ${book}`,
    (_book, _person, tag) => `What's new in ${tag} this month`,
    (book) => `${book} is this month's book club choice`,
  ],
  videos: [
    (book, person) => `Watch: ${person} reads from ${book}`,
    (_book, person) => `Video interview with ${person}`,
    (book) => `Behind the cover of ${book}`,
    (_book, _person, tag) => `Three minutes on ${tag}: our editors explain`,
  ],
  book: [(book) => `Now available: ${book}`, (book, person) => `${book}, with a new foreword by ${person}`],
  magazine: [(_book, _person, tag) => `The new issue is out: ${tag} special`, () => 'This month in our magazines'],
  premium: [(book) => `Premium readers get ${book} first`, () => 'New for premium members this week'],
};

const sentenceTemplates: ((book: string, person: string, tag: string) => string)[] = [
  (book) => `${book} has been one of the most read titles in the app since it came out.`,
  (_book, person) => `${person} talks about the years of research behind the story.`,
  (_book, _person, tag) => `Our editors picked their favourite ${tag} titles for you.`,
  () => 'Download it today and keep reading offline wherever you go.',
  (book) => `Readers describe ${book} as impossible to put down.`,
  () => 'The new edition comes with notes, a reading guide and a short interview.',
  (_book, person) => `"Writing it felt like a conversation with the reader," says ${person}.`,
  () => 'Premium members can start reading today; everyone else gets it next week.',
  (_book, _person, tag) => `If you enjoy ${tag}, this is the one to start with.`,
  () => 'Let us know what you think in the reviews section of the app.',
  () => 'Our book club meets online on the first Thursday of the month.',
  (book) => `A sample chapter of ${book} is free for everyone.`,
];

function paragraph(book: string, person: string, tag: string): string {
  const sentences = faker.helpers.arrayElements(sentenceTemplates, { min: 2, max: 4 }).map((sentence) => sentence(book, person, tag));
  if (faker.datatype.boolean(0.15)) {
    const slug = faker.helpers.slugify(book.toLowerCase());
    sentences.push(`<a href="https://www.example.com/books/${slug}" target="_blank">Read more on our website</a>.`);
  }
  return `<p>${sentences.join(' ')}</p>`;
}

/** A small landscape picture: a diagonal gradient between two colours, one file per entry. */
function picture(): Buffer {
  const width = 320;
  const height = 180;
  const [from, to] = [faker.color.rgb({ format: 'decimal' }), faker.color.rgb({ format: 'decimal' })];
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const share = (x + y) / (width + height);
      for (let c = 0; c < 3; c++) pixels[(y * width + x) * 3 + c] = Math.round(from[c]! + (to[c]! - from[c]!) * share);
    }
  }
  return encodePng({ width, height, channels: 3, pixels });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * About 120 feed entries over the last six months, a few scheduled within the next week: mostly
 * news and videos, 2 to 5 tags each, bodies of 2 to 4 paragraphs, about 8% disabled. With a
 * storage, most entries get a generated picture of their own under `public/feed/`.
 */
export async function seedFeed(db: Db, { now, storage }: { now: Date; storage?: Storage }): Promise<void> {
  faker.seed(6003);
  const today = now.getTime();
  const drafts = Array.from({ length: demoFeedEntryCount }, (_, index) => {
    const scheduled = index < 5;
    const publishAt = scheduled
      ? today + faker.number.int({ min: 2 * HOUR, max: 7 * DAY })
      : today - faker.number.int({ min: HOUR, max: 182 * DAY });
    const createdAt = scheduled
      ? today - faker.number.int({ min: HOUR, max: 3 * DAY })
      : publishAt - faker.number.int({ min: HOUR, max: 3 * DAY });
    const updatedAt = faker.datatype.boolean(0.3) ? faker.number.int({ min: createdAt, max: Math.min(today, publishAt + 5 * DAY) }) : createdAt;
    const contentType = faker.helpers.weightedArrayElement(contentTypeWeights);
    const tags = faker.helpers.arrayElements(demoFeedTags, { min: 2, max: 5 });
    const book = faker.book.title();
    const person = faker.person.fullName();
    const title = faker.helpers.arrayElement(titleTemplates[contentType])(book, person, tags[0]!);
    const body = Array.from({ length: faker.number.int({ min: 2, max: 4 }) }, () =>
      paragraph(escapeHtml(book), escapeHtml(person), tags[faker.number.int({ max: tags.length - 1 })]!),
    ).join('');
    return {
      entry: {
        title,
        // Stored as the API stores bodies.
        body: sanitizeRichText(body),
        content_type: contentType,
        video_url: contentType === 'videos' ? `https://videos.example.com/watch/${faker.string.alphanumeric(11)}` : null,
        image_path: null as string | null,
        publish_at: new Date(publishAt).toISOString(),
        status: faker.datatype.boolean(0.08) ? 'D' : 'E',
        created_at: new Date(createdAt).toISOString(),
        updated_at: new Date(updatedAt).toISOString(),
      } satisfies Insertable<FeedEntriesTable>,
      tags,
      withPicture: faker.datatype.boolean(0.85),
    };
  });
  // In order of creation, so that ids grow with it as they would have.
  drafts.sort((a, b) => (a.entry.created_at < b.entry.created_at ? -1 : 1));
  if (storage) {
    for (const draft of drafts) {
      if (draft.withPicture) draft.entry.image_path = await storage.save('public/feed', 'png', Readable.from([picture()]));
    }
  }
  await db.transaction().execute(async (trx) => {
    for (const { entry, tags } of drafts) {
      const { id } = await trx.insertInto('feed_entries').values(entry).returning('id').executeTakeFirstOrThrow();
      await trx
        .insertInto('feed_entry_tags')
        .values(tags.map((tag) => ({ feed_entry_id: id, tag })))
        .execute();
    }
  });
}
