import type { entities } from 'misskey-js';
import { listPageLikes } from '../../../services/pages/pages.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

export const meta = {
  requireCredential: true,
  kind: 'read:page-likes',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
  },
} as const satisfies ParamDef;

/** The pages the user liked, newest like first, each with the like's id (the paging key). */
export const handler: SignedInHandler<'i/page-likes', entities.IPageLikesResponse> = (
  ps,
  { instance, user },
) => listPageLikes(instance, user, { limit: ps.limit ?? 10, sinceId: ps.sinceId, untilId: ps.untilId });
