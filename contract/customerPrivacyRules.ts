import { codedText } from './apiMessages';

/**
 * Customer data requests (docs/api.md "Customer data requests"), without zod: what the console
 * needs to ask for an erasure, and what an erased customer's placeholders are. contract/customerPrivacy.ts
 * holds the schemas and operations.
 */

/** The domain of an erased customer's e-mail: `.invalid` is reserved (RFC 2606), so no mail is ever delivered there. */
export const erasedEmailDomain = 'erased.invalid';

/** The name an erased customer keeps: their number, nothing of the person. */
export const erasedName = (id: number) => `Erased customer #${id}`;

/** An erased customer's e-mail: unique (users.email is), non-routable. */
export const erasedEmail = (id: number) => `erased-${id}@${erasedEmailDomain}`;

/** The longest confirmation an erasure takes (a name or an e-mail as shown). */
export const erasureConfirmMaxLength = 300;

const folded = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether `typed` confirms the erasure of `customer`: their name or their e-mail as shown,
 * ignoring case and spaces around and between words.
 */
export function confirmsErasure(customer: { name: string; email: string }, typed: string): boolean {
  const text = folded(typed);
  return text !== '' && (text === folded(customer.name) || text === folded(customer.email));
}

/** The 400's message on `confirm` when it names someone else. */
export const erasureConfirmMismatch = codedText('erasure_confirm_mismatch');
