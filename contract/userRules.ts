import { codedText } from './apiMessages';

/**
 * What the console needs of staff profiles (contract/users.ts holds their schemas and operations), without zod.
 */

/** The image types an avatar may be, by extension (the server checks the content too). */
export const avatarExtensions = ['png', 'jpg', 'jpeg', 'webp', 'gif'];

/**
 * A phone number as people write it: an optional leading +, then digits, with spaces, dashes, dots
 * and parentheses between them; 6 to 20 digits (E.164 allows 15, a few more leave room for an
 * extension or a trunk prefix). The console checks the same rule before saving.
 */
export const isPhoneNumber = (value: string) =>
  /^\+?[\d\s().-]+$/.test(value) && /^(?:\D*\d){6,20}\D*$/.test(value);
export const phoneNumberMessage = codedText('phone_number');
