import { Readable } from 'node:stream';
import { faker } from '@faker-js/faker';
import type { Insertable } from 'kysely';
import { AlertButtonType, DeepLinkTarget } from '../../contract/enums';
import type { Db } from '../db';
import type { AlertsTable } from '../db/schema';
import type { Storage } from '../storage/types';
import { encodePng } from './png';

const DAY = 86_400_000;
const HOUR = 3_600_000;

type Link = { kind: number; value: string | null };

interface DemoAlert {
  title: string;
  message: string;
  buttonType: AlertButtonType;
  buttons?: [string] | [string, string];
  /** Where the first button leads; a record link falls back to the website when the catalog is empty. */
  link?: (targets: Targets) => Link;
  /** Start and end, in days from now (no end: null). */
  window: [number, number | null];
  status?: 'E' | 'D';
  withImage?: boolean;
}

interface Targets {
  magazine?: number;
  book?: number;
  video?: number;
  premiumPlan?: number;
}

const website = (path: string): Link => ({ kind: DeepLinkTarget.URL, value: `https://www.example.com/${path}` });
const record = (kind: number, id: number | undefined, fallback: string): Link =>
  id === undefined ? website(fallback) : { kind, value: String(id) };

/** Across the three button types: most running now, one scheduled, one ended, one disabled. */
const demoAlerts: DemoAlert[] = [
  {
    title: 'Scheduled maintenance tonight',
    message: 'The app will be unavailable for about 30 minutes from 2:00 UTC while we upgrade our servers. Downloaded books stay readable offline.',
    buttonType: AlertButtonType.NONE,
    window: [-1, 2],
  },
  {
    title: 'New magazine issue',
    message: 'The new issue is out: features, interviews and reviews from our editors. Start reading it today.',
    buttonType: AlertButtonType.ONE_BUTTON,
    buttons: ['Read now'],
    link: ({ magazine }) => record(DeepLinkTarget.MAGAZINE_DETAILS, magazine, 'magazines'),
    window: [-3, 11],
    withImage: true,
  },
  {
    title: 'Upgrade to Premium',
    message: 'Every book, magazine, news story and video in one plan. Try it free for 14 days and cancel any time.',
    buttonType: AlertButtonType.TWO_BUTTONS,
    buttons: ['Upgrade', 'Not now'],
    link: ({ premiumPlan }) => record(DeepLinkTarget.SUBSCRIPTION_DETAILS, premiumPlan, 'premium'),
    window: [-10, null],
    withImage: true,
  },
  {
    title: 'Summer reading festival',
    message: 'Join our online summer reading festival: author talks, reading challenges and prizes every week.',
    buttonType: AlertButtonType.ONE_BUTTON,
    buttons: ['Learn more'],
    link: () => website('summer-reading'),
    window: [5, 40],
  },
  {
    title: 'Sign in to sync your library',
    message: 'Sign in to keep your books, bookmarks and notes in sync on all your devices.',
    buttonType: AlertButtonType.TWO_BUTTONS,
    buttons: ['Sign in', 'Later'],
    link: () => ({ kind: DeepLinkTarget.LOGIN_SCREEN, value: null }),
    window: [-30, null],
  },
  {
    title: 'Book of the month',
    message: 'Our editors picked this month’s book for you. Read the first chapter free.',
    buttonType: AlertButtonType.ONE_BUTTON,
    buttons: ['Open the book'],
    link: ({ book }) => record(DeepLinkTarget.BOOK_DETAILS, book, 'books'),
    window: [-40, -10],
  },
  {
    title: 'Watch the author interview',
    message: 'A conversation about writing, research and the stories behind the bestsellers of the season.',
    buttonType: AlertButtonType.ONE_BUTTON,
    buttons: ['Watch'],
    link: ({ video }) => record(DeepLinkTarget.VIDEO_DETAILS, video, 'videos'),
    window: [-2, 5],
  },
  {
    title: 'Holiday sale',
    message: 'Books from 0.99 during the holidays. The sale is prepared but not switched on yet.',
    buttonType: AlertButtonType.NONE,
    window: [20, 35],
    status: 'D',
  },
];

/** A 600×300 banner-like picture: a horizontal gradient between two colours with a lighter band. */
function alertImage(): Buffer {
  const width = 600;
  const height = 300;
  const [from, to] = [faker.color.rgb({ format: 'decimal' }), faker.color.rgb({ format: 'decimal' })];
  const pixels = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    const band = y > height * 0.6 && y < height * 0.75 ? 40 : 0;
    for (let x = 0; x < width; x++) {
      const share = x / width;
      for (let c = 0; c < 3; c++) {
        pixels[(y * width + x) * 3 + c] = Math.min(255, Math.round(from[c]! + (to[c]! - from[c]!) * share) + band);
      }
    }
  }
  return encodePng({ width, height, channels: 3, pixels });
}

/** Records the demo alerts link to: a recent magazine, a book and a video, the premium plan. */
async function linkTargets(db: Db): Promise<Targets> {
  const ebook = async (type: number) =>
    (await db.selectFrom('ebooks').select('id').where('type', '=', type).where('status', '=', 'E').orderBy('id', 'desc').executeTakeFirst())?.id;
  const video = await db.selectFrom('feed_entries').select('id').where('content_type', '=', 'videos').orderBy('id', 'desc').executeTakeFirst();
  const plan = await db.selectFrom('subscriptions').select('id').where('name', 'like', 'Premium%').executeTakeFirst();
  return { book: await ebook(1), magazine: await ebook(2), video: video?.id, premiumPlan: plan?.id };
}

/**
 * Eight demo alerts (demoAlerts), from a fixed seed of their own; after the catalog and the feed,
 * which they link to. With a storage, two of them get a generated PNG image under `public/alerts/`.
 */
export async function seedAlerts(db: Db, { now, storage }: { now: Date; storage?: Storage }): Promise<void> {
  faker.seed(6008);
  const today = now.getTime();
  const targets = await linkTargets(db);
  const rows: Insertable<AlertsTable>[] = [];
  for (const alert of demoAlerts) {
    const [start, end] = alert.window;
    const link = alert.link?.(targets);
    const createdAt = today + Math.min(start, 0) * DAY - faker.number.int({ min: HOUR, max: 3 * DAY });
    const image = alert.withImage ? alertImage() : undefined;
    rows.push({
      title: alert.title,
      message: alert.message,
      button_type: alert.buttonType,
      button_label: alert.buttons?.[0] ?? null,
      second_button_label: alert.buttons?.[1] ?? null,
      target_kind: link?.kind ?? null,
      target_value: link?.value ?? null,
      start_at: new Date(today + start * DAY).toISOString(),
      end_at: end === null ? null : new Date(today + end * DAY).toISOString(),
      status: alert.status ?? 'E',
      image_path: image && storage ? await storage.save('public/alerts', 'png', Readable.from([image])) : null,
      created_at: new Date(createdAt).toISOString(),
      updated_at: new Date(createdAt).toISOString(),
    });
  }
  // In order of creation, so that ids grow with it as they would have.
  rows.sort((a, b) => (a.created_at < b.created_at ? -1 : 1));
  await db.insertInto('alerts').values(rows).execute();
}
