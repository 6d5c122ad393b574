import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { type Alert, type AlertInput, alertInput } from '../../contract/alerts';
import { AdminRole, AlertButtonType, DeepLinkTarget } from '../../contract/enums';
import type { App } from '../../server/app';
import { seedAlerts } from '../../server/demo/alerts';
import { tinyPng } from '../fixtures/png';
import { bearer, createStaff, createTestApp, signIn, storageRoot, testApp } from './helpers';

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const noButtons = (overrides: Partial<AlertInput> = {}): AlertInput => ({
  title: 'Maintenance tonight',
  message: 'The app is unavailable for 30 minutes.',
  buttonType: AlertButtonType.NONE,
  startAt: inHours(-1),
  endAt: inHours(24),
  status: 'E',
  ...overrides,
});

const oneButtonToUrl = (overrides: Partial<AlertInput> = {}): AlertInput => ({
  ...noButtons(),
  title: 'Summer festival',
  buttonType: AlertButtonType.ONE_BUTTON,
  buttonLabel: 'Learn more',
  targetKind: DeepLinkTarget.URL,
  targetValue: 'https://www.example.com/summer',
  ...overrides,
});

async function signedIn(app: App, role: AdminRole = AdminRole.ADMIN) {
  const staff = await createStaff(app, { role });
  return (await signIn(app, staff)).access_token;
}

const create = (app: App, token: string, body: AlertInput | object) =>
  app.inject({ method: 'POST', url: '/api/ui/alert', headers: bearer(token), payload: body });

async function created(app: App, token: string, body: AlertInput): Promise<Alert> {
  const response = await create(app, token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Alert>();
}

async function newsEntry(app: App): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await app.db
    .insertInto('feed_entries')
    .values({
      title: 'News',
      body: '<p>x</p>',
      content_type: 'news',
      video_url: null,
      image_path: null,
      publish_at: now,
      status: 'E',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function plan(app: App): Promise<number> {
  const now = new Date().toISOString();
  const { id } = await app.db
    .insertInto('subscriptions')
    .values({
      name: 'Premium',
      description: null,
      price: 999,
      currency: 'USD',
      billing_period: 'MONTHLY',
      billing_days: null,
      trial_days: 0,
      status: 'E',
      ios_product_id: null,
      android_product_id: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

function form(content: Buffer | string, filename: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
  return body;
}

const uploadImage = (app: App, token: string, id: number, payload: FormData) =>
  app.inject({ method: 'PUT', url: `/api/ui/alert/${id}/image-upload`, headers: bearer(token), payload });

const fileOf = (app: App, imageUrl: string) => path.join(storageRoot(app), 'public', imageUrl.replace(/^\/media\//, ''));
const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

describe('writing an alert', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app);

  test('POST /api/ui/alert creates one without buttons (201), labels and link dropped; GET reads it back', async () => {
    const alert = await created(app, token, noButtons({ buttonLabel: 'Ignored', targetKind: DeepLinkTarget.URL, targetValue: 'https://x.example' }));

    expect(alert).toMatchObject({
      id: expect.any(Number),
      title: 'Maintenance tonight',
      buttonType: 1,
      buttonLabel: null,
      secondButtonLabel: null,
      targetKind: null,
      targetValue: null,
      status: 'E',
      active: true,
      imageUrl: null,
    });
    const read = await app.inject({ method: 'GET', url: `/api/ui/alert/${alert.id}`, headers: bearer(token) });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(alert);
  });

  test('one button to a URL; two buttons to a plan; the login screen keeps no value', async () => {
    const url = await created(app, token, oneButtonToUrl({ secondButtonLabel: 'Dropped' }));
    expect(url).toMatchObject({ buttonType: 2, buttonLabel: 'Learn more', secondButtonLabel: null, targetKind: 7, targetValue: 'https://www.example.com/summer' });

    const planId = await plan(app);
    const two = await created(
      app,
      token,
      oneButtonToUrl({ buttonType: AlertButtonType.TWO_BUTTONS, secondButtonLabel: 'Not now', targetKind: DeepLinkTarget.SUBSCRIPTION_DETAILS, targetValue: String(planId) }),
    );
    expect(two).toMatchObject({ buttonType: 3, buttonLabel: 'Learn more', secondButtonLabel: 'Not now', targetKind: 5, targetValue: String(planId) });

    const login = await created(app, token, oneButtonToUrl({ targetKind: DeepLinkTarget.LOGIN_SCREEN, targetValue: 'ignored' }));
    expect(login).toMatchObject({ targetKind: 6, targetValue: null });
  });

  test('active is reckoned now: scheduled, ended and disabled alerts are not active', async () => {
    expect((await created(app, token, noButtons({ startAt: inHours(5), endAt: null }))).active).toBe(false);
    expect((await created(app, token, noButtons({ startAt: inHours(-5), endAt: inHours(-1) }))).active).toBe(false);
    expect((await created(app, token, noButtons({ status: 'D' }))).active).toBe(false);
    expect((await created(app, token, noButtons({ endAt: null }))).active).toBe(true);
  });

  test('times are stored in UTC whatever offset they came with', async () => {
    const alert = await created(app, token, noButtons({ startAt: '2026-03-01T11:30:00+02:00', endAt: '' }));
    expect(alert).toMatchObject({ startAt: '2026-03-01T09:30:00.000Z', endAt: null });
  });

  test('PUT /api/ui/alert/{id} updates it', async () => {
    const alert = await created(app, token, oneButtonToUrl());
    const response = await app.inject({
      method: 'PUT',
      url: `/api/ui/alert/${alert.id}`,
      headers: bearer(token),
      payload: noButtons({ title: 'Renamed', status: 'D' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: alert.id, title: 'Renamed', status: 'D', buttonType: 1, buttonLabel: null, targetKind: null, createdAt: alert.createdAt });
  });

  test('an unknown id is a 404 for GET, PUT and DELETE', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/ui/alert/999999', headers: bearer(token), ...(method === 'PUT' ? { payload: noButtons() } : {}) });
      expect(response.statusCode, method).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 101 });
    }
  });

  test.each([
    ['an empty title', noButtons({ title: ' ' }), 'title'],
    ['an empty message', noButtons({ message: '' }), 'message'],
    ['an unknown button type', { ...noButtons(), buttonType: 4 }, 'buttonType'],
    ['one button without its label', oneButtonToUrl({ buttonLabel: ' ' }), 'buttonLabel'],
    ['one button without a link', oneButtonToUrl({ targetKind: null }), 'targetKind'],
    ['two buttons without the second label', oneButtonToUrl({ buttonType: AlertButtonType.TWO_BUTTONS }), 'secondButtonLabel'],
    ['a javascript: URL', oneButtonToUrl({ targetValue: 'javascript:alert(1)' }), 'targetValue'],
    ['a URL that is no URL', oneButtonToUrl({ targetValue: 'not a url' }), 'targetValue'],
    ['a record link without an id', oneButtonToUrl({ targetKind: DeepLinkTarget.BOOK_DETAILS, targetValue: '' }), 'targetValue'],
    ['a label over 40 characters', oneButtonToUrl({ buttonLabel: 'x'.repeat(41) }), 'buttonLabel'],
    ['an end before the start', noButtons({ startAt: inHours(2), endAt: inHours(1) }), 'endAt'],
    ['a start without offset', noButtons({ startAt: '2026-03-01 09:30' }), 'startAt'],
    ['an unknown status', { ...noButtons(), status: 'X' }, 'status'],
  ])('%s is a 400 naming the field', async (_name, body, field) => {
    const response = await create(app, token, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toMatchObject({ errorCode: 100, fieldErrors: { [field]: expect.any(String) } });
  });

  test('a link to a missing record, or to a record of another kind, is a 400 on targetValue', async () => {
    const news = await newsEntry(app);
    for (const [kind, value] of [
      [DeepLinkTarget.BOOK_DETAILS, '999999'],
      [DeepLinkTarget.VIDEO_DETAILS, String(news)],
    ] as const) {
      const response = await create(app, token, oneButtonToUrl({ targetKind: kind, targetValue: value }));
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json()).toMatchObject({ fieldErrors: { targetValue: expect.stringMatching(/^No (book|video) has the id/) } });
    }
    expect((await created(app, token, oneButtonToUrl({ targetKind: DeepLinkTarget.NEWS_DETAILS, targetValue: String(news) }))).targetValue).toBe(String(news));
  });

  test('a PUT with a link to a missing record is refused and changes nothing', async () => {
    const alert = await created(app, token, oneButtonToUrl());
    const response = await app.inject({
      method: 'PUT',
      url: `/api/ui/alert/${alert.id}`,
      headers: bearer(token),
      payload: oneButtonToUrl({ title: 'Changed', targetKind: DeepLinkTarget.SUBSCRIPTION_DETAILS, targetValue: '999999' }),
    });
    expect(response.statusCode).toBe(400);
    const read = await app.inject({ method: 'GET', url: `/api/ui/alert/${alert.id}`, headers: bearer(token) });
    expect(read.json()).toEqual(alert);
  });
});

describe('the list', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const token = await signedIn(app);
  const [banana, apple, cherry, durian] = [
    await created(app, token, noButtons({ title: 'banana', startAt: inHours(-3) })),
    await created(app, token, oneButtonToUrl({ title: 'Apple', startAt: inHours(-1) })),
    await created(app, token, oneButtonToUrl({ title: 'cherry', message: 'Orchards in bloom', startAt: inHours(-4), status: 'D' })),
    await created(app, token, oneButtonToUrl({ title: 'Durian', buttonType: AlertButtonType.TWO_BUTTONS, secondButtonLabel: 'Later', startAt: inHours(-2) })),
  ].map((alert) => alert.id);
  const list = (body: object) => app.inject({ method: 'POST', url: '/api/ui/alert/list', headers: bearer(token), payload: body });
  async function ids(body: object) {
    const response = await list(body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ content: Alert[] }>().content.map((alert) => alert.id);
  }

  test('by default: the latest start first, as a page', async () => {
    const response = await list({});
    expect(response.json()).toMatchObject({ totalElements: 4, page: 0, size: 20 });
    expect(await ids({})).toEqual([apple, durian, banana, cherry]);
  });

  test.each([
    [{ buttonType: 0 }, () => [apple, durian, banana, cherry]],
    [{ buttonType: 1 }, () => [banana]],
    [{ buttonType: 2 }, () => [apple, cherry]],
    [{ buttonType: 3 }, () => [durian]],
    [{ status: 'D' }, () => [cherry]],
    [{ q: 'ORCHARD' }, () => [cherry]],
    [{ q: 'an' }, () => [durian, banana]],
    [{ buttonType: 2, status: 'E' }, () => [apple]],
  ])('filter %j', async (filter, expected) => {
    expect(await ids(filter)).toEqual(expected());
  });

  test('sorts by title ignoring case, by createdAt, and pages', async () => {
    expect(await ids({ paginationRequest: { sortBy: 'title' } })).toEqual([apple, banana, cherry, durian]);
    expect(await ids({ paginationRequest: { sortBy: 'createdAt', sortDirection: 'DESC' } })).toEqual([durian, cherry, apple, banana]);
    const second = await list({ paginationRequest: { page: 1, size: 3, sortBy: 'startAt', sortDirection: 'ASC' } });
    expect(second.json()).toMatchObject({ totalElements: 4, page: 1, size: 3 });
    expect(second.json<{ content: Alert[] }>().content.map((alert) => alert.id)).toEqual([apple]);
  });

  test('an unknown sort field or button type is a 400', async () => {
    const sort = await list({ paginationRequest: { sortBy: 'message' } });
    expect(sort.statusCode).toBe(400);
    expect(sort.json()).toMatchObject({ fieldErrors: { 'paginationRequest.sortBy': expect.any(String) } });
    const type = await list({ buttonType: 9 });
    expect(type.statusCode).toBe(400);
    expect(type.json()).toMatchObject({ fieldErrors: { buttonType: expect.any(String) } });
  });
});

describe('the image', () => {
  test('upload stores it under public/alerts/ and serves it; a second replaces the first; image-delete removes it', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const alert = await created(app, token, oneButtonToUrl());

    const first = await uploadImage(app, token, alert.id, form(tinyPng(), '../../name.png'));
    expect(first.statusCode, first.body).toBe(200);
    const firstUrl = first.json<Alert>().imageUrl!;
    expect(firstUrl).toMatch(/^\/media\/alerts\/[0-9a-f-]{36}\.png$/);
    expect(first.json()).toMatchObject({ id: alert.id, title: alert.title, buttonLabel: 'Learn more' });
    const served = await app.inject({ method: 'GET', url: firstUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');

    const second = await uploadImage(app, token, alert.id, form(tinyPng(2), 'other.png'));
    expect(second.statusCode).toBe(200);
    const secondUrl = second.json<Alert>().imageUrl!;
    expect(secondUrl).not.toBe(firstUrl);
    expect(await exists(fileOf(app, firstUrl))).toBe(false);
    expect(await exists(fileOf(app, secondUrl))).toBe(true);
    expect((await app.inject({ method: 'GET', url: firstUrl })).statusCode).toBe(404);

    const removed = await app.inject({ method: 'PUT', url: `/api/ui/alert/${alert.id}/image-delete`, headers: bearer(token), payload: {} });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ id: alert.id, imageUrl: null });
    expect(await exists(fileOf(app, secondUrl))).toBe(false);

    // No body at all is accepted too, and removing nothing changes nothing.
    const again = await app.inject({ method: 'PUT', url: `/api/ui/alert/${alert.id}/image-delete`, headers: bearer(token) });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ imageUrl: null });
  });

  test('a text file or a GIF is a 415 and leaves the alert and its image as they were; a missing alert is a 404', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const alert = await created(app, token, noButtons());
    const withImage = (await uploadImage(app, token, alert.id, form(tinyPng(), 'a.png'))).json<Alert>();

    const text = await uploadImage(app, token, alert.id, form('not an image at all', 'fake.png'));
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ errorCode: 107 });
    const gif = await uploadImage(app, token, alert.id, form(Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'a.gif'));
    expect(gif.statusCode).toBe(415);
    const read = await app.inject({ method: 'GET', url: `/api/ui/alert/${alert.id}`, headers: bearer(token) });
    expect(read.json()).toEqual(withImage);
    expect(await exists(fileOf(app, withImage.imageUrl!))).toBe(true);

    const nobody = await uploadImage(app, token, 999999, form(tinyPng(), 'a.png'));
    expect(nobody.statusCode).toBe(404);
    const files = await fs.readdir(path.join(storageRoot(app), 'public'), { recursive: true, withFileTypes: true });
    expect(files.filter((file) => file.isFile())).toHaveLength(1);
  });

  test('no file is a 400 on file', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const alert = await created(app, token, noButtons());
    const body = new FormData();
    body.append('other', 'x');
    const response = await uploadImage(app, token, alert.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ fieldErrors: { file: expect.any(String) } });
  });

  test('deleting the alert answers 204 and removes its image file', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    const alert = await created(app, token, noButtons());
    const image = fileOf(app, (await uploadImage(app, token, alert.id, form(tinyPng(), 'a.png'))).json<Alert>().imageUrl!);
    expect(await exists(image)).toBe(true);

    const response = await app.inject({ method: 'DELETE', url: `/api/ui/alert/${alert.id}`, headers: bearer(token) });

    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await app.inject({ method: 'GET', url: `/api/ui/alert/${alert.id}`, headers: bearer(token) })).statusCode).toBe(404);
    expect(await exists(image)).toBe(false);
  });
});

describe('who may call it', async () => {
  const { app, close } = await createTestApp();
  afterAll(close);
  const calls = [
    { method: 'POST', url: '/api/ui/alert', payload: noButtons() },
    { method: 'POST', url: '/api/ui/alert/list', payload: {} },
    { method: 'GET', url: '/api/ui/alert/1' },
    { method: 'PUT', url: '/api/ui/alert/1', payload: noButtons() },
    { method: 'DELETE', url: '/api/ui/alert/1' },
    { method: 'PUT', url: '/api/ui/alert/1/image-delete', payload: {} },
  ] as const;

  test.each([AdminRole.SUPER_ADMIN, AdminRole.ADMIN, AdminRole.EDITOR])('role %i may create, list and delete', async (role) => {
    const token = await signedIn(app, role);
    // An editor's alert is a draft (disabled) until an admin publishes it.
    const alert = await created(app, token, oneButtonToUrl({ status: role === AdminRole.EDITOR ? 'D' : 'E' }));
    const list = await app.inject({ method: 'POST', url: '/api/ui/alert/list', headers: bearer(token), payload: {} });
    expect(list.statusCode).toBe(200);
    const removed = await app.inject({ method: 'DELETE', url: `/api/ui/alert/${alert.id}`, headers: bearer(token) });
    expect(removed.statusCode).toBe(204);
  });

  test('without a token: 401 (113) on every endpoint', async () => {
    for (const call of calls) {
      const response = await app.inject(call);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(response.json()).toMatchObject({ errorCode: 113 });
    }
  });
});

describe('the demo alerts', () => {
  test('cover the three button types and every state, two with a served image, each valid as input', async () => {
    const app = await testApp();
    const token = await signedIn(app);
    await seedAlerts(app.db, { now: new Date(), storage: app.storage });

    const response = await app.inject({ method: 'POST', url: '/api/ui/alert/list', headers: bearer(token), payload: {} });
    const alerts = response.json<{ content: Alert[] }>().content;
    expect(new Set(alerts.map((alert) => alert.buttonType))).toEqual(new Set([1, 2, 3]));
    const now = Date.now();
    expect(alerts.filter((alert) => alert.active).length).toBeGreaterThanOrEqual(3);
    expect(alerts.some((alert) => alert.status === 'E' && Date.parse(alert.startAt) > now)).toBe(true);
    expect(alerts.some((alert) => alert.endAt !== null && Date.parse(alert.endAt) < now)).toBe(true);
    expect(alerts.some((alert) => alert.status === 'D')).toBe(true);
    const images = alerts.flatMap((alert) => (alert.imageUrl ? [alert.imageUrl] : []));
    expect(images).toHaveLength(2);
    for (const url of images) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200);
    for (const alert of alerts) expect(alertInput.safeParse(alert).success, alert.title).toBe(true);
  });
});
