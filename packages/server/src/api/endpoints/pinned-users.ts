import type { entities } from 'misskey-js';
import { serverSettings } from '../../services/server-settings/index.js';
import { packUserDetailed } from '../../services/user-packer.js';
import type { EndpointMeta, Handler, ParamDef } from '../endpoint.js';

export const meta = {
  requireCredential: false,
} satisfies EndpointMeta;

export const paramDef = { type: 'object', properties: {} } as const satisfies ParamDef;

/**
 * The users an administrator pinned (admin/update-meta pinnedUsers, one `@username` a line, as
 * Misskey's panel takes them), in that order; unknown, remote or suspended ones are skipped.
 */
export const handler: Handler<'pinned-users', entities.UserDetailed[]> = (_ps, { instance, user: viewer }) =>
  serverSettings(instance.db)
    .pinnedUsers.map((acct) => acct.trim().replace(/^@/, ''))
    .filter((acct) => !acct.includes('@'))
    .map((username) => instance.users.findLocalByUsername(username))
    .filter((u) => u !== null && !u.isSuspended)
    .map((u) => packUserDetailed(instance, u as NonNullable<typeof u>, viewer));
