// No zod here: the console's public pages (first load) check passwords with these; the schemas stay in passwords.ts.

export const passwordMinLength = 10;
export const passwordMaxLength = 200;

/**
 * About 200 of the most common passwords (from public breach lists), lower case; a new password
 * equal to one of them, ignoring case, is refused. Most are shorter than the minimum length
 * anyway: the list is what a person would try first.
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

const common = new Set(commonPasswords.map((password) => password.toLowerCase()));

/**
 * What is wrong with a new password, as messages in English (empty when it is acceptable):
 * at least 10 characters, at most 200, not one of the most common passwords (ignoring case),
 * not the account's e-mail address. The console shows these while the user types.
 */
export function passwordProblems(password: string, email?: string | null): string[] {
  const problems: string[] = [];
  if (password.length < passwordMinLength) problems.push(`The password needs at least ${passwordMinLength} characters.`);
  if (password.length > passwordMaxLength) problems.push(`The password can have at most ${passwordMaxLength} characters.`);
  if (common.has(password.toLowerCase())) problems.push('This password is too common. Choose one that is harder to guess.');
  if (email && password.trim().toLowerCase() === email.trim().toLowerCase()) {
    problems.push('The password cannot be your e-mail address.');
  }
  return problems;
}
