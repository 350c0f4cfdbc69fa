import { setMemo } from '../../../services/pins-memos.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '6fef56f3-e765-4957-88e5-c6f65329b8a5',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    userId: { type: 'string' },
    // Misskey sets no length limit; ours keeps one memo within what a profile can show.
    memo: { type: ['string', 'null'], maxLength: 2048 },
  },
  required: ['userId', 'memo'],
} as const satisfies ParamDef;

/** A private note about a user that only its writer reads; null or '' removes it. */
export const handler: SignedInHandler<'users/update-memo', void> = (ps, { instance, user }) => {
  const target = instance.users.findById(ps.userId);
  if (!target || target.isDeleted) throw new ApiError(meta.errors.noSuchUser);
  setMemo(instance, user.id, target.id, ps.memo ?? null);
};
