import { deleteAccount } from '../../../services/delete-account.js';
import { confirmIdentity } from '../../account-checks.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

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
    // Ours: Misskey refuses to delete its root account (an internal error); this instance has no
    // root, so it keeps at least one administrator, or nobody could manage it any more.
    lastAdministrator: {
      message: 'The only administrator cannot be deleted.',
      code: 'LAST_ADMINISTRATOR',
      id: '3c9e5a71-0b4d-4f2e-9a86-d1e7c5b2f048',
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
  const admins = instance.db.prepare('SELECT COUNT(*) FROM users WHERE is_admin = 1').pluck().get() as number;
  if (user.isAdmin && admins <= 1) throw new ApiError(meta.errors.lastAdministrator);
  await deleteAccount(instance, user);
};
