import { deleteAccount } from '../../../services/delete-account.js';
import { confirmIdentity } from '../../account-checks.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 60 * 60 * 1000, max: 10 },
  errors: {
    // Ours (id included): Misskey answers a wrong password with an internal error; a client
    // error with a code of its own lets a client say what was wrong.
    incorrectPassword: {
      message: 'Incorrect password.',
      code: 'INCORRECT_PASSWORD',
      id: '8f3b1c2e-5d7a-4e9b-a1c6-2f4d8e0b7a35',
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

// The password (and a second factor when it is on) first: nothing is touched when it is wrong.
export const handler: SignedInHandler<'i/delete-account', void> = async (ps, { instance, user }) => {
  await confirmIdentity(
    instance,
    user,
    { password: ps.password, token: ps.token ?? null },
    meta.errors.incorrectPassword,
  );
  await deleteAccount(instance, user);
};
