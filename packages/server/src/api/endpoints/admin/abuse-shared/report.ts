import type { InstanceContext } from '../../../../services/context.js';
import { findAbuseReport } from '../../../../services/moderation/abuse-reports.js';
import { ApiError, type ApiErrorDef } from '../../../errors.js';

/** Misskey's NO_SUCH_ABUSE_REPORT, whose id differs per endpoint. */
export function noSuchAbuseReport(id: string): ApiErrorDef {
  return {
    message: 'No such abuse report.',
    code: 'NO_SUCH_ABUSE_REPORT',
    id,
    kind: 'server',
    httpStatus: 404,
  };
}

export function targetReport(
  instance: InstanceContext,
  reportId: string,
  error: ApiErrorDef,
): NonNullable<ReturnType<typeof findAbuseReport>> {
  const report = findAbuseReport(instance, reportId);
  if (!report) throw new ApiError(error);
  return report;
}
