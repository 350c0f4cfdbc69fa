import { listReceivedRequests } from '../../../../services/follows.js';
import { packUserLite } from '../../../../services/user-packer.js';
import type { EndpointMeta, ParamDef, ResponseOf, SignedInHandler } from '../../../endpoint.js';
import { type PageParams, pageOf, pageProperties } from '../shared.js';

export const meta = {
  requireCredential: true,
  kind: 'read:following',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { ...pageProperties },
} as const satisfies ParamDef;

/** Follow requests the signed-in user has received, newest first. */
export const handler: SignedInHandler<'following/requests/list'> = (ps, { instance, user: me }) => {
  const rows = listReceivedRequests(instance, me.id, pageOf(ps as PageParams));
  const result: ResponseOf<'following/requests/list'> = [];
  for (const row of rows) {
    const follower = instance.users.findById(row.followerId);
    if (!follower) continue;
    result.push({
      id: row.id,
      follower: packUserLite(instance, follower),
      followee: packUserLite(instance, me),
    });
  }
  return result;
};
