import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Alert, AlertInput } from '../../contract/alerts';
import type { Banner, BannerImage, BannerInput } from '../../contract/banners';
import { AdminRole, AlertButtonType, DeepLinkTarget } from '../../contract/enums';
import { ErrorCode } from '../../contract/errorCodes';
import type { App } from '../../server/app';
import { tinyPng } from '../fixtures/png';
import { allAuditEntries, entriesOf, lastEntryOf } from './auditHelpers';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/** The banners' and alerts' audit entries and versions (issue 20): every change logged, no lost update. */

const HOUR = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
/** One window for every record, so that a save with the same input changes nothing else. */
const openWindow = { startAt: inHours(-1), endAt: inHours(24) };

let app: App;
let close: () => Promise<void>;
let admin: { id: number; email: string; token: string };

beforeAll(async () => {
  ({ app, close } = await createTestApp());
  const staff = await createStaff(app, { role: AdminRole.ADMIN, name: 'Ada Admin' });
  admin = { ...staff, token: (await signIn(app, staff)).access_token };
});
afterAll(() => close());

type Headers = Record<string, string>;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object | FormData, headers: Headers = {}) =>
  app.inject({ method, url, headers: { ...bearer(admin.token), ...headers }, ...(payload && { payload }) });

function form(content: Buffer | string, filename: string): FormData {
  const body = new FormData();
  body.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), filename);
  return body;
}

const fieldsOf = (entry: { changes: { field: string }[] }) => entry.changes.map((change) => change.field).sort();

describe('banners', () => {
  const bannerInput = (overrides: Partial<BannerInput> = {}): BannerInput => ({
    title: 'Spring reading',
    layoutType: 'home',
    position: 1,
    ...openWindow,
    status: 'E',
    ...overrides,
  });

  async function createBanner(overrides: Partial<BannerInput> = {}): Promise<Banner> {
    const response = await call('POST', '/api/ui/banners', bannerInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Banner>();
  }

  const getBanner = (id: number) => call('GET', `/api/ui/banners/${id}`);
  const putBanner = (id: number, payload: BannerInput, headers?: Headers) => call('PUT', `/api/ui/banners/${id}`, payload, headers);
  const deleteBanner = (id: number, headers?: Headers) => call('DELETE', `/api/ui/banners/${id}`, undefined, headers);
  const uploadImage = (id: number, payload: FormData) => call('POST', `/api/ui/banners/${id}/images-upload`, payload);

  async function uploaded(id: number, filename = 'slide.png'): Promise<BannerImage> {
    const response = await uploadImage(id, form(tinyPng(), filename));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<BannerImage>();
  }

  test('a creation, an update and a deletion each record the admin, the title and the fields, never the images', async () => {
    const banner = await createBanner({ title: 'Logged banner' });
    const creation = await lastEntryOf(app, 'ui/banners', banner.id);
    expect(creation).toMatchObject({
      action: 'create',
      resource: 'ui/banners',
      label: 'Logged banner',
      actor: { id: admin.id, name: 'Ada Admin', email: admin.email, role: AdminRole.ADMIN },
    });
    expect(creation.changes).toContainEqual({ field: 'layoutType', from: null, to: 'home' });
    expect(fieldsOf(creation)).not.toContain('images');
    expect(fieldsOf(creation)).not.toContain('active');

    expect((await putBanner(banner.id, bannerInput({ title: 'Renamed banner', position: 3 }))).statusCode).toBe(200);
    const update = await lastEntryOf(app, 'ui/banners', banner.id);
    expect(update).toMatchObject({ action: 'update', label: 'Renamed banner' });
    expect(update.changes).toEqual([
      { field: 'title', from: 'Logged banner', to: 'Renamed banner' },
      { field: 'position', from: 1, to: 3 },
    ]);

    await uploaded(banner.id);
    expect((await deleteBanner(banner.id)).statusCode).toBe(204);
    const deletion = await lastEntryOf(app, 'ui/banners', banner.id);
    expect(deletion).toMatchObject({ action: 'delete', label: 'Renamed banner' });
    expect(deletion.changes).toContainEqual({ field: 'title', from: 'Renamed banner', to: null });
    expect(fieldsOf(deletion)).not.toContain('images');
  });

  test('an image upload, new details and a removal each record an entry of the banner naming the image', async () => {
    const banner = await createBanner();
    const png = tinyPng();
    const first = await uploaded(banner.id);
    const upload = await uploadImage(banner.id, form(png, 'second slide.png'));
    expect(upload.statusCode, upload.body).toBe(201);
    const second = upload.json<BannerImage>();
    const added = await lastEntryOf(app, 'ui/banners', banner.id);
    expect(added).toMatchObject({ action: 'uploadFile', label: 'Spring reading', details: { imageId: second.id } });
    expect(added.changes).toEqual([{ field: 'image', from: null, to: { name: 'second slide.png', size: png.length } }]);

    const details = await call('PUT', `/api/ui/banners/images/${second.id}/details/update`, {
      position: 1,
      targetKind: DeepLinkTarget.URL,
      targetValue: 'https://www.example.com/spring',
      altText: 'Spring books',
    });
    expect(details.statusCode, details.body).toBe(200);
    const moved = await lastEntryOf(app, 'ui/banners', banner.id);
    expect(moved).toMatchObject({ action: 'update', label: 'Spring reading', details: { imageId: second.id } });
    expect(moved.changes).toEqual([
      { field: 'image.position', from: 2, to: 1 },
      { field: 'image.targetKind', from: null, to: DeepLinkTarget.URL },
      { field: 'image.targetValue', from: null, to: 'https://www.example.com/spring' },
      { field: 'image.altText', from: '', to: 'Spring books' },
    ]);

    expect((await call('PUT', `/api/ui/banners/${first.id}/images-delete`)).statusCode).toBe(204);
    const removed = await lastEntryOf(app, 'ui/banners', banner.id);
    expect(removed).toMatchObject({ action: 'removeFile', label: 'Spring reading', details: { imageId: first.id } });
    expect(removed.changes).toEqual([{ field: 'image', from: { name: first.imageUrl.split('/').pop(), size: null }, to: null }]);
  });

  test('a refused change (400, 404, a 415 upload, a full banner) leaves no entry', async () => {
    const banner = await createBanner();
    const image = await uploaded(banner.id);
    const before = (await allAuditEntries(app)).length;
    expect((await putBanner(banner.id, bannerInput({ endAt: inHours(-2) }))).statusCode).toBe(400);
    expect((await putBanner(2_000_000, bannerInput())).statusCode).toBe(404);
    expect((await deleteBanner(2_000_000)).statusCode).toBe(404);
    expect((await uploadImage(banner.id, form('not an image', 'slide.png'))).statusCode).toBe(415);
    const badTarget = await call('PUT', `/api/ui/banners/images/${image.id}/details/update`, {
      position: 1,
      targetKind: DeepLinkTarget.BOOK_DETAILS,
      targetValue: '2000000',
    });
    expect(badTarget.statusCode).toBe(400);
    expect((await allAuditEntries(app)).length).toBe(before);
  });

  test('GET answers a strong ETag, which an image upload changes; a stale If-Match is a 412 for update and delete', async () => {
    const banner = await createBanner();
    const loaded = (await getBanner(banner.id)).headers.etag as string;
    expect(loaded).toMatch(/^"[\w-]{27}"$/);
    await uploaded(banner.id);
    const current = (await getBanner(banner.id)).headers.etag as string;
    expect(current).not.toBe(loaded);
    const entriesBefore = (await entriesOf(app, 'ui/banners', banner.id)).length;

    const staleUpdate = await putBanner(banner.id, bannerInput({ title: 'Lost update' }), { 'if-match': loaded });
    expect(staleUpdate.statusCode).toBe(412);
    expect(staleUpdate.json()).toMatchObject({
      errorCode: ErrorCode.STALE_RECORD,
      current: { id: banner.id, title: 'Spring reading', images: [{ position: 1 }] },
      lastChange: { action: 'uploadFile', actor: { id: admin.id } },
    });
    expect(staleUpdate.headers.etag).toBe(current);
    const staleDelete = await deleteBanner(banner.id, { 'if-match': loaded });
    expect(staleDelete.statusCode).toBe(412);
    expect(staleDelete.json().current).toMatchObject({ id: banner.id });
    expect((await getBanner(banner.id)).json<Banner>()).toMatchObject({ title: 'Spring reading', images: [{}] });
    expect((await entriesOf(app, 'ui/banners', banner.id)).length).toBe(entriesBefore);

    const saved = await putBanner(banner.id, bannerInput({ title: 'Current' }), { 'if-match': current });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.headers.etag).toBe((await getBanner(banner.id)).headers.etag);
    expect((await deleteBanner(banner.id, { 'if-match': saved.headers.etag as string })).statusCode).toBe(204);
  });

  test('without If-Match, update and delete are made as before', async () => {
    const banner = await createBanner();
    expect((await putBanner(banner.id, bannerInput({ title: 'No header' }))).statusCode).toBe(200);
    expect((await deleteBanner(banner.id)).statusCode).toBe(204);
  });
});

describe('alerts', () => {
  const alertInput = (overrides: Partial<AlertInput> = {}): AlertInput => ({
    title: 'Maintenance tonight',
    message: 'The app is unavailable for 30 minutes.',
    buttonType: AlertButtonType.NONE,
    ...openWindow,
    status: 'E',
    ...overrides,
  });

  async function createAlert(overrides: Partial<AlertInput> = {}): Promise<Alert> {
    const response = await call('POST', '/api/ui/alert', alertInput(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Alert>();
  }

  const getAlert = (id: number) => call('GET', `/api/ui/alert/${id}`);
  const putAlert = (id: number, payload: AlertInput, headers?: Headers) => call('PUT', `/api/ui/alert/${id}`, payload, headers);
  const deleteAlert = (id: number, headers?: Headers) => call('DELETE', `/api/ui/alert/${id}`, undefined, headers);
  const uploadImage = (id: number, payload: FormData) => call('PUT', `/api/ui/alert/${id}/image-upload`, payload);
  const removeImage = (id: number) => call('PUT', `/api/ui/alert/${id}/image-delete`, {});

  test('a creation, an update and a deletion each record the admin, the title and the fields changed', async () => {
    const alert = await createAlert({ title: 'Logged alert' });
    const creation = await lastEntryOf(app, 'ui/alerts', alert.id);
    expect(creation).toMatchObject({
      action: 'create',
      resource: 'ui/alerts',
      label: 'Logged alert',
      actor: { id: admin.id, name: 'Ada Admin', email: admin.email, role: AdminRole.ADMIN },
    });
    expect(creation.changes).toContainEqual({ field: 'message', from: null, to: 'The app is unavailable for 30 minutes.' });
    expect(fieldsOf(creation)).not.toContain('imageUrl');
    expect(fieldsOf(creation)).not.toContain('active');

    const update = await putAlert(
      alert.id,
      alertInput({
        title: 'Festival',
        buttonType: AlertButtonType.ONE_BUTTON,
        buttonLabel: 'Learn more',
        targetKind: DeepLinkTarget.URL,
        targetValue: 'https://www.example.com/festival',
      }),
    );
    expect(update.statusCode, update.body).toBe(200);
    const updated = await lastEntryOf(app, 'ui/alerts', alert.id);
    expect(updated).toMatchObject({ action: 'update', label: 'Festival' });
    expect(updated.changes).toEqual([
      { field: 'title', from: 'Logged alert', to: 'Festival' },
      { field: 'buttonType', from: AlertButtonType.NONE, to: AlertButtonType.ONE_BUTTON },
      { field: 'buttonLabel', from: null, to: 'Learn more' },
      { field: 'targetKind', from: null, to: DeepLinkTarget.URL },
      { field: 'targetValue', from: null, to: 'https://www.example.com/festival' },
    ]);

    expect((await deleteAlert(alert.id)).statusCode).toBe(204);
    const deletion = await lastEntryOf(app, 'ui/alerts', alert.id);
    expect(deletion).toMatchObject({ action: 'delete', label: 'Festival' });
    expect(deletion.changes).toContainEqual({ field: 'title', from: 'Festival', to: null });
  });

  test('an image upload and its removal record the file by name and size; removing no image records nothing', async () => {
    const alert = await createAlert();
    const png = tinyPng();
    expect((await uploadImage(alert.id, form(png, 'maintenance.png'))).statusCode).toBe(200);
    const added = await lastEntryOf(app, 'ui/alerts', alert.id);
    expect(added).toMatchObject({ action: 'uploadFile', label: 'Maintenance tonight' });
    expect(added.changes).toEqual([{ field: 'image', from: null, to: { name: 'maintenance.png', size: png.length } }]);

    const storedName = (await getAlert(alert.id)).json<Alert>().imageUrl!.split('/').pop();
    expect((await removeImage(alert.id)).statusCode).toBe(200);
    const removed = await lastEntryOf(app, 'ui/alerts', alert.id);
    expect(removed).toMatchObject({ action: 'removeFile', label: 'Maintenance tonight' });
    expect(removed.changes).toEqual([{ field: 'image', from: { name: storedName, size: null }, to: null }]);

    const entries = (await entriesOf(app, 'ui/alerts', alert.id)).length;
    expect((await removeImage(alert.id)).statusCode).toBe(200);
    expect((await entriesOf(app, 'ui/alerts', alert.id)).length).toBe(entries);
  });

  test('a refused change (400, 404, a 415 upload) leaves no entry', async () => {
    const alert = await createAlert();
    const before = (await allAuditEntries(app)).length;
    expect((await putAlert(alert.id, alertInput({ buttonType: AlertButtonType.ONE_BUTTON }))).statusCode).toBe(400);
    const missingTarget = alertInput({
      buttonType: AlertButtonType.ONE_BUTTON,
      buttonLabel: 'Read',
      targetKind: DeepLinkTarget.BOOK_DETAILS,
      targetValue: '2000000',
    });
    expect((await putAlert(alert.id, missingTarget)).statusCode).toBe(400);
    expect((await putAlert(2_000_000, alertInput())).statusCode).toBe(404);
    expect((await deleteAlert(2_000_000)).statusCode).toBe(404);
    expect((await uploadImage(alert.id, form('not an image', 'alert.png'))).statusCode).toBe(415);
    expect((await allAuditEntries(app)).length).toBe(before);
  });

  test('two saves from one version at the same moment: one is stored, the other is a 412 (no lost update)', async () => {
    const alert = await createAlert();
    const loaded = { 'if-match': (await getAlert(alert.id)).headers.etag as string };
    const answers = await Promise.all(['First', 'Second', 'Third'].map((title) => putAlert(alert.id, alertInput({ title }), loaded)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 412, 412]);
    const stored = answers.find((answer) => answer.statusCode === 200)!.json<Alert>().title;
    expect((await getAlert(alert.id)).json<Alert>().title).toBe(stored);
    expect((await entriesOf(app, 'ui/alerts', alert.id)).map((entry) => entry.action)).toEqual(['update', 'create']);
  });

  test('GET and an image upload answer the strong ETag; a stale If-Match is a 412 for update and delete', async () => {
    const alert = await createAlert();
    const loaded = (await getAlert(alert.id)).headers.etag as string;
    expect(loaded).toMatch(/^"[\w-]{27}"$/);
    const upload = await uploadImage(alert.id, form(tinyPng(), 'alert.png'));
    const current = upload.headers.etag as string;
    expect(current).toBe((await getAlert(alert.id)).headers.etag);
    expect(current).not.toBe(loaded);
    const entriesBefore = (await entriesOf(app, 'ui/alerts', alert.id)).length;

    const staleUpdate = await putAlert(alert.id, alertInput({ title: 'Lost update' }), { 'if-match': loaded });
    expect(staleUpdate.statusCode).toBe(412);
    expect(staleUpdate.json()).toMatchObject({
      errorCode: ErrorCode.STALE_RECORD,
      current: { id: alert.id, title: 'Maintenance tonight', imageUrl: expect.stringMatching(/^\/media\/alerts\//) },
      lastChange: { action: 'uploadFile', actor: { id: admin.id } },
    });
    expect(staleUpdate.headers.etag).toBe(current);
    const staleDelete = await deleteAlert(alert.id, { 'if-match': loaded });
    expect(staleDelete.statusCode).toBe(412);
    expect(staleDelete.json().current).toMatchObject({ id: alert.id });
    expect((await getAlert(alert.id)).json<Alert>().title).toBe('Maintenance tonight');
    expect((await entriesOf(app, 'ui/alerts', alert.id)).length).toBe(entriesBefore);

    const saved = await putAlert(alert.id, alertInput({ title: 'Current' }), { 'if-match': current });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await deleteAlert(alert.id, { 'if-match': saved.headers.etag as string })).statusCode).toBe(204);
  });

  test('without If-Match, update and delete are made as before', async () => {
    const alert = await createAlert();
    expect((await putAlert(alert.id, alertInput({ title: 'No header' }))).statusCode).toBe(200);
    expect((await deleteAlert(alert.id)).statusCode).toBe(204);
  });
});
