import type { entities } from 'misskey-js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { packUserDetailed } from '../user-packer.js';
import { notifyResolvedAbuseReport } from './abuse-report-notify.js';
import { logModeration } from './log.js';

/**
 * The moderators' side of abuse reports (Misskey's AbuseReportService): listing, resolving,
 * forwarding and the report's own moderation note, each change in the moderation log.
 * A new report (users/report-abuse) and a resolved one tell the notification recipients and
 * system webhooks (abuse-report-notify.ts); Misskey's admin-stream event is not sent yet.
 */

export type ResolvedAs = 'accept' | 'reject' | null;
export type Origin = 'combined' | 'local' | 'remote';

export interface ReportRow {
  id: string;
  created_at: string;
  target_user_id: string;
  target_user_host: string | null;
  reporter_id: string;
  reporter_host: string | null;
  assignee_id: string | null;
  resolved: number;
  forwarded: number;
  comment: string;
  moderation_note: string;
  resolved_as: string | null;
}

export interface AbuseReportQuery {
  limit: number;
  sinceId?: string;
  untilId?: string;
  /** Misskey's free-form state: 'resolved' and 'unresolved' filter, anything else lists all. */
  state?: string | null;
  reporterOrigin: Origin;
  targetUserOrigin: Origin;
}

function originClause(column: string, origin: Origin): string | null {
  if (origin === 'local') return `${column} IS NULL`;
  if (origin === 'remote') return `${column} IS NOT NULL`;
  return null;
}

export function findAbuseReport(ctx: InstanceContext, id: string): ReportRow | null {
  return (ctx.db.prepare('SELECT * FROM abuse_user_reports WHERE id = ?').get(id) as ReportRow) ?? null;
}

/** A page of reports, newest first (oldest first with only sinceId, as Misskey pages). */
export function listAbuseReports(
  ctx: InstanceContext,
  viewer: UserRow,
  q: AbuseReportQuery,
): entities.AdminAbuseUserReportsResponse {
  const where: string[] = [];
  const params: Record<string, unknown> = { limit: q.limit };
  if (q.sinceId !== undefined) {
    where.push('id > @sinceId');
    params.sinceId = q.sinceId;
  }
  if (q.untilId !== undefined) {
    where.push('id < @untilId');
    params.untilId = q.untilId;
  }
  if (q.state === 'resolved') where.push('resolved = 1');
  if (q.state === 'unresolved') where.push('resolved = 0');
  for (const clause of [
    originClause('reporter_host', q.reporterOrigin),
    originClause('target_user_host', q.targetUserOrigin),
  ]) {
    if (clause) where.push(clause);
  }
  const ascending = q.sinceId !== undefined && q.untilId === undefined;
  const rows = ctx.db
    .prepare(
      `SELECT * FROM abuse_user_reports ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
       ORDER BY id ${ascending ? 'ASC' : 'DESC'} LIMIT @limit`,
    )
    .all(params) as ReportRow[];
  const userIds = new Set<string>();
  for (const r of rows) {
    userIds.add(r.reporter_id).add(r.target_user_id);
    if (r.assignee_id) userIds.add(r.assignee_id);
  }
  const users = new Map(ctx.users.findByIds([...userIds]).map((u) => [u.id, u]));
  const pack = (id: string) =>
    packUserDetailed(ctx, users.get(id) as UserRow, viewer) as entities.UserDetailedNotMe;
  return rows.flatMap((r) => {
    if (!users.has(r.reporter_id) || !users.has(r.target_user_id)) return [];
    const assignee = r.assignee_id && users.has(r.assignee_id) ? pack(r.assignee_id) : null;
    return [
      {
        id: r.id,
        createdAt: r.created_at,
        comment: r.comment,
        resolved: r.resolved === 1,
        reporterId: r.reporter_id,
        targetUserId: r.target_user_id,
        assigneeId: assignee ? r.assignee_id : null,
        reporter: pack(r.reporter_id),
        targetUser: pack(r.target_user_id),
        assignee,
        forwarded: r.forwarded === 1,
        resolvedAs: (r.resolved_as as ResolvedAs) ?? null,
        moderationNote: r.moderation_note,
      },
    ];
  });
}

/** The info Misskey's log entries carry about a report (the report as it was before the change). */
function aboutReport(r: ReportRow): Record<string, unknown> {
  return {
    reportId: r.id,
    report: {
      id: r.id,
      createdAt: r.created_at,
      targetUserId: r.target_user_id,
      targetUserHost: r.target_user_host,
      reporterId: r.reporter_id,
      reporterHost: r.reporter_host,
      assigneeId: r.assignee_id,
      resolved: r.resolved === 1,
      forwarded: r.forwarded === 1,
      comment: r.comment,
      moderationNote: r.moderation_note,
      resolvedAs: r.resolved_as,
    },
  };
}

export function resolveAbuseReport(
  ctx: InstanceContext,
  actor: UserRow,
  report: ReportRow,
  resolvedAs: ResolvedAs,
): void {
  ctx.db
    .prepare('UPDATE abuse_user_reports SET resolved = 1, assignee_id = ?, resolved_as = ? WHERE id = ?')
    .run(actor.id, resolvedAs, report.id);
  logModeration(ctx, actor, 'resolveAbuseReport', { ...aboutReport(report), resolvedAs });
  notifyResolvedAbuseReport(ctx, report.id);
}

/**
 * Marks a report of a remote user as forwarded to their server. This instance does not federate,
 * so nothing is delivered; the flag and the log entry are what a moderator sees, as in Misskey.
 */
export function forwardAbuseReport(ctx: InstanceContext, actor: UserRow, report: ReportRow): void {
  ctx.db.prepare('UPDATE abuse_user_reports SET forwarded = 1 WHERE id = ?').run(report.id);
  logModeration(ctx, actor, 'forwardAbuseReport', aboutReport(report));
}

export function updateAbuseReportNote(
  ctx: InstanceContext,
  actor: UserRow,
  report: ReportRow,
  moderationNote: string | undefined,
): void {
  if (moderationNote === undefined || moderationNote === report.moderation_note) return;
  ctx.db
    .prepare('UPDATE abuse_user_reports SET moderation_note = ? WHERE id = ?')
    .run(moderationNote, report.id);
  logModeration(ctx, actor, 'updateAbuseReportNote', {
    ...aboutReport(report),
    before: report.moderation_note,
    after: moderationNote,
  });
}
