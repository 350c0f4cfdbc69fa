import { genId } from '../../../services/ids.js';
import { notifyNewAbuseReport } from '../../../services/moderation/abuse-report-notify.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';
import { findVisibleUser } from '../following/shared.js';

export const meta = {
  requireCredential: true,
  kind: 'write:report-abuse',
  errors: {
    noSuchUser: {
      message: 'No such user.',
      code: 'NO_SUCH_USER',
      id: '1acefcb5-0959-43fd-9685-b48305736cb5',
    },
    cannotReportYourself: {
      message: 'Cannot report yourself.',
      code: 'CANNOT_REPORT_YOURSELF',
      id: '1e13149e-b1e8-43cf-902e-c01dbfcb202f',
    },
    cannotReportAdmin: {
      message: 'Cannot report the admin.',
      code: 'CANNOT_REPORT_THE_ADMIN',
      id: '35e166f5-05fb-4f87-a2d5-adb42676d48f',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    userId: { type: 'string' },
    comment: { type: 'string', minLength: 1, maxLength: 2048 },
  },
  required: ['userId', 'comment'],
} as const satisfies ParamDef;

/** Files a report for the moderators (Misskey answers 204 with no body). */
export const handler: SignedInHandler<'users/report-abuse', void> = (ps, { instance, user: me }) => {
  const target = findVisibleUser(instance, ps.userId, me);
  if (!target) throw new ApiError(meta.errors.noSuchUser);
  if (target.id === me.id) throw new ApiError(meta.errors.cannotReportYourself);
  if (target.isAdmin) throw new ApiError(meta.errors.cannotReportAdmin);
  const id = genId();
  instance.db
    .prepare(
      `INSERT INTO abuse_user_reports (id, created_at, target_user_id, target_user_host, reporter_id, comment)
       VALUES (?, ?, ?, ?, ?, ?)`,
    )
    .run(id, new Date().toISOString(), target.id, target.host ?? null, me.id, ps.comment);
  // Moderators with the app open see it at once (Misskey's admin channel).
  instance.events.publishAdminStream('newAbuseUserReport', {
    id,
    targetUserId: target.id,
    reporterId: me.id,
    comment: ps.comment,
  });
  // The report recipients and system webhooks are told in the background.
  notifyNewAbuseReport(instance, id);
};
