/**
 * The password rules (contract/passwordRules.ts; server/areas/accounts/passwordRules.ts adds the long
 * list of common passwords): each rule its own message.
 */
import { describe, expect, test } from 'vitest';
import { isListedPassword } from '../../contract/commonPasswordList';
import { englishOf } from '../../contract/apiMessages';
import { passwordProblems as codedRulesBesidesTheList } from '../../contract/passwordRules';
import { newPasswordProblems } from '../../server/areas/accounts/passwordRules';

/** The problems as the server words them in English. */
const passwordProblems = (...args: Parameters<typeof newPasswordProblems>) => newPasswordProblems(...args).map(englishOf);
const rulesBesidesTheList = (...args: Parameters<typeof codedRulesBesidesTheList>) => codedRulesBesidesTheList(...args).map(englishOf);

const tooShort = 'The password needs at least 10 characters, not counting spaces at its start or end.';
const control = 'The password cannot contain control characters (such as tabs, line breaks or NUL).';
const invisible = 'The password cannot be only spaces or invisible characters.';
const oneCharacter = 'The password cannot be one character repeated.';
const fewRepeated = 'The password cannot be a few characters repeated.';
const tooCommon = 'This password is too common. Choose one that is harder to guess.';

describe('passwordProblems', () => {
  test('accepts good passwords, spaces, accents and emoji included', () => {
    for (const password of ['a long and private passphrase', 'Tr0ub4dor&3x', 'zwölf Äpfel am Baum', 'mon chat 🐈 dort', 'x'.repeat(199) + 'y']) {
      expect(passwordProblems(password), password).toEqual([]);
    }
  });

  test('10 spaces: too short once trimmed, and only spaces', () => {
    expect(passwordProblems(' '.repeat(10))).toEqual([tooShort, invisible]);
  });

  test('12 NULs: control characters, nothing visible, one character', () => {
    expect(passwordProblems('\0'.repeat(12))).toEqual([control, invisible, oneCharacter]);
  });

  test('any control character, even among good ones, and format characters alone', () => {
    expect(passwordProblems('a long\tand private')).toEqual([control]);
    expect(passwordProblems('a long and private\u0085')).toEqual([control]);
    expect(passwordProblems('\u200b'.repeat(5) + '\u2060'.repeat(5))).toEqual([invisible]);
  });

  test('200 × "a": one character repeated, whatever the case and the spaces around', () => {
    expect(passwordProblems('a'.repeat(200))).toEqual([oneCharacter]);
    expect(passwordProblems(`  ${'aA'.repeat(6)}  `)).toEqual([oneCharacter]);
  });

  test('a few characters repeated', () => {
    expect(passwordProblems('abcabcabcabc')).toEqual([fewRepeated]);
    expect(passwordProblems('xy12xy12xy12')).toEqual([fewRepeated]);
  });

  test('a padded 9-character password is too short', () => {
    expect(passwordProblems('   h7#kq2Lm9   ')).toEqual([tooShort]);
    expect(passwordProblems('h7#kq2Lm9x')).toEqual([]);
  });

  test('common passwords of 10 characters or more, any case, padded or repeated', () => {
    for (const password of ['correcthorse', 'CorrectHorseBatteryStaple', ' password123 ', 'mailcreated5240', '1qaz2wsx3edc4rfv', 'qwertyqwerty', 'poiuytrewq']) {
      expect(passwordProblems(password), password).toEqual([tooCommon]);
    }
  });

  test('the long list holds a few thousand passwords of 10 characters or more, lower case', () => {
    expect(isListedPassword('basketball')).toBe(true);
    expect(isListedPassword('Basketball')).toBe(false);
    expect(isListedPassword('')).toBe(false);
  });

  test('without the long list (the console before it loads), the short list and the other rules still hold', () => {
    expect(rulesBesidesTheList('mailcreated5240')).toEqual([]);
    expect(rulesBesidesTheList('mailcreated5240', null, isListedPassword)).toEqual([tooCommon]);
    expect(rulesBesidesTheList('Password123')).toEqual([tooCommon]);
    expect(rulesBesidesTheList('\0'.repeat(12))).toEqual([control, invisible, oneCharacter]);
  });

  test('the existing rules: at most 200 characters, not the e-mail', () => {
    expect(passwordProblems('xy'.repeat(100) + 'z')).toEqual(['The password can have at most 200 characters.']);
    expect(passwordProblems(' Ann@Example.test', 'ann@example.test')).toEqual(['The password cannot be your e-mail address.']);
  });
});
