import type { Config } from '../../config';

/**
 * The relying party of passkeys: the console's own address (PUBLIC_URL), whose host name is the
 * RP ID and whose origin the browser's answers must name (docs/api.md "Second factors").
 */
export function relyingParty(config: Pick<Config, 'publicUrl' | 'publisherName'>) {
  const url = new URL(config.publicUrl);
  return { rpID: url.hostname, origin: url.origin, rpName: `${config.publisherName} console` };
}

export const toBase64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
export const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));
export const transportsOf = (stored: string) => (stored ? stored.split(',') : []) as AuthenticatorTransport[];

/** WebAuthn's transports, as a browser names them. */
type AuthenticatorTransport = 'ble' | 'cable' | 'hybrid' | 'internal' | 'nfc' | 'smart-card' | 'usb';
