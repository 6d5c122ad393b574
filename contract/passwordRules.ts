// No zod here: the console's public pages (first load) check passwords with these; the schemas stay in passwords.ts,
// and the long list of common passwords in commonPasswordList.ts, which the console loads only on its password forms.

import { type CodedMessage, coded } from './apiMessages';

export const passwordMinLength = 10;
export const passwordMaxLength = 200;

/**
 * About 200 of the most common passwords (from public breach lists), lower case; a new password
 * equal to one of them, ignoring case, is refused. Most are shorter than the minimum length
 * anyway: the list is what a person would try first, and what the console checks before the long
 * list (commonPasswordList.ts) has loaded.
 */
export const commonPasswords: readonly string[] = [
  '123456', 'password', '12345678', 'qwerty', '123456789', '12345', '1234', '111111', '1234567', 'dragon',
  '123123', 'baseball', 'abc123', 'football', 'monkey', 'letmein', '696969', 'shadow', 'master', '666666',
  'qwertyuiop', '123321', 'mustang', '1234567890', 'michael', '654321', 'superman', '1qaz2wsx', '7777777', '121212',
  '000000', 'qazwsx', '123qwe', 'killer', 'trustno1', 'jordan', 'jennifer', 'zxcvbnm', 'asdfgh', 'hunter',
  'buster', 'soccer', 'harley', 'batman', 'andrew', 'tigger', 'sunshine', 'iloveyou', '2000', 'charlie',
  'robert', 'thomas', 'hockey', 'ranger', 'daniel', 'starwars', 'klaster', '112233', 'george', 'computer',
  'michelle', 'jessica', 'pepper', '1111', 'zxcvbn', '555555', '11111111', '131313', 'freedom', '777777',
  'pass', 'maggie', '159753', 'aaaaaa', 'ginger', 'princess', 'joshua', 'cheese', 'amanda', 'summer',
  'love', 'ashley', 'nicole', 'chelsea', 'biteme', 'matthew', 'access', 'yankees', '987654321', 'dallas',
  'austin', 'thunder', 'taylor', 'matrix', 'welcome', 'welcome1', 'password1', 'password12', 'password123', 'password1234',
  'passw0rd', 'p@ssw0rd', 'p@ssword', 'qwerty123', 'qwerty1234', 'qwerty12345', 'qwertyuiop1', '1q2w3e4r', '1q2w3e4r5t', '1q2w3e4r5t6y',
  'zaq12wsx', '1qazxsw2', 'asdfghjkl', 'asdfghjkl1', 'zxcvbnm123', 'qwertyuiop123', 'abcdefghij', 'abcdefg123', 'abc1234567', 'abcd1234',
  'iloveyou1', 'iloveyou12', 'iloveyou123', 'sunshine1', 'sunshine123', 'princess1', 'princess123', 'football1', 'football123', 'baseball1',
  'baseball123', 'superman1', 'superman123', 'starwars1', 'starwars123', 'letmein123', 'letmein1234', 'welcome123', 'welcome1234', 'monkey123',
  'dragon123', 'master123', 'shadow123', 'charlie123', 'michael123', 'jennifer123', 'computer1', 'computer123', 'trustno123', 'whatever',
  'whatever123', 'administrator', 'admin', 'admin123', 'admin1234', 'admin12345', 'administrator1', 'root', 'toor', 'changeme',
  'changeme123', 'changeit', 'default', 'secret', 'secret123', 'letmeinnow', 'passwordpassword', 'mypassword', 'mypassword1', 'mypassword123',
  'newpassword', 'newpassword1', 'newpassword123', 'temppassword', 'temp1234', 'test1234', 'test12345', 'testtest', 'testing123', 'guest',
  '0123456789', '9876543210', '12345678910', '1234512345', '1122334455', '1111111111', '0000000000', '2222222222', '5555555555', '9999999999',
  '123123123', '1231231234', '12341234', '123456123456', '147258369', '159357', '741852963', '963852741', 'q1w2e3r4t5', 'q1w2e3r4t5y6',
  'qweasdzxc', 'qweasdzxc123', 'asdasdasd', 'qwe123qwe', 'aaaaaaaaaa', 'zzzzzzzzzz', 'loveyou123', 'hello123', 'helloworld', 'helloworld1',
  'football12', 'blink182', 'liverpool1', 'chelsea123', 'arsenal123', 'pokemon123', 'minecraft', 'minecraft1', 'starwars12', 'dragonball',
];

const common = new Set(commonPasswords);

/** Whether a lower-case password is in a longer list of common passwords (commonPasswordList.ts `isListedPassword`). */
export type ListedPassword = (lowerCase: string) => boolean;

/** Control characters (C0, DEL, C1): never part of a password (PostgreSQL and many forms refuse NUL). */
const controlCharacter = /\p{Cc}/u;
/** What shows nothing: white space, control and format characters (zero-width spaces and joiners, bidi marks...). */
const invisibleCharacter = /^[\s\p{Cc}\p{Cf}]$/u;

/** The shortest part whose repeats make the text ("abab" → "ab"; the text itself when it repeats nothing). */
function repeatedPart(characters: readonly string[]): string[] {
  for (let size = 1; size <= characters.length / 2; size++) {
    if (characters.length % size === 0 && characters.every((character, at) => character === characters[at % size])) {
      return characters.slice(0, size);
    }
  }
  return [...characters];
}

/**
 * What is wrong with a new password, a message of contract/apiMessages.ts for each rule broken (empty
 * when it is acceptable; docs/api.md "Invitations, e-mail verification and passwords"): at least 10
 * characters besides white space at its start and end, at most 200, no control character, not
 * only white space or invisible characters, not one character or a few repeated, not a common
 * password nor one repeated (ignoring case and the white space around it), not the account's
 * e-mail address. `isListed` adds the long list of common passwords (the server's check, and the
 * console's once the list has loaded). The console shows these while the user types.
 */
export function passwordProblems(password: string, email?: string | null, isListed?: ListedPassword): CodedMessage[] {
  const problems: CodedMessage[] = [];
  const trimmed = password.trim();
  const characters = [...trimmed.toLowerCase()];
  const part = repeatedPart(characters);
  if (characters.length < passwordMinLength) {
    problems.push(coded('password_too_short', { min: passwordMinLength }));
  }
  if (password.length > passwordMaxLength) problems.push(coded('password_too_long', { max: passwordMaxLength }));
  if (controlCharacter.test(password)) problems.push(coded('password_control_characters'));
  if (password !== '' && [...password].every((character) => invisibleCharacter.test(character))) {
    problems.push(coded('password_invisible'));
  }
  if (characters.length > 1 && part.length === 1) problems.push(coded('password_one_character'));
  else if (part.length > 1 && part.length <= 4) problems.push(coded('password_few_characters'));
  else if ([characters, part].some((text) => common.has(text.join('')) || isListed?.(text.join('')))) {
    problems.push(coded('password_common'));
  }
  if (email && trimmed.toLowerCase() === email.trim().toLowerCase()) {
    problems.push(coded('password_is_email'));
  }
  return problems;
}
