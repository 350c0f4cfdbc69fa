import { removeKey } from '../../../../services/security-keys.js';
import { packMe } from '../../../../services/user-packer.js';
import { confirmIdentity } from '../../../account-checks.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 10 * 60 * 1000, max: 20 },
  errors: {
    incorrectPassword: {
      message: 'Incorrect password.',
      code: 'INCORRECT_PASSWORD',
      id: '141c598d-a825-44c8-9173-cfb9d92be493',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    password: { type: 'string' },
    token: { type: ['string', 'null'] },
    credentialId: { type: 'string' },
  },
  required: ['password', 'credentialId'],
} as const satisfies ParamDef;

/** As in Misskey, an id that is not one of the user's keys is no error: nothing of anyone else's goes. */
export const handler: SignedInHandler<'i/2fa/remove-key', Record<string, never>> = async (
  ps,
  { instance, user },
) => {
  await confirmIdentity(instance, user, ps, meta.errors.incorrectPassword);
  removeKey(instance.db, user.id, ps.credentialId);
  instance.events.publishMainStream(user.id, 'meUpdated', packMe(instance, user));
  return {};
};
