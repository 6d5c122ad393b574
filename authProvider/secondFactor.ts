import type { LoginRecord, SecondFactorChallenge } from '../contract/auth';
import { call } from '../dataProvider/client';

export type { SecondFactorChallenge };

/**
 * The second step of sign-in for someone with a second factor (docs/api.md "Second factors"): the
 * challenge their password answered, and a passkey, an authenticator code or a recovery code.
 */
export type SecondFactorStep =
  | { challenge: string; method: 'passkey' }
  | { challenge: string; method: 'totp'; code: string }
  | { challenge: string; method: 'recovery'; code: string };

/**
 * WebAuthn's browser side (@simplewebauthn/browser), loaded when a passkey is used: only the
 * sign-in page's second step and the profile's passkeys ask for it, never the first load.
 */
export const webauthnBrowser = () => import('@simplewebauthn/browser');

/** Completes the sign-in with one second factor; answers the login record. */
export async function signInWithSecondFactor(step: SecondFactorStep): Promise<LoginRecord> {
  const { challenge } = step;
  if (step.method === 'totp') return call('verifyTotpSignIn', { body: { challenge, code: step.code } });
  if (step.method === 'recovery') return call('verifyRecoveryCode', { body: { challenge, code: step.code } });
  const [options, { startAuthentication }] = await Promise.all([call('passkeySignInOptions', { body: { challenge } }), webauthnBrowser()]);
  const credential = await startAuthentication({ optionsJSON: options });
  return call('verifyPasskeySignIn', { body: { challenge, credential: { ...credential, type: 'public-key', clientExtensionResults: {} } } });
}
