import type { entities } from 'misskey-js';
import {
  listsAsAlias,
  moveAccount,
  movedToOf,
  resolveLocalAcct,
} from '../../../services/account-move/index.js';
import { packMe } from '../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

// Misskey's rootForbidden does not arise: this instance has no root account.
export const meta = {
  requireCredential: true,
  secure: true,
  limit: { duration: 24 * 60 * 60 * 1000, max: 5 },
  errors: {
    destinationAccountForbids: {
      message: "Destination account doesn't have proper 'Known As' alias, or has already moved.",
      code: 'DESTINATION_ACCOUNT_FORBIDS',
      id: 'b5c90186-4ab0-49c8-9bba-a1f766282ba4',
    },
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: 'fcd2eef9-a9b2-4c4f-8624-038099e90aa5',
    },
    alreadyMoved: {
      message: 'Account was already moved to another account.',
      code: 'ALREADY_MOVED',
      id: 'b234a14e-9ebe-4581-8000-074b3c215962',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { moveToAccount: { type: 'string' } },
  required: ['moveToAccount'],
} as const satisfies ParamDef;

/**
 * Moves the account to another one on this instance (`@user` or `@user@host`), which must list
 * this account among its aliases and not have moved itself. Answers the moved account as `i`.
 */
export const handler: SignedInHandler<'i/move', entities.MeDetailed> = (ps, { instance, user }) => {
  if (!ps.moveToAccount) throw new ApiError(meta.errors.noSuchUser);
  if (movedToOf(instance.db, user.id) !== null) throw new ApiError(meta.errors.alreadyMoved);
  const target = resolveLocalAcct(instance, ps.moveToAccount);
  if (!target || target.isSuspended) throw new ApiError(meta.errors.noSuchUser);
  if (!listsAsAlias(instance, target, user) || movedToOf(instance.db, target.id) !== null) {
    throw new ApiError(meta.errors.destinationAccountForbids);
  }
  moveAccount(instance, user, target);
  const me = packMe(instance, instance.users.findById(user.id) ?? user);
  instance.events.publishMainStream(user.id, 'meUpdated', me);
  return me;
};
