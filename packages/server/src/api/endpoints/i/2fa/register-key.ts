import { initiateRegistration } from '../../../../services/security-keys.js';
import { confirmIdentity } from '../../../account-checks.js';
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
      id: '38769596-efe2-4faf-9bec-abbb3f2cd9ba',
    },
    // As in Misskey, keys come on top of an authenticator app, never instead of it.
    twoFactorNotEnabled: {
      message: 'Two-factor authentication is not enabled.',
      code: 'TWO_FACTOR_NOT_ENABLED',
      id: 'bf32b864-449b-47b8-974e-f9a5468546f1',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    password: { type: 'string' },
    token: { type: ['string', 'null'] },
  },
  required: ['password'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'i/2fa/register-key'> = async (ps, { instance, user }) => {
  await confirmIdentity(instance, user, ps, meta.errors.incorrectPassword);
  if (!instance.users.getSecrets(user.id)?.twoFactorEnabled)
    throw new ApiError(meta.errors.twoFactorNotEnabled);
  return initiateRegistration(instance, user);
};
