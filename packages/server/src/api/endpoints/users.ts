import type { entities } from 'misskey-js';
import { listUserIds, type UserListQuery } from '../../services/explore.js';
import { packUserDetailed } from '../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

/** The paging, sort and filters of Misskey's user lists (`users`, `hashtags/users`). */
export const userListProperties = {
  limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
  offset: { type: 'integer', minimum: 0, default: 0 },
  sort: {
    type: 'string',
    enum: ['+follower', '-follower', '+createdAt', '-createdAt', '+updatedAt', '-updatedAt'],
  },
  state: { type: 'string', enum: ['all', 'alive'], default: 'all' },
  origin: { type: 'string', enum: ['combined', 'local', 'remote'], default: 'local' },
} as const;

export const paramDef = {
  type: 'object',
  properties: {
    ...userListProperties,
    hostname: { type: ['string', 'null'], default: null },
  },
} as const satisfies ParamDef;

/** The explore page's user lists (popular, recently updated, newest), as Misskey's `users`. */
export const handler: Handler<'users', entities.UserDetailed[]> = (rawPs, { instance, user: viewer }) => {
  const ids = listUserIds(instance, rawPs as UserListQuery);
  const byId = new Map(instance.users.findByIds(ids).map((u) => [u.id, u]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [packUserDetailed(instance, found, viewer)] : [];
  });
};
