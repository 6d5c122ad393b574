import { afterAll, describe, expect, test } from 'vitest';
import { englishOf } from '../../contract/apiMessages';
import { AdminRole } from '../../contract/enums';
import { bearer, createStaff, createTestApp, signIn } from './helpers';

/**
 * The codes beside an error's English (docs/api.md "Errors", contract/apiMessages.ts): each field's
 * in `fieldErrorCodes`, the refusal's in `messageCode`, what the console words in its reader's language.
 */

const { app, close } = await createTestApp();
afterAll(close);
const staff = await createStaff(app, { role: AdminRole.ADMIN });
const token = (await signIn(app, staff)).access_token;

const updateProfile = (payload: object) => app.inject({ method: 'PUT', url: '/api/users/profile', headers: bearer(token), payload });
const saveConfig = (payload: object) => app.inject({ method: 'PUT', url: '/api/ui/app-config', headers: bearer(token), payload });

describe('a 400 carries the code of each field error beside its English', () => {
  test("zod's own too_small: too_short with its minimum, the English zod's", async () => {
    const response = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'a@example.test', password: '' } });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fieldErrors).toEqual({ password: expect.any(String) });
    expect(body.fieldErrorCodes).toEqual({ password: { code: 'too_short', params: { min: 1 } } });
  });

  test('a custom message: its code and params, the English the catalogue words from them', async () => {
    const response = await updateProfile({ name: 'n'.repeat(201), phone: '1'.repeat(41) });

    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.fieldErrorCodes).toEqual({
      name: { code: 'name_too_long', params: { max: 200 } },
      phone: { code: 'phone_too_long', params: { max: 40 } },
    });
    expect(body.fieldErrors).toEqual({ name: 'The name is at most 200 characters', phone: 'The phone number is at most 40 characters' });
    expect(englishOf(body.fieldErrorCodes.name)).toBe(body.fieldErrors.name);
  });

  test("a custom issue with the request's values in it, a missing field and an unknown one", async () => {
    const badJson = await saveConfig({ key: 'coded.check', valueType: 'json', value: '{bad' });
    expect(badJson.json().fieldErrorCodes).toEqual({ value: { code: 'json_invalid', params: { detail: expect.any(String) } } });
    expect(badJson.json().fieldErrors.value).toBe(`Enter valid JSON: ${badJson.json().fieldErrorCodes.value.params.detail}`);

    const missing = await saveConfig({ key: 'coded.check', value: '1' });
    expect(missing.json().fieldErrorCodes).toEqual({ valueType: { code: 'required' } });

    const unknown = await updateProfile({ nickname: 'Ada' });
    expect(unknown.json().fieldErrorCodes).toEqual({ nickname: { code: 'unknown_field' } });
  });
});

test('a refusal worded from the catalogue carries its code as messageCode, and its field the same', async () => {
  const entry = { key: 'coded.taken', valueType: 'string', value: 'x', mode: 'create' };
  expect((await saveConfig(entry)).statusCode).toBe(201);

  const response = await saveConfig(entry);

  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({
    message: 'This key exists already',
    errorCode: 102,
    messageCode: { code: 'config_key_taken' },
    fieldErrors: { key: 'This key exists already' },
    fieldErrorCodes: { key: { code: 'config_key_taken' } },
  });
});
