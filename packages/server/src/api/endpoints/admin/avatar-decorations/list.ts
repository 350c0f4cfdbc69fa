import type { entities } from 'misskey-js';
import {
  assertCanManageDecorations,
  listDecorations,
  packAdminDecoration,
} from '../../../../services/avatar-decorations/index.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:admin:avatar-decorations',
} satisfies EndpointMeta;

// Misskey's schema; like Misskey, the list answers every decoration and ignores the paging.
export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    userId: { type: ['string', 'null'] },
  },
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/avatar-decorations/list'> = (
  _ps,
  { instance, user },
): entities.AdminAvatarDecorationsListResponse => {
  assertCanManageDecorations(instance, user);
  return listDecorations(instance.db).map(packAdminDecoration);
};
