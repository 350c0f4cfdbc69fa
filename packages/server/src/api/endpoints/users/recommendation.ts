import type { entities } from 'misskey-js';
import { recommendedUserIds } from '../../../services/recommendation.js';
import { packUserDetailed } from '../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = { requireCredential: true, kind: 'read:account' } satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    offset: { type: 'integer', minimum: 0, default: 0 },
  },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'users/recommendation', entities.UserDetailed[]> = (
  ps,
  { instance, user },
) => {
  const ids = recommendedUserIds(instance, user.id, { limit: ps.limit ?? 10, offset: ps.offset ?? 0 });
  const byId = new Map(instance.users.findByIds(ids).map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [packUserDetailed(instance, found, user)] : [];
  });
};
