import { setPassword } from '../../../services/accounts.js';
import { MIN_PASSWORD_LENGTH } from '../../../services/passwords.js';
import { confirmIdentity } from '../../account-checks.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 10 * 60 * 1000, max: 10 },
  errors: {
    // Ours (id included): Misskey answers a wrong current password with an internal error;
    // a client error with a code of its own lets a client say what was wrong.
    incorrectPassword: {
      message: 'Incorrect password.',
      code: 'INCORRECT_PASSWORD',
      id: 'e54c3ac4-1d5b-4d54-a2b6-3e7b1f0c2a61',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    currentPassword: { type: 'string' },
    newPassword: { type: 'string', minLength: MIN_PASSWORD_LENGTH },
    token: { type: ['string', 'null'] },
  },
  required: ['currentPassword', 'newPassword'],
} as const satisfies ParamDef;

// The account's tokens stay valid, as in Misskey: changing the password signs nobody out.
export const handler: SignedInHandler<'i/change-password', void> = async (ps, { instance, user }) => {
  await confirmIdentity(
    instance,
    user,
    { password: ps.currentPassword, token: ps.token ?? null },
    meta.errors.incorrectPassword,
  );
  await setPassword(instance, user.id, ps.newPassword);
};
