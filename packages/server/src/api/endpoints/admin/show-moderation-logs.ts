import type { entities } from 'misskey-js';
import { listModerationLogs } from '../../../services/moderation/log.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

/** The moderation log, newest first, by type, actor or words of its info (administrators, as in Misskey). */
export const meta = {
  requireCredential: true,
  requireAdmin: true,
  kind: 'read:admin:show-moderation-log',
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    sinceDate: { type: 'integer' },
    untilDate: { type: 'integer' },
    type: { type: ['string', 'null'] },
    userId: { type: ['string', 'null'] },
    search: { type: ['string', 'null'], maxLength: 256 },
  },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<
  'admin/show-moderation-logs',
  entities.AdminShowModerationLogsResponse
> = (ps, { instance, user: me }) =>
  listModerationLogs(instance, me, {
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    sinceDate: ps.sinceDate,
    untilDate: ps.untilDate,
    type: ps.type,
    userId: ps.userId,
    search: ps.search,
  });
