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
      id: '7add0395-9901-4098-82f9-4f67af65f775',
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

export const handler: SignedInHandler<'i/2fa/unregister', void> = async (ps, { instance, user }) => {
  await confirmIdentity(instance, user, ps, meta.errors.incorrectPassword);
  instance.users.disableTwoFactor(user.id);
  instance.events.publishMainStream(user.id, 'meUpdated', packMe(instance, user));
};
