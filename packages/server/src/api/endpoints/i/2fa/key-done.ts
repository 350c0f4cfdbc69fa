import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { completeRegistration } from '../../../../services/security-keys.js';
import { packMe } from '../../../../services/user-packer.js';
import { confirmPassword } from '../../../account-checks.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { ApiError } from '../../../errors.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 10 * 60 * 1000, max: 20 },
  errors: {
    incorrectPassword: {
      message: 'Incorrect password.',
      code: 'INCORRECT_PASSWORD',
      id: '0d7ec6d2-e652-443e-a7bf-9ee9a0cd77b0',
    },
    twoFactorNotEnabled: {
      message: 'Two-factor authentication is not enabled.',
      code: 'TWO_FACTOR_NOT_ENABLED',
      id: '798d6847-b1ed-4f9c-b1f9-163c42655995',
    },
    // Ours: Misskey answers an internal error when the credential does not verify.
    verificationFailed: {
      message: 'The security key could not be verified (or i/2fa/register-key was not called first).',
      code: 'SECURITY_KEY_VERIFICATION_FAILED',
      id: 'a3c1b8f0-0f5e-4f7e-9a42-6c2d3b1e5f10',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    password: { type: 'string' },
    token: { type: ['string', 'null'] },
    name: { type: 'string', minLength: 1, maxLength: 30 },
    credential: { type: 'object' },
  },
  required: ['password', 'name', 'credential'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/2fa/key-done'> = async (ps, { instance, user }) => {
  // The password again, as Misskey; the second factor was proven by i/2fa/register-key, whose
  // challenge (single use, 90 s) this credential must answer. Asking a code again would make the
  // person wait for the next TOTP step, since a code is accepted once.
  await confirmPassword(instance, user, ps.password, meta.errors.incorrectPassword);
  if (!instance.users.getSecrets(user.id)?.twoFactorEnabled)
    throw new ApiError(meta.errors.twoFactorNotEnabled);
  const credential = ps.credential as unknown as RegistrationResponseJSON;
  const key = await completeRegistration(instance, user.id, ps.name, credential);
  if (!key) throw new ApiError(meta.errors.verificationFailed);
  instance.events.publishMainStream(user.id, 'meUpdated', packMe(instance, user));
  return { id: key.id, name: key.name };
};
