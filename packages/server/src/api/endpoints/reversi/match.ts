import type { entities } from 'misskey-js';
import { matchAnyUser, matchSpecificUser, packGameDetailed } from '../../../services/reversi/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '0b4f0559-b484-4e31-9581-3f73cee89b28',
    },
    isYourself: {
      message: 'Target user is yourself.',
      code: 'TARGET_IS_YOURSELF',
      id: '96fd7bd6-d2bc-426c-a865-d055dcd2828e',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    userId: { type: ['string', 'null'] },
    noIrregularRules: { type: 'boolean', default: false },
    multiple: { type: 'boolean', default: false },
  },
} as const satisfies ParamDef;

/**
 * Invites a user (or accepts their invitation), or looks for anyone waiting. Answers the game
 * once there is one; 204 while the invitation or the wait is pending (`matched` then arrives on
 * the reversi channel of whoever asked first).
 */
export const handler: SignedInHandler<'reversi/match', entities.ReversiGameDetailed | null> = (
  ps,
  { instance, user },
) => {
  if (ps.userId === user.id) throw new ApiError(meta.errors.isYourself);
  let game: ReturnType<typeof matchAnyUser>;
  if (ps.userId) {
    const target = instance.users.findById(ps.userId);
    if (!target) throw new ApiError(meta.errors.noSuchUser);
    game = matchSpecificUser(instance, user, target, ps.multiple ?? false);
  } else {
    game = matchAnyUser(instance, user, ps.noIrregularRules ?? false, ps.multiple ?? false);
  }
  return game ? packGameDetailed(instance, game) : null;
};
