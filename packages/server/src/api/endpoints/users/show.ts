import type { entities } from 'misskey-js';
import type { UserRow } from '../../../db/users.js';
import { countProfileView } from '../../../services/charts/events.js';
import { packUserDetailed } from '../../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

export const meta = {
  requireCredential: false,
  allowGet: true,
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '4362f8dc-731f-4ad8-a694-be5a88922a24',
      httpStatus: 404,
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    userId: { type: 'string' },
    userIds: { type: 'array', uniqueItems: true, maxItems: 100, items: { type: 'string' } },
    username: { type: 'string' },
    host: { type: ['string', 'null'] },
  },
  anyOf: [{ required: ['userId'] }, { required: ['userIds'] }, { required: ['username'] }],
} as const satisfies ParamDef;

type Params = { userId?: string; userIds?: string[]; username?: string; host?: string | null };

export const handler: Handler<'users/show', entities.UserDetailed | entities.UserDetailed[]> = (
  rawParams,
  { instance, user: viewer, ip },
) => {
  const ps = rawParams as Params;
  const viewerIsStaff = viewer !== null && (viewer.isAdmin || viewer.isModerator);
  const visible = (u: UserRow | null): u is UserRow => u !== null && (viewerIsStaff || !u.isSuspended);

  if (ps.userIds) {
    // Keep the requested order; unknown or hidden ids are skipped.
    const byId = new Map(instance.users.findByIds(ps.userIds).map((u) => [u.id, u]));
    return ps.userIds
      .map((id) => byId.get(id) ?? null)
      .filter(visible)
      .map((u) => packUserDetailed(instance, u, viewer));
  }

  let found: UserRow | null = null;
  if (ps.userId !== undefined) {
    found = instance.users.findById(ps.userId);
  } else if (ps.username !== undefined) {
    const ownHost = new URL(instance.config.url).host.toLowerCase();
    const host = ps.host?.trim().toLowerCase() ?? null;
    // This instance does not federate: only its own users can be found by name.
    if (host === null || host === '' || host === ownHost) {
      found = instance.users.findLocalByUsername(ps.username.trim().replace(/^@/, ''));
    }
  }
  if (!visible(found)) throw new ApiError(meta.errors.noSuchUser);
  // Misskey counts views of local profiles by others (by address when signed out).
  if (found.host === null && viewer?.id !== found.id)
    countProfileView(instance.db, found.id, viewer ? { userId: viewer.id } : { ip });
  return packUserDetailed(instance, found, viewer);
};
