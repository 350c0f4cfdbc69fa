import type { entities } from 'misskey-js';
import { listAbuseReports } from '../../../services/moderation/abuse-reports.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';

/** The reports users filed, for the moderators (Misskey's filters and shape). */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'read:admin:abuse-user-reports',
} satisfies EndpointMeta;

const origin = { type: 'string', enum: ['combined', 'local', 'remote'], default: 'combined' } as const;

export const paramDef = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    sinceId: { type: 'string' },
    untilId: { type: 'string' },
    state: { type: ['string', 'null'], default: null },
    reporterOrigin: origin,
    targetUserOrigin: origin,
  },
  required: [],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/abuse-user-reports', entities.AdminAbuseUserReportsResponse> = (
  ps,
  { instance, user: me },
) =>
  listAbuseReports(instance, me, {
    limit: ps.limit ?? 10,
    sinceId: ps.sinceId,
    untilId: ps.untilId,
    state: ps.state ?? null,
    reporterOrigin: ps.reporterOrigin ?? 'combined',
    targetUserOrigin: ps.targetUserOrigin ?? 'combined',
  });
