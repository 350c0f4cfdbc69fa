import type { InstanceContext } from '../context.js';
import { emailOf, sendMail } from '../mail/index.js';
import { mailSettings } from '../mail/smtp-settings.js';
import { enqueueSystemWebhooks } from '../system-webhooks/index.js';
import { packUserLite } from '../user-packer.js';
import { listRecipients } from './abuse-report-recipients.js';
// A cycle with abuse-reports.ts (which calls back here), safe: each only calls the other's functions.
import { findAbuseReport, type ReportRow } from './abuse-reports.js';

/**
 * Telling the moderators of a new or resolved abuse report (Misskey's
 * AbuseReportNotificationService): every active system webhook listening to `abuseReport` or
 * `abuseReportResolved` gets the report, except the webhooks of switched-off recipients; a new
 * report is also mailed to each active mail recipient's verified address and to the server's
 * own address (`email` of the mail settings). Everything is sent in the background.
 */

/** Misskey's AbuseReportPayload: the report with its three users as UserLite (null if gone). */
function reportPayload(ctx: InstanceContext, r: ReportRow): Record<string, unknown> {
  const lite = (id: string | null) => {
    const user = id ? ctx.users.findById(id) : null;
    return user ? packUserLite(ctx, user) : null;
  };
  return {
    id: r.id,
    targetUserId: r.target_user_id,
    targetUser: lite(r.target_user_id),
    targetUserHost: r.target_user_host,
    reporterId: r.reporter_id,
    reporter: lite(r.reporter_id),
    reporterHost: r.reporter_host,
    assigneeId: r.assignee_id,
    assignee: lite(r.assignee_id),
    resolved: r.resolved === 1,
    forwarded: r.forwarded === 1,
    comment: r.comment,
    moderationNote: r.moderation_note,
    resolvedAs: r.resolved_as,
  };
}

function notifyWebhooks(
  ctx: InstanceContext,
  report: ReportRow,
  type: 'abuseReport' | 'abuseReportResolved',
) {
  const switchedOff = listRecipients(ctx, ['webhook'])
    .filter((r) => !r.isActive && r.systemWebhookId !== null)
    .map((r) => r.systemWebhookId as string);
  enqueueSystemWebhooks(ctx, type, () => reportPayload(ctx, report), switchedOff);
}

/** A report was filed: webhooks and mail recipients are told. */
export function notifyNewAbuseReport(ctx: InstanceContext, reportId: string): void {
  const report = findAbuseReport(ctx, reportId);
  if (!report) return;
  notifyWebhooks(ctx, report, 'abuseReport');
  const addresses = new Set<string>();
  for (const recipient of listRecipients(ctx, ['email'])) {
    if (!recipient.isActive || recipient.userId === null) continue;
    const address = emailOf(ctx, recipient.userId);
    if (address?.verified) addresses.add(address.email);
  }
  const own = mailSettings(ctx.db).email;
  if (own) addresses.add(own);
  if (addresses.size === 0) return;
  const target = ctx.users.findById(report.target_user_id);
  const handle = target
    ? `@${target.username}${target.host ? `@${target.host}` : ''}`
    : report.target_user_id;
  for (const to of addresses) {
    sendMail(ctx, {
      to,
      subject: `New abuse report about ${handle}`,
      text: `${report.comment}\n\n--\nOpen reports: ${ctx.config.url}/admin/abuses\n`,
    });
  }
}

/** A report was resolved: webhooks listening to abuseReportResolved are told. */
export function notifyResolvedAbuseReport(ctx: InstanceContext, reportId: string): void {
  const report = findAbuseReport(ctx, reportId);
  if (report) notifyWebhooks(ctx, report, 'abuseReportResolved');
}
