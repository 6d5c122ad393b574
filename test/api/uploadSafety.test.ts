import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, test } from 'vitest';
import type { Ebook } from '../../contract/ebooks';
import { AdminRole } from '../../contract/enums';
import type { FeedEntry } from '../../contract/feed';
import type { Profile } from '../../contract/users';
import type { App } from '../../server/app';
import type { Config } from '../../server/config';
import { epubArchiveProblem, epubLimits } from '../../server/lib/epub';
import { centralRecords, tinyEpub, tinyEpubEntries, zipArchive } from '../fixtures/epub';
import { decodedImage, gifPolyglot, pixelBombPng } from '../fixtures/images';
import { tinyPng } from '../fixtures/png';
import { createEbook, createFeedEntry } from './catalogFixtures';
import { bearer, createStaff, signIn, storageRoot, testApp } from './helpers';

/** Findings of issue 18, part 4: uploads were checked by their first bytes only. */

const html = '<html><body><script>alert(document.cookie)</script></body></html>';

function form(content: Buffer | string, filename: string, type = 'application/octet-stream'): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }), filename);
  return body;
}

async function setup(overrides: Partial<Config> = {}) {
  const app = await testApp(overrides);
  const staff = await createStaff(app, { role: AdminRole.ADMIN });
  const { access_token: token } = await signIn(app, staff);
  return { app, token };
}

type Setup = Awaited<ReturnType<typeof setup>>;

const post = (context: Setup, url: string, payload: FormData) =>
  context.app.inject({ method: 'POST', url, headers: bearer(context.token), payload });

const uploadAvatar = (context: Setup, payload: FormData) => post(context, '/api/users/profile/avatar', payload);

/** Every file under the upload root (temporary files included), relative to it. */
async function storedFiles(app: App): Promise<string[]> {
  const entries = await fs.readdir(storageRoot(app), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(storageRoot(app), path.join(entry.parentPath, entry.name)));
}

/** The stored file behind a public URL, and what `/media/` serves for it (the same bytes). */
async function stored(context: Setup, url: string): Promise<Buffer> {
  const file = await fs.readFile(path.join(storageRoot(context.app), 'public', url.replace(/^\/media\//, '')));
  const served = await context.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.rawPayload.equals(file)).toBe(true);
  return file;
}

describe('images are decoded and re-encoded, so only their pixels are stored', () => {
  test('a PNG followed by HTML: the stored avatar is the same picture, a PNG without the HTML', async () => {
    const context = await setup();
    const png = tinyPng(4);

    const response = await uploadAvatar(context, form(Buffer.concat([png, Buffer.from(html)]), 'me.png', 'image/png'));

    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<Profile>().avatarUrl!;
    expect(url).toMatch(/\.png$/);
    const file = await stored(context, url);
    expect(file.includes('<script')).toBe(false);
    expect(file.includes('<html')).toBe(false);
    expect(await decodedImage(file)).toEqual(await decodedImage(png));
  });

  test('a JPEG followed by HTML: stored as a JPEG of the same size, without the HTML', async () => {
    const context = await setup();
    const jpeg = await sharp({ create: { width: 16, height: 8, channels: 3, background: '#3366aa' } }).jpeg().toBuffer();

    const response = await uploadAvatar(context, form(Buffer.concat([jpeg, Buffer.from(html)]), 'me.jpg', 'image/jpeg'));

    expect(response.statusCode, response.body).toBe(200);
    const file = await stored(context, response.json<Profile>().avatarUrl!);
    expect(file.includes('<script')).toBe(false);
    expect(await decodedImage(file)).toMatchObject({ format: 'jpeg', width: 16, height: 8 });
  });

  test.each([
    ['a PNG signature', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), /not a valid PNG image/],
    ['a JPEG signature', Buffer.from([0xff, 0xd8, 0xff, 0xe0]), /not a valid JPEG image/],
    ['a GIF signature', Buffer.from('GIF89a', 'latin1'), /not a valid GIF image/],
  ])('%s followed by HTML only is not an image: 415, nothing stored, the avatar kept', async (_name, signature, message) => {
    const context = await setup();
    const first = (await uploadAvatar(context, form(tinyPng(), 'me.png'))).json<Profile>();
    const before = await storedFiles(context.app);

    const response = await uploadAvatar(context, form(Buffer.concat([signature, Buffer.from(html)]), 'page.png'));

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errorCode: 107, message: expect.stringMatching(message) });
    expect(await storedFiles(context.app)).toEqual(before);
    const profile = await context.app.inject({ method: 'GET', url: '/api/users/profile/' + first.id, headers: bearer(context.token) });
    expect(profile.json()).toMatchObject({ avatarUrl: first.avatarUrl });
  });

  test('a JPEG with EXIF (GPS position, camera, comment) is stored without any metadata, turned upright', async () => {
    const context = await setup();
    // 20 × 10 as stored, orientation 6: shown 10 wide and 20 high.
    const jpeg = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#cc3300' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: 'ExampleCam', Model: 'X1', ImageDescription: '<script>alert(1)</script>' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2958/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 17/1 4020/100' },
      })
      .withIccProfile('p3')
      .toBuffer();
    const original = await sharp(jpeg).metadata();
    expect(original.exif!.includes('ExampleCam')).toBe(true);
    expect(original.orientation).toBe(6);

    const response = await uploadAvatar(context, form(jpeg, 'holiday.jpg', 'image/jpeg'));

    expect(response.statusCode, response.body).toBe(200);
    const file = await stored(context, response.json<Profile>().avatarUrl!);
    const metadata = await sharp(file).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 10, height: 20, hasProfile: false });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.iptc).toBeUndefined();
    expect(file.includes('ExampleCam')).toBe(false);
    expect(file.includes('<script')).toBe(false);
    expect(file.includes('Exif')).toBe(false);
  });

  test('a PNG and a WebP with metadata are stored without it', async () => {
    const context = await setup();
    const picture = sharp({ create: { width: 6, height: 6, channels: 4, background: { r: 10, g: 200, b: 30, alpha: 0.5 } } });
    const exif = { IFD0: { Artist: 'Someone <script>x</script>' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 0/1' } };
    const png = await picture.clone().png().withExif(exif).toBuffer();
    const webp = await picture.clone().webp().withExif(exif).toBuffer();

    for (const [content, name, format] of [[png, 'a.png', 'png'], [webp, 'a.webp', 'webp']] as const) {
      expect((await sharp(content).metadata()).exif).toBeDefined();
      const response = await uploadAvatar(context, form(content, name));
      expect(response.statusCode, response.body).toBe(200);
      const file = await stored(context, response.json<Profile>().avatarUrl!);
      const metadata = await sharp(file).metadata();
      expect(metadata).toMatchObject({ format, width: 6, height: 6, hasAlpha: true });
      expect(metadata.exif).toBeUndefined();
      expect(file.includes('Someone')).toBe(false);
    }
  });

  test('a GIF that is also an HTML page, as an avatar and as a feed picture: stored as the same animation, without the HTML', async () => {
    const context = await setup();
    const polyglot = await gifPolyglot(html);
    expect(polyglot.includes('<script')).toBe(true);
    const expected = await decodedImage(polyglot);
    expect(expected).toMatchObject({ format: 'gif', width: 6, height: 4, pages: 3 });

    const entryId = await createFeedEntry(context.app, context.token, 'news', 'A picture');
    const avatar = await uploadAvatar(context, form(polyglot, 'funny.gif', 'image/gif'));
    const feed = await post(context, `/api/feed/${entryId}/image`, form(polyglot, 'funny.gif', 'image/gif'));

    expect(avatar.statusCode, avatar.body).toBe(200);
    expect(feed.statusCode, feed.body).toBe(200);
    for (const url of [avatar.json<Profile>().avatarUrl!, feed.json<FeedEntry>().imageUrl!]) {
      expect(url).toMatch(/\.gif$/);
      const file = await stored(context, url);
      expect(file.includes('<script')).toBe(false);
      expect(file.includes('<html')).toBe(false);
      expect(await decodedImage(file)).toEqual(expected);
      expect(await sharp(file, { animated: true }).metadata()).toMatchObject({ loop: 2, delay: [100, 200, 300] });
    }
  });

  test('an image larger than 4096 pixels on a side is scaled down to fit, keeping its proportions; a small one is not enlarged', async () => {
    const context = await setup();
    const ebookId = await createEbook(context.app, context.token, 1, 'A wide cover');
    const wide = await sharp({ create: { width: 6000, height: 300, channels: 3, background: '#224466' } }).png().toBuffer();

    const response = await post(context, `/api/ebooks/${ebookId}/cover-photo`, form(wide, 'wide.png'));

    expect(response.statusCode, response.body).toBe(200);
    const file = await stored(context, response.json<Ebook>().coverUrl!);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'png', width: 4096, height: 205 });

    const small = await post(context, `/api/ebooks/${ebookId}/cover-photo`, form(tinyPng(3), 'small.png'));
    expect(await sharp(await stored(context, small.json<Ebook>().coverUrl!)).metadata()).toMatchObject({ width: 3, height: 3 });
  });

  test('a decompression bomb (100,000 × 100,000 pixels in a few hundred bytes) is a 415, decided from its header', async () => {
    const context = await setup();
    const ebookId = await createEbook(context.app, context.token, 1, 'A bomb');
    const bomb = pixelBombPng();
    expect(bomb.length).toBeLessThan(1000);
    const started = Date.now();

    const cover = await post(context, `/api/ebooks/${ebookId}/cover-photo`, form(bomb, 'bomb.png'));
    const avatar = await uploadAvatar(context, form(bomb, 'bomb.png'));

    for (const response of [cover, avatar]) {
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        errorCode: 107,
        message: 'The image is too large: 100000 × 100000 pixels, 10,000,000,000 in all; at most 50,000,000 are allowed',
      });
    }
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await storedFiles(context.app)).toEqual([]);
  });

  test('UPLOAD_MAX_IMAGE_PIXELS bounds width × height, all frames of an animation counted', async () => {
    const context = await setup({ uploadMaxImagePixels: 60 });
    const polyglot = await gifPolyglot(html); // three frames of 6 × 4: 72 pixels

    expect((await uploadAvatar(context, form(tinyPng(7), 'a.png'))).statusCode).toBe(200); // 49 pixels
    const square = await uploadAvatar(context, form(tinyPng(8), 'b.png'));
    const animation = await uploadAvatar(context, form(polyglot, 'c.gif'));

    expect(square.statusCode).toBe(415);
    expect(square.json()).toMatchObject({ message: 'The image is too large: 8 × 8 pixels, 64 in all; at most 60 are allowed' });
    expect(animation.statusCode).toBe(415);
    expect(animation.json()).toMatchObject({ message: 'The image is too large: 6 × 4 pixels in 3 frames, 72 in all; at most 60 are allowed' });
  });
});

/** A zip with `copies` more central directory records that point at the data of the entry `name`. */
function withSharedData(zip: Buffer, name: string, copies: number): Buffer {
  const records = centralRecords(zip);
  const end = zip.length - 22;
  const directoryStart = records[0]!.offset;
  const source = records.find((record) => record.name === name)!;
  const next = records[records.indexOf(source) + 1]?.offset ?? end;
  const record = zip.subarray(source.offset, next);
  const extra = Array.from({ length: copies }, (_, index) => {
    const copyName = Buffer.from(`EPUB/copy-${String(index).padStart(4, '0')}.xhtml`);
    const copy = Buffer.concat([record.subarray(0, 46), copyName]);
    copy.writeUInt16LE(copyName.length, 28);
    return copy;
  });
  const directory = Buffer.concat([zip.subarray(directoryStart, end), ...extra]);
  const eocd = Buffer.from(zip.subarray(end));
  eocd.writeUInt16LE(records.length + copies, 8);
  eocd.writeUInt16LE(records.length + copies, 10);
  eocd.writeUInt32LE(directory.length, 12);
  return Buffer.concat([zip.subarray(0, directoryStart), directory, eocd]);
}

/** The zip with the central directory record of `name` changed by `change(record)`. */
function withRecord(zip: Buffer, name: string, change: (record: Buffer) => void): Buffer {
  const copy = Buffer.from(zip);
  const record = centralRecords(copy).find((entry) => entry.name === name)!;
  change(copy.subarray(record.offset, record.offset + 46));
  return copy;
}

describe('an e-pub is checked as a whole archive', () => {
  const container = (fullPath: string) =>
    `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">` +
    `<rootfiles><rootfile full-path="${fullPath}" media-type="application/oebps-package+xml"/></rootfiles></container>`;
  const entries = tinyEpubEntries();
  const without = (name: string) => entries.filter((entry) => entry.name !== name);
  const withEntry = (name: string, content = '<html/>') => zipArchive([...entries, { name, content, compress: true }]);
  const zeros = (bytes: number) => Buffer.alloc(bytes);

  test.each([
    ['with a "../evil" entry', () => withEntry('../evil.xhtml'), 'the entry "../evil.xhtml" has a ".." segment in its path'],
    ['with a ".." deeper in: EPUB/../../evil', () => withEntry('EPUB/../../evil'), 'the entry "EPUB/../../evil" has a ".." segment in its path'],
    ['with an absolute path', () => withEntry('/etc/cron.d/evil'), 'the entry "/etc/cron.d/evil" has an absolute path'],
    ['with a drive letter', () => withEntry('C:/Windows/evil.dll'), 'the entry "C:/Windows/evil.dll" has an absolute path'],
    ['with a backslash', () => withEntry('EPUB\\..\\evil'), 'the entry "EPUB\\\\..\\\\evil" has a backslash in its name'],
    ['with an entry twice', () => withEntry('EPUB/nav.xhtml'), 'the entry "EPUB/nav.xhtml" appears twice'],
    [
      'with more than 10,000 entries',
      () =>
        zipArchive([
          ...entries,
          ...Array.from({ length: 10_000 - entries.length + 1 }, (_, index) => ({ name: `EPUB/${index}.txt`, content: '' })),
        ]),
      'it has 10,001 entries; at most 10,000 are allowed',
    ],
    [
      'that is a zip bomb: an entry of 32 MiB compressed a thousand times',
      () => zipArchive([...entries, { name: 'EPUB/bomb.xhtml', content: zeros(32 * 1024 * 1024), compress: true }]),
      /^the entry "EPUB\/bomb.xhtml" expands [\d,]+ times, to 32 MiB; an entry over 1 MiB may expand at most 100 times$/,
    ],
    [
      'with entries that share their data',
      () => withSharedData(zipArchive([...entries, { name: 'EPUB/big.xhtml', content: zeros(200 * 1024) }]), 'EPUB/big.xhtml', 10),
      'its entries overlap',
    ],
    [
      'with an encrypted entry',
      () => withRecord(tinyEpub(), 'EPUB/chapter-1.xhtml', (record) => record.writeUInt16LE(record.readUInt16LE(8) | 1, 8)),
      'the entry "EPUB/chapter-1.xhtml" is encrypted',
    ],
    [
      'with an entry whose content does not match its CRC-32',
      () => withRecord(tinyEpub(), 'EPUB/chapter-1.xhtml', (record) => record.writeUInt32LE(record.readUInt32LE(16) ^ 1, 16)),
      'the entry "EPUB/chapter-1.xhtml" is damaged',
    ],
    [
      'with an entry that inflates to more than its directory says',
      () => withRecord(tinyEpub(), 'EPUB/chapter-1.xhtml', (record) => record.writeUInt32LE(record.readUInt32LE(24) - 10, 24)),
      'the entry "EPUB/chapter-1.xhtml" is damaged',
    ],
    [
      // Not where an entry starts: the entry cannot be read (where mimetype stands among readable
      // entries is a finding of the file's check, test/unit/epubChecks.test.ts).
      'whose directory puts mimetype where no entry starts',
      () => withRecord(tinyEpub(), 'mimetype', (record) => record.writeUInt32LE(1, 42)),
      'the entry "mimetype" is damaged',
    ],
  ])('an e-pub %s is refused with 415, nothing stored, the record unchanged', async (_name, build, reason) => {
    // Built before the app starts: building is synchronous, and would delay the app's event loop.
    const epub = build();
    const context = await setup();
    const ebookId = await createEbook(context.app, context.token, 1, 'A book');
    // Each starts as an e-pub: the first bytes alone accepted all of them.
    expect(epub.subarray(30, 58).toString('latin1')).toBe('mimetypeapplication/epub+zip');
    const started = Date.now();

    const response = await post(context, `/api/ebooks/${ebookId}/epub-file`, form(epub, 'book.epub', 'application/epub+zip'));

    expect(response.statusCode, response.body).toBe(415);
    const { message } = response.json<{ message: string }>();
    expect(response.json()).toMatchObject({ errorCode: 107 });
    expect(message.startsWith('The file is not an e-pub: ')).toBe(true);
    const problem = message.slice('The file is not an e-pub: '.length);
    if (typeof reason === 'string') expect(problem).toBe(reason);
    else expect(problem).toMatch(reason);
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await storedFiles(context.app)).toEqual([]);
    const ebook = await context.app.inject({ method: 'GET', url: `/api/ebooks/${ebookId}`, headers: bearer(context.token) });
    expect(ebook.json()).toMatchObject({ epubFile: null });
  });

  // Structure is a finding of the file's check (server/lib/epub.ts epubStructureFindings, its
  // assertions in test/unit/epubChecks.test.ts), not a refusal: the file is read and stored.
  test.each([
    ['without META-INF/container.xml', () => zipArchive(without('META-INF/container.xml'))],
    [
      'whose container.xml names no package document',
      () => zipArchive([...without('META-INF/container.xml'), { name: 'META-INF/container.xml', content: '<container/>' }]),
    ],
    [
      'whose package document is missing',
      () => zipArchive([...without('META-INF/container.xml'), { name: 'META-INF/container.xml', content: container('EPUB/book.opf') }]),
    ],
    ['whose mimetype is not the first entry', () => zipArchive([...entries.slice(1), entries[0]!])],
  ])('an e-pub %s is accepted (200) and stored as uploaded', async (_name, build) => {
    const epub = build();
    const context = await setup();
    const ebookId = await createEbook(context.app, context.token, 1, 'A book');

    const response = await post(context, `/api/ebooks/${ebookId}/epub-file`, form(epub, 'book.epub', 'application/epub+zip'));

    expect(response.statusCode, response.body).toBe(200);
    const download = await context.app.inject({ method: 'GET', url: `/api/ebooks/${ebookId}/epub-file`, headers: bearer(context.token) });
    expect(download.rawPayload.equals(epub)).toBe(true);
  });

  test('the total uncompressed size is at most 10 times UPLOAD_MAX_EPUB_BYTES', async () => {
    // Each entry under 1 MiB (no ratio limit), 700 KiB in all: more than 640 KiB.
    const a = { name: 'EPUB/a.xhtml', content: zeros(350 * 1024), compress: true };
    const big = zipArchive([...entries, a, { ...a, name: 'EPUB/b.xhtml' }]);
    const fits = zipArchive([...entries, a]);
    const context = await setup({ uploadMaxEpubBytes: 64 * 1024 });
    const ebookId = await createEbook(context.app, context.token, 1, 'A book');

    const refused = await post(context, `/api/ebooks/${ebookId}/epub-file`, form(big, 'big.epub'));
    const accepted = await post(context, `/api/ebooks/${ebookId}/epub-file`, form(fits, 'fits.epub'));

    expect(refused.statusCode).toBe(415);
    expect(refused.json()).toMatchObject({ errorCode: 107, message: 'The file is not an e-pub: it expands to more than 640 KiB, the most allowed' });
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  test('a valid e-pub is still accepted and stored byte for byte, with images and a deflated entry over 1 MiB', async () => {
    const text = Array.from({ length: 30_000 }, (_, index) => `<p>Paragraph ${index} of a long chapter, ${(index * 7919) % 10007}.</p>`).join('\n');
    const epub = zipArchive([
      ...entries,
      { name: 'EPUB/chapter-2.xhtml', content: text, compress: true },
      { name: 'EPUB/images/cover.png', content: tinyPng(16) },
    ]);
    const context = await setup();
    const ebookId = await createEbook(context.app, context.token, 1, 'A book');

    const response = await post(context, `/api/ebooks/${ebookId}/epub-file`, form(epub, 'long.epub', 'application/epub+zip'));

    expect(response.statusCode, response.body).toBe(200);
    const download = await context.app.inject({ method: 'GET', url: `/api/ebooks/${ebookId}/epub-file`, headers: bearer(context.token) });
    expect(download.rawPayload.equals(epub)).toBe(true);
  });

  test('the e-pubs of the demo data and the tests pass the whole-archive check', async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'epub-')), 'book.epub');
    try {
      await fs.writeFile(file, tinyEpub('Any title & more'));
      expect(await epubArchiveProblem(file, epubLimits(100 * 1024 * 1024))).toBeUndefined();
    } finally {
      await fs.rm(path.dirname(file), { recursive: true, force: true });
    }
  });

  test('a bomb is found from the central directory alone, before anything is inflated', async () => {
    // The finding's bomb, 2 MiB that expand to 2 GiB, would take seconds to build here: the
    // directory of a small entry claims its sizes instead, and nothing is inflated to refuse it.
    const small = zipArchive([...entries, { name: 'EPUB/bomb.xhtml', content: zeros(1024 * 1024), compress: true }]);
    const lying = withRecord(small, 'EPUB/bomb.xhtml', (record) => record.writeUInt32LE(2 ** 31, 24));
    const context = await setup({ uploadMaxEpubBytes: 4 * 1024 * 1024 });
    const ebookId = await createEbook(context.app, context.token, 1, 'A book');

    const response = await post(context, `/api/ebooks/${ebookId}/epub-file`, form(lying, 'bomb.epub'));

    expect(response.statusCode).toBe(415);
    expect(response.json<{ message: string }>().message).toMatch(
      /^The file is not an e-pub: the entry "EPUB\/bomb.xhtml" expands [\d,]+ times, to 2048 MiB/,
    );
  });
});
