import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { Profile } from '../../contract/users';
import type { App } from '../../server/app';
import { decodedImage, tinyJpeg } from '../fixtures/images';
import { tinyPng } from '../fixtures/png';
import { bearer, createStaff, signIn, storageRoot, testApp } from './helpers';

function form(content: Buffer | string, filename: string, type = 'image/png', field = 'file'): FormData {
  const body = new FormData();
  body.append(field, new Blob([typeof content === 'string' ? content : new Uint8Array(content)], { type }), filename);
  return body;
}

const upload = (app: App, token: string | undefined, payload: FormData) =>
  app.inject({ method: 'POST', url: '/api/users/profile/avatar', headers: token ? bearer(token) : {}, payload });

const removeAvatar = (app: App, token: string) =>
  app.inject({ method: 'DELETE', url: '/api/users/profile/avatar', headers: bearer(token) });

async function signedIn(app: App) {
  const staff = await createStaff(app, { role: AdminRole.EDITOR });
  const record = await signIn(app, staff);
  return { ...staff, token: record.access_token };
}

/** Every stored file under the upload root (temporary files included), relative to it. */
async function storedFiles(app: App): Promise<string[]> {
  const entries = await fs.readdir(storageRoot(app), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(storageRoot(app), path.join(entry.parentPath, entry.name)));
}

const fileOf = (app: App, avatarUrl: string) => path.join(storageRoot(app), 'public', avatarUrl.replace(/^\/media\//, ''));

describe('POST /api/users/profile/avatar', () => {
  test('stores a PNG under a generated name, answers the profile, and serves it at its public URL', async () => {
    const app = await testApp();
    const editor = await signedIn(app);
    const png = tinyPng();

    const response = await upload(app, editor.token, form(png, '../../evil name.png'));

    expect(response.statusCode).toBe(200);
    const profile = response.json<Profile>();
    expect(profile).toMatchObject({ id: editor.id, email: editor.email, avatarUrl: expect.stringMatching(/^\/media\/avatars\/[0-9a-f-]{36}\.png$/) });
    expect(await storedFiles(app)).toEqual([path.join('public', 'avatars', path.basename(profile.avatarUrl!))]);

    const reread = await app.inject({ method: 'GET', url: `/api/users/profile/${editor.id}`, headers: bearer(editor.token) });
    expect(reread.json()).toMatchObject({ avatarUrl: profile.avatarUrl });

    // Public: no session needed (the mobile app shows images too).
    const served = await app.inject({ method: 'GET', url: profile.avatarUrl! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/^image\/png/);
    // Stored re-encoded (README "Upload checks"): the same picture, not the same bytes.
    expect(await decodedImage(served.rawPayload)).toEqual(await decodedImage(png));
  });

  test('decides the type by content: a JPEG named .png is stored as .jpg', async () => {
    const app = await testApp();
    const editor = await signedIn(app);
    const jpeg = await tinyJpeg();

    const response = await upload(app, editor.token, form(jpeg, 'photo.png'));

    expect(response.statusCode).toBe(200);
    expect(response.json<Profile>().avatarUrl).toMatch(/\.jpg$/);
  });

  test('refuses a text file named .png with 415 and stores nothing', async () => {
    const app = await testApp();
    const editor = await signedIn(app);

    const response = await upload(app, editor.token, form('just some text, not an image at all', 'notes.png'));

    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errorCode: 107, message: expect.any(String) });
    expect(await storedFiles(app)).toEqual([]);
    const reread = await app.inject({ method: 'GET', url: `/api/users/profile/${editor.id}`, headers: bearer(editor.token) });
    expect(reread.json()).toMatchObject({ avatarUrl: null });
  });

  test('refuses a file over uploadMaxImageBytes with 413, keeping the previous avatar and storing nothing new', async () => {
    const app = await testApp({ uploadMaxImageBytes: 200 });
    const editor = await signedIn(app);
    const first = (await upload(app, editor.token, form(tinyPng(), 'small.png'))).json<Profile>();
    const before = await storedFiles(app);

    // A PNG signature followed by more bytes than the cap allows.
    const big = Buffer.concat([tinyPng(64), Buffer.alloc(4000)]);
    const response = await upload(app, editor.token, form(big, 'big.png'));

    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: 106 });
    expect(await storedFiles(app)).toEqual(before);
    const reread = await app.inject({ method: 'GET', url: `/api/users/profile/${editor.id}`, headers: bearer(editor.token) });
    expect(reread.json()).toMatchObject({ avatarUrl: first.avatarUrl });
  });

  test('without a file: 400 with fieldErrors.file', async () => {
    const app = await testApp();
    const editor = await signedIn(app);

    const empty = new FormData();
    empty.append('name', 'no file here');
    const noFile = await upload(app, editor.token, empty);
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json()).toMatchObject({ errorCode: 100, fieldErrors: { file: expect.any(String) } });

    const json = await app.inject({ method: 'POST', url: '/api/users/profile/avatar', headers: bearer(editor.token), payload: {} });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ errorCode: 100, fieldErrors: { file: expect.any(String) } });

    const otherField = await upload(app, editor.token, form(tinyPng(), 'a.png', 'image/png', 'image'));
    expect(otherField.statusCode).toBe(400);
    expect(await storedFiles(app)).toEqual([]);
  });

  test('replacing the avatar deletes the previous file', async () => {
    const app = await testApp();
    const editor = await signedIn(app);

    const first = (await upload(app, editor.token, form(tinyPng(), 'one.png'))).json<Profile>();
    const second = (await upload(app, editor.token, form(tinyPng(2), 'two.png'))).json<Profile>();

    expect(second.avatarUrl).not.toBe(first.avatarUrl);
    await expect(fs.access(fileOf(app, first.avatarUrl!))).rejects.toThrow();
    await expect(fs.access(fileOf(app, second.avatarUrl!))).resolves.toBeUndefined();
    expect(await storedFiles(app)).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: first.avatarUrl! })).statusCode).toBe(404);
  });

  test('two uploads at once leave exactly the file the profile names', async () => {
    const app = await testApp();
    const editor = await signedIn(app);

    const answers = await Promise.all([1, 2, 3].map((size) => upload(app, editor.token, form(tinyPng(size), `${size}.png`))));

    expect(answers.map((answer) => answer.statusCode).every((status) => status === 200 || status === 409)).toBe(true);
    const final = (await app.inject({ method: 'GET', url: `/api/users/profile/${editor.id}`, headers: bearer(editor.token) })).json<Profile>();
    expect(await storedFiles(app)).toEqual([path.join('public', 'avatars', path.basename(final.avatarUrl!))]);
  });

  test('anonymous: 401 errorCode 113', async () => {
    const app = await testApp();

    const response = await upload(app, undefined, form(tinyPng(), 'a.png'));

    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ errorCode: 113 });
    expect(await storedFiles(app)).toEqual([]);
  });
});

describe('DELETE /api/users/profile/avatar', () => {
  test('removes the avatar and its file; again is harmless', async () => {
    const app = await testApp();
    const editor = await signedIn(app);
    const uploaded = (await upload(app, editor.token, form(tinyPng(), 'a.png'))).json<Profile>();

    const response = await removeAvatar(app, editor.token);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: editor.id, avatarUrl: null });
    expect(await storedFiles(app)).toEqual([]);
    expect((await app.inject({ method: 'GET', url: uploaded.avatarUrl! })).statusCode).toBe(404);
    expect((await removeAvatar(app, editor.token)).json()).toMatchObject({ avatarUrl: null });
  });

  test('anonymous: 401', async () => {
    const app = await testApp();
    const response = await app.inject({ method: 'DELETE', url: '/api/users/profile/avatar' });
    expect(response.statusCode).toBe(401);
  });
});

test('/media/ lists no directory', async () => {
  const app = await testApp();
  expect((await app.inject({ method: 'GET', url: '/media/' })).statusCode).toBe(404);
  expect((await app.inject({ method: 'GET', url: '/media/avatars/' })).statusCode).toBe(404);
});
