import { Readable } from 'node:stream';
import { faker } from '@faker-js/faker';
import { DeepLinkTarget, type LayoutType } from '../../contract/enums';
import type { Db } from '../db';
import type { Storage } from '../storage/types';
import { encodePng } from './png';

const DAY = 86_400_000;

/** What a demo image links to: a kind of record (picked among the demo records) or a fixed target. */
type DemoLink = 'book' | 'magazine' | 'news' | 'video' | 'plan' | 'login' | { url: string } | null;

interface DemoBanner {
  title: string;
  layoutType: LayoutType;
  position: number;
  /** The window, in days from now; `to` null: no end. */
  from: number;
  to: number | null;
  enabled?: boolean;
  images: { link: DemoLink; altText: string }[];
}

/** Active banners on every screen, one scheduled, one ended and one disabled. */
export const demoBanners: DemoBanner[] = [
  {
    title: 'Spring reading festival',
    layoutType: 'home',
    position: 1,
    from: -7,
    to: 21,
    images: [
      { link: 'book', altText: 'A stack of new novels in spring colours' },
      { link: 'magazine', altText: 'The spring issue on a garden table' },
      { link: { url: 'https://example.com/spring-festival' }, altText: 'Festival programme and venues' },
    ],
  },
  {
    title: 'Join the Reading Club',
    layoutType: 'home',
    position: 2,
    from: -30,
    to: null,
    images: [
      { link: 'plan', altText: 'Unlimited reading with the Reading Club' },
      { link: 'login', altText: 'Sign in to pick up where you left off' },
    ],
  },
  {
    title: 'New releases this week',
    layoutType: 'books',
    position: 1,
    from: -3,
    to: 4,
    images: [
      { link: 'book', altText: 'This week’s most awaited thriller' },
      { link: 'book', altText: 'A debut novel everyone talks about' },
    ],
  },
  {
    title: 'Magazine of the month',
    layoutType: 'magazines',
    position: 1,
    from: -10,
    to: 20,
    images: [{ link: 'magazine', altText: 'This month’s cover story' }],
  },
  {
    title: 'Watch: behind the scenes',
    layoutType: 'news',
    position: 1,
    from: -2,
    to: 12,
    images: [
      { link: 'video', altText: 'A film crew in the printing hall' },
      { link: 'news', altText: 'The editors at work' },
    ],
  },
  {
    title: 'Summer sale preview',
    layoutType: 'home',
    position: 3,
    from: 5,
    to: 19,
    images: [{ link: { url: 'https://example.com/summer-sale' }, altText: 'Up to half off summer titles' }],
  },
  {
    title: 'Winter classics',
    layoutType: 'books',
    position: 2,
    from: -60,
    to: -3,
    images: [{ link: 'book', altText: 'Classics by the fireplace' }],
  },
  {
    title: 'Archive week',
    layoutType: 'magazines',
    position: 2,
    from: -5,
    to: 9,
    enabled: false,
    images: [{ link: null, altText: 'Old magazine covers side by side' }],
  },
];

export const bannerImageWidth = 1200;
export const bannerImageHeight = 400;

/**
 * A 1200×400 banner picture: a horizontal gradient between two colours, a light disc on the
 * right and, on the left, a dark panel with bars where a title, a line of text and a button would be.
 */
export function bannerPng(): Buffer {
  const [width, height] = [bannerImageWidth, bannerImageHeight];
  const [from, to] = [faker.color.rgb({ format: 'decimal' }), faker.color.rgb({ format: 'decimal' })];
  const titleEnd = faker.number.int({ min: 360, max: 480 });
  // A light disc on the right, where a picture of the product would sit.
  const [discX, discY, discR] = [faker.number.int({ min: 760, max: 1000 }), faker.number.int({ min: 140, max: 260 }), 150];
  const pixels = new Uint8Array(width * height * 3);
  const shape = (x: number, y: number): [number, number, number] | undefined => {
    if (x < 40 || x >= 540 || y < 60 || y >= 340) return undefined;
    if (y >= 110 && y < 150 && x >= 80 && x < titleEnd) return [250, 250, 250]; // title
    if (y >= 175 && y < 191 && x >= 80 && x < 420) return [200, 200, 200]; // text
    if (y >= 240 && y < 290 && x >= 80 && x < 260) return [255, 196, 0]; // button
    return [20, 20, 28]; // panel
  };
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const share = x / width;
      const colour = shape(x, y);
      const lit = (x - discX) ** 2 + (y - discY) ** 2 < discR * discR ? 0.3 : 0;
      for (let c = 0; c < 3; c++) {
        const gradient = from[c]! + (to[c]! - from[c]!) * share;
        const background = gradient + (255 - gradient) * lit;
        pixels[(y * width + x) * 3 + c] = Math.round(colour ? (colour[c]! * 3 + background) / 4 : background);
      }
    }
  }
  return encodePng({ width, height, channels: 3, pixels }, 3);
}

/** The ids of the enabled demo records a link of each kind can open. */
async function linkableIds(db: Db): Promise<Record<'book' | 'magazine' | 'news' | 'video' | 'plan', number[]>> {
  const ebooks = (type: number) =>
    db.selectFrom('ebooks').select('id').where('type', '=', type).where('status', '=', 'E').orderBy('id').execute();
  const entries = (contentType: 'news' | 'videos') =>
    db.selectFrom('feed_entries').select('id').where('content_type', '=', contentType).where('status', '=', 'E').orderBy('id').execute();
  const plans = db.selectFrom('subscriptions').select('id').where('status', '=', 'E').orderBy('id').execute();
  const [book, magazine, news, video, plan] = await Promise.all([ebooks(1), ebooks(2), entries('news'), entries('videos'), plans]);
  const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
  return { book: ids(book), magazine: ids(magazine), news: ids(news), video: ids(video), plan: ids(plan) };
}

const kindOf = {
  book: DeepLinkTarget.BOOK_DETAILS,
  magazine: DeepLinkTarget.MAGAZINE_DETAILS,
  news: DeepLinkTarget.NEWS_DETAILS,
  video: DeepLinkTarget.VIDEO_DETAILS,
  plan: DeepLinkTarget.SUBSCRIPTION_DETAILS,
} as const;

/**
 * The demo banners (demoBanners), their images linking to demo books, magazines, feed entries
 * and plans (a link to a kind with no record is left out). Without a storage the banners have
 * no images.
 */
export async function seedBanners(db: Db, { now, storage }: { now: Date; storage?: Storage }): Promise<void> {
  faker.seed(6008);
  const ids = await linkableIds(db);
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const created = at(-90);
  for (const demo of demoBanners) {
    const { id } = await db
      .insertInto('banners')
      .values({
        title: demo.title,
        layout_type: demo.layoutType,
        position: demo.position,
        start_at: at(demo.from),
        end_at: demo.to === null ? null : at(demo.to),
        status: demo.enabled === false ? 'D' : 'E',
        created_at: created,
        updated_at: created,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (!storage) continue;
    for (const [index, image] of demo.images.entries()) {
      const { link } = image;
      const recordIds = typeof link === 'string' && link !== 'login' ? ids[link] : undefined;
      const target =
        link === null || (recordIds && recordIds.length === 0)
          ? { kind: null, value: null }
          : link === 'login'
            ? { kind: DeepLinkTarget.LOGIN_SCREEN, value: null }
            : typeof link === 'object'
              ? { kind: DeepLinkTarget.URL, value: link.url }
              : { kind: kindOf[link], value: String(faker.helpers.arrayElement(recordIds!)) };
      const path = await storage.save('public/banners', 'png', Readable.from([bannerPng()]));
      await db
        .insertInto('banner_images')
        .values({
          banner_id: id,
          image_path: path,
          position: index + 1,
          target_kind: target.kind,
          target_value: target.value,
          alt_text: image.altText,
          created_at: created,
        })
        .execute();
    }
  }
}
