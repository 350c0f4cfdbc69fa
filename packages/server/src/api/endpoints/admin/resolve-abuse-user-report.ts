import { type ResolvedAs, resolveAbuseReport } from '../../../services/moderation/abuse-reports.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { noSuchAbuseReport, targetReport } from './abuse-shared/report.js';

/** Closes a report as accepted, rejected or neither; the caller becomes its assignee. */
export const meta = {
  requireCredential: true,
  requireModerator: true,
  kind: 'write:admin:resolve-abuse-user-report',
  errors: { noSuchAbuseReport: noSuchAbuseReport('ac3794dd-2ce4-d878-e546-73c60c06b398') },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    reportId: { type: 'string' },
    resolvedAs: { type: ['string', 'null'], enum: ['accept', 'reject', null] },
  },
  required: ['reportId'],
} as const satisfies ParamDef;

export const handler: SignedInHandler<'admin/resolve-abuse-user-report', void> = (
  ps,
  { instance, user: me },
) => {
  const report = targetReport(instance, ps.reportId, meta.errors.noSuchAbuseReport);
  resolveAbuseReport(instance, me, report, (ps.resolvedAs ?? null) as ResolvedAs);
};
