import { forwardAbuseReport } from '../../../services/moderation/abuse-reports.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError, commonErrors } from '../../errors.js';
import { noSuchAbuseReport, targetReport } from './abuse-shared/report.js';

/**
 * Forwards a report of a remote user to their server. Misskey fails with an internal error for
 * a local target or a report already forwarded; so does this instance (which never federates).
 */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:resolve-abuse-user-report',
  errors: { noSuchAbuseReport: noSuchAbuseReport('8763e21b-d9bc-40be-acf6-54c1a6986493') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { reportId: { type: 'string' } },
  required: ['reportId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/forward-abuse-user-report', void> = (
  ps,
  { instance, user: me },
) => {
  const report = targetReport(instance, ps.reportId, meta.errors.noSuchAbuseReport);
  if (report.target_user_host == null || report.forwarded === 1)
    throw new ApiError(commonErrors.internalError);
  forwardAbuseReport(instance, me, report);
};
