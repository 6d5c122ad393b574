import type { HttpError } from 'react-admin';
import { afterEach, describe, expect, test } from 'vitest';
import { apiMessages, coded } from '../../contract/apiMessages';
import { failedResponse } from '../../dataProvider/http';
import { validationMessage } from '../../src/components/codedMessages';
import { i18nProvider } from '../../src/shell/i18n';

/** The server's messages by code (contract/apiMessages.ts) as the console shows them (dataProvider/errorMessages.ts). */

const french = (count: number) => new Intl.NumberFormat('fr').format(count);
const errorsOf = (error: HttpError) => (error.body as { errors: Record<string, string> }).errors;

afterEach(() => i18nProvider.changeLocale('en'));

describe('in French', () => {
  test('a field error with a code is in French, its numbers as French writes them, its plural by its number', async () => {
    await i18nProvider.changeLocale('fr');

    const error = failedResponse(400, {
      message: 'Some fields are not valid',
      errorCode: 100,
      fieldErrors: { name: 'The name is at most 200 characters', body: 'A note is at most 2,000 characters', q: 'Too small', title: 'Too small' },
      fieldErrorCodes: {
        name: { code: 'name_too_long', params: { max: 200 } },
        body: { code: 'note_too_long', params: { max: 2000 } },
        q: { code: 'too_short', params: { min: 1 } },
        title: { code: 'too_short', params: { min: 3 } },
      },
    });

    expect(error.message).toBe('Certains champs ne sont pas valides');
    expect(errorsOf(error)).toEqual({
      name: 'Le nom comporte au plus 200 caractères',
      body: `Une note comporte au plus ${french(2000)} caractères`,
      q: 'Saisissez au moins 1 caractère',
      title: 'Saisissez au moins 3 caractères',
    });
  });

  test('a code the console does not know, or no code, leaves the server’s English', async () => {
    await i18nProvider.changeLocale('fr');

    const error = failedResponse(409, {
      message: 'Something new happened',
      errorCode: 102,
      fieldErrors: { name: 'A newer rule', email: 'No code at all' },
      fieldErrorCodes: { name: { code: 'a_code_of_a_newer_server' } },
    });

    expect(errorsOf(error)).toEqual({ name: 'A newer rule', email: 'No code at all' });
    // The message without a code of its words: its errorCode's.
    expect(error.message).toBe('Cette action est en conflit avec l’état actuel de l’enregistrement.');
  });

  test('a lifecycle refusal names its states and step in French', async () => {
    await i18nProvider.changeLocale('fr');

    const error = failedResponse(409, {
      message: 'An item that is Published cannot go to Scheduled (Schedule takes an item that is Draft or In review or Scheduled)',
      errorCode: 102,
      messageCode: { code: 'step_from_state', params: { state: 'published', to: 'scheduled', step: 'schedule', from: 'draft,in_review,scheduled' } },
    });

    expect(error.message).toBe(
      'Un élément à l’état Publié ne peut pas passer à l’état Programmé (\u00ab\u00a0Programmer\u00a0\u00bb s’applique à un élément à l’état Brouillon, En relecture ou Programmé)',
    );
  });

  test("the console's own check of a rule the API applies too is worded in French", async () => {
    await i18nProvider.changeLocale('fr');

    const { message, args } = validationMessage(coded('config_key_length', { max: 100 }));

    expect(i18nProvider.translate(message, args)).toBe('Une clé comporte de 1 à 100 caractères');
  });
});

test('in English, the server’s words are shown as they are', () => {
  const error = failedResponse(400, {
    message: 'Some fields are not valid',
    errorCode: 100,
    fieldErrors: { name: 'The name is at most 200 characters' },
    fieldErrorCodes: { name: { code: 'name_too_long', params: { max: 200 } } },
  });

  expect(errorsOf(error)).toEqual({ name: 'The name is at most 200 characters' });
});

test('a message with plural forms has a single placeholder: the number that chooses the form', () => {
  const plural = Object.values(apiMessages).filter((template) => template.includes(' |||| '));
  expect(plural.length).toBeGreaterThan(0);
  for (const template of plural) expect(new Set(template.match(/%\{\w+\}/g)).size, template).toBe(1);
});

test('no two codes have the same English: the error handler finds a code again by its text', () => {
  const templates = Object.values(apiMessages);
  expect(templates.filter((template, index) => templates.indexOf(template) !== index)).toEqual([]);
});
