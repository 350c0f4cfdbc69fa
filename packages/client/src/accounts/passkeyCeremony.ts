import type { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import type { entities } from 'misskey-js';

/**
 * The browser side of passkeys. @simplewebauthn/browser is imported only when a passkey is made
 * or used, so start-up never carries it. misskey-js names the options with an older release of
 * the same library; the JSON is the same, hence the casts.
 */
type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

export async function createPasskey(
  options: entities.I2faRegisterKeyResponse,
): Promise<entities.I2faKeyDoneRequest['credential']> {
  const { startRegistration: start } = await import('@simplewebauthn/browser');
  const credential = await start({ optionsJSON: options as unknown as CreationOptions });
  return credential as unknown as entities.I2faKeyDoneRequest['credential'];
}

export async function assertPasskey(
  options: entities.SigninWithPasskeyInitResponse['option'],
): Promise<NonNullable<entities.SigninWithPasskeyRequest['credential']>> {
  const { startAuthentication: start } = await import('@simplewebauthn/browser');
  const credential = await start({ optionsJSON: options as unknown as RequestOptions });
  return credential as unknown as NonNullable<entities.SigninWithPasskeyRequest['credential']>;
}
