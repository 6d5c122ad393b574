import type { CodedMessage } from '../../../contract/apiMessages';
import { isListedPassword } from '../../../contract/commonPasswordList';
import { passwordProblems } from '../../../contract/passwordRules';

/**
 * Every rule of a new password (contract/passwordRules.ts), the long list of common passwords
 * included: the server's check where a password is set. The list is imported here, never from a
 * contract module the console's screens share, so that it stays in a chunk of its own that the
 * console loads only on its password forms.
 */
export const newPasswordProblems = (password: string, email?: string | null): CodedMessage[] =>
  passwordProblems(password, email, isListedPassword);
