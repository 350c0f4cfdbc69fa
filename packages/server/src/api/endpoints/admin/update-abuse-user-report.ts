import { updateAbuseReportNote } from '../../../services/moderation/abuse-reports.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { noSuchAbuseReport, targetReport } from './abuse-shared/report.js';

/** The moderators' own note on a report, never shown to the reporter. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:resolve-abuse-user-report',
  errors: { noSuchAbuseReport: noSuchAbuseReport('15f51cf5-46d1-4b1d-a618-b35bcbed0662') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: { reportId: { type: 'string' }, moderationNote: { type: 'string', maxLength: 8192 } },
  required: ['reportId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/update-abuse-user-report', void> = (
  ps,
  { instance, user: me },
) => {
  const report = targetReport(instance, ps.reportId, meta.errors.noSuchAbuseReport);
  updateAbuseReportNote(instance, me, report, ps.moderationNote);
};
