import { listAnnouncementsForAdmin } from '../../../../services/announcements.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../../endpoint.js';
import { pageProperties } from '../../following/shared.js';

export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:announcements',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    ...pageProperties,
    userId: { type: ['string', 'null'] },
    status: { type: 'string', enum: ['all', 'active', 'archived'], default: 'active' },
  },
} as const satisfies ParamDef;

/** Every announcement with its read count (staff only). */
export const handler: SignedInHandler<'admin/announcements/list'> = (ps, { instance }) =>
  listAnnouncementsForAdmin(instance, {
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    sinceDate: ps.sinceDate,
    untilDate: ps.untilDate,
    userId: ps.userId,
    status: ps.status ?? 'active',
  });
