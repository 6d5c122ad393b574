/**
 * The server's errors by errorCode (contract/errorCodes.ts, docs/api.md "Errors"), as the console
 * shows them in another language than English (dataProvider/errorMessages.ts): the English is the
 * server's message for the code, or its usual one where the message names the case ("No such user").
 */
export const errorMessages = {
  app: {
    errors: {
      100: 'Some fields are not valid',
      101: 'Not found',
      102: 'This conflicts with the current state of the record.',
      103: 'You are not allowed to do this',
      104: 'The request lacks the XSRF token of this page. Reload the page and try again.',
      105: 'Too many attempts. Try again in a few minutes.',
      106: 'The file is too large.',
      107: 'This type of file is not accepted.',
      110: 'The e-mail or password is not correct.',
      111: 'The code is not correct.',
      112: 'This code has expired. Sign in again to get a new code.',
      113: 'Your session has ended. Please sign in again.',
      114: 'This account is blocked. Please contact an administrator.',
      115: 'Too many wrong codes. Sign in again to get a new code.',
      116: 'This link has expired or has already been used. Ask an administrator for a new invitation.',
      117: 'The card payment provider could not complete the request; nothing was changed. Try again later.',
      118: 'The server is busy. Please try again in a few seconds.',
      119: 'Someone else changed this record since you opened it.',
      120: 'It is not ready to go out. A SUPER_ADMIN may override this with a reason.',
      121: 'Your role requires two-step sign-in. Add a passkey or an authenticator app from your profile to continue.',
      122: "This customer's data may not be erased yet: erasure is held for a time after their last order.",
      500: 'Something went wrong on our side. Please try again.',
    },
  },
};
