import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { instanceFlag, setInstanceFlag } from '../instance-flags.js';
import { aboutUser, logModeration } from '../moderation/log.js';

/**
 * Sign-up by approval (`approvalRequiredForSignup`, a Misskey fork's meta field; Misskey itself
 * has none). While it is on, `signup` asks for a reason and makes the account waiting
 * (users.approved = 0, migration 044) without a token; sign-in refuses it until a moderator
 * approves it (`admin/approve-user`). Turning the switch off approves nobody: those waiting
 * still wait for a moderator.
 */
export function approvalRequiredForSignup(ctx: InstanceContext): boolean {
  return instanceFlag(ctx.db, 'approvalRequiredForSignup');
}

export function setApprovalRequiredForSignup(ctx: InstanceContext, required: boolean): void {
  setInstanceFlag(ctx.db, 'approvalRequiredForSignup', required);
}

/** The longest reason kept; a sign-up form's text area, not a letter. */
export const MAX_SIGNUP_REASON_LENGTH = 1000;

/** Marks a just-made account as waiting for approval, with the reason it gave. */
export function markAwaitingApproval(ctx: InstanceContext, userId: string, reason: string): void {
  ctx.db.prepare('UPDATE users SET approved = 0, signup_reason = ? WHERE id = ?').run(reason, userId);
}

export interface ApprovalState {
  approved: boolean;
  signupReason: string | null;
}

export function approvalOf(ctx: InstanceContext, userId: string): ApprovalState {
  const row = ctx.db.prepare('SELECT approved, signup_reason FROM users WHERE id = ?').get(userId) as
    | { approved: number; signup_reason: string | null }
    | undefined;
  return { approved: row?.approved !== 0, signupReason: row?.signup_reason ?? null };
}

export function isAwaitingApproval(ctx: InstanceContext, userId: string): boolean {
  return !approvalOf(ctx, userId).approved;
}

/**
 * Approves a waiting account (a second approval changes nothing and logs nothing). The reason
 * stays, so moderators can still read why the account was let in.
 */
export function approveUser(ctx: InstanceContext, actor: UserRow, target: UserRow): void {
  const changed = ctx.db
    .prepare('UPDATE users SET approved = 1 WHERE id = ? AND approved = 0')
    .run(target.id);
  if (changed.changes === 0) return;
  logModeration(ctx, actor, 'approve', aboutUser(target));
}
