import type { entities } from 'misskey-js';
import { type AdminUserQuery, listAdminUserIds } from '../../../services/moderation/users.js';
import { packUserDetailed } from '../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

/** The admin console's user list: every account, suspended ones too, with Misskey's filters. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:show-user',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    offset: { type: 'integer', minimum: 0, default: 0 },
    sort: {
      type: 'string',
      enum: [
        '+follower',
        '-follower',
        '+createdAt',
        '-createdAt',
        '+updatedAt',
        '-updatedAt',
        '+lastActiveDate',
        '-lastActiveDate',
      ],
    },
    state: {
      type: 'string',
      // 'pending' (this instance's, for sign-up by approval): accounts waiting for a moderator.
      enum: ['all', 'alive', 'available', 'admin', 'moderator', 'adminOrModerator', 'suspended', 'pending'],
      default: 'all',
    },
    origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'combined' },
    username: { type: ['string', 'null'], default: null },
    hostname: { type: ['string', 'null'], default: null },
  },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/show-users', entities.UserDetailed[]> = (
  ps,
  { instance, user: me },
) => {
  const ids = listAdminUserIds(instance, {
    limit: ps.limit ?? 10,
    offset: ps.offset ?? 0,
    sort: ps.sort,
    state: (ps.state ?? 'all') as AdminUserQuery['state'],
    origin: ps.origin ?? 'combined',
    username: ps.username ?? null,
    hostname: ps.hostname ?? null,
  });
  const users = new Map(instance.users.findByIds(ids).map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const user = users.get(id);
    return user ? [packUserDetailed(instance, user, me)] : [];
  });
};
