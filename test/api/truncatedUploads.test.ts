import fs from 'node:fs/promises';
import { expect, test } from 'vitest';
import { AdminRole } from '../../contract/enums';
import type { App } from '../../server/app';
import { tinyPng } from '../fixtures/png';
import { bearer, createStaff, signIn, storageRoot, testApp } from './helpers';

const boundary = '----console-test-boundary';

/** A whole multipart body carrying `content` in the field `file`, and where the file's bytes begin. */
function multipartBody(content: Buffer): { body: Buffer; fileStart: number } {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  return { body: Buffer.concat([head, content, Buffer.from(`\r\n--${boundary}--\r\n`)]), fileStart: head.length };
}

const uploadAvatar = (app: App, token: string, payload: Buffer, contentType = `multipart/form-data; boundary=${boundary}`) =>
  app.inject({ method: 'POST', url: '/api/users/profile/avatar', headers: { ...bearer(token), 'content-type': contentType }, payload });

async function storedFiles(app: App): Promise<string[]> {
  const entries = await fs.readdir(storageRoot(app), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

test('a multipart body cut off anywhere (in the file, in its headers, before the closing boundary) is a 400 naming the file; nothing is stored', async () => {
  const app = await testApp();
  const staff = await createStaff(app, { role: AdminRole.EDITOR });
  const { access_token: token } = await signIn(app, staff);
  const png = tinyPng(16);
  const { body, fileStart } = multipartBody(png);

  const cuts = {
    'in the file': fileStart + Math.floor(png.length / 2),
    'in the part headers': 40,
    'after the opening boundary': boundary.length + 4,
    'before the closing boundary': body.length - 8,
  };
  for (const [where, length] of Object.entries(cuts)) {
    const response = await uploadAvatar(app, token, body.subarray(0, length));

    expect(response.statusCode, where).toBe(400);
    expect(response.headers['content-type'], where).toMatch(/^application\/json/);
    expect(response.json(), where).toEqual({
      message: 'The upload was cut off or is not well-formed. Please send the file again.',
      errorCode: 100,
      messageCode: { code: 'upload_cut_off' },
      fieldErrors: { file: 'The upload was cut off or is not well-formed. Please send the file again.' },
      fieldErrorCodes: { file: { code: 'upload_cut_off' } },
    });
  }
  expect(await storedFiles(app)).toEqual([]);

  // The whole body, as a check that the cuts alone made the difference.
  expect((await uploadAvatar(app, token, body)).statusCode).toBe(200);
});

test('a multipart Content-Type without a usable boundary is a 400, not a 500', async () => {
  const app = await testApp();
  const staff = await createStaff(app, { role: AdminRole.EDITOR });
  const { access_token: token } = await signIn(app, staff);
  const { body } = multipartBody(tinyPng());

  for (const contentType of ['multipart/form-data', `multipart/form-data; boundary=${'b'.repeat(300)}`]) {
    const response = await uploadAvatar(app, token, body, contentType);

    expect(response.statusCode, contentType).toBe(400);
    expect(response.json(), contentType).toMatchObject({ message: expect.any(String), errorCode: 100, fieldErrors: { file: expect.any(String) } });
  }
});
