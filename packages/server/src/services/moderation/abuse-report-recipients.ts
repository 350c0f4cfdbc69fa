import type { entities } from 'misskey-js';
import type { UserRow } from '../../db/users.js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { staffOf } from '../roles.js';
import { findSystemWebhook, packSystemWebhook } from '../system-webhooks/index.js';
import { packUserLite } from '../user-packer.js';
import { logModeration } from './log.js';

/**
 * Misskey's abuse report notification recipients: who is told of a new report, by mail to a
 * moderator's verified address (`email`, with userId) or through a system webhook (`webhook`,
 * with systemWebhookId). Only moderators and administrators may be told by mail: a recipient
 * whose user is no longer staff is deleted the next time the list is read, as Misskey does
 * (role changes and expiries have no event to hook).
 */

export type RecipientMethod = 'email' | 'webhook';

export interface RecipientRow {
  id: string;
  updatedAt: string;
  name: string;
  method: RecipientMethod;
  isActive: boolean;
  userId: string | null;
  systemWebhookId: string | null;
}

export interface RecipientInput {
  isActive: boolean;
  name: string;
  method: RecipientMethod;
  userId: string | null;
  systemWebhookId: string | null;
}

interface RawRow {
  id: string;
  updated_at: string;
  name: string;
  method: string;
  active: number;
  user_id: string | null;
  system_webhook_id: string | null;
}

function fromRaw(raw: RawRow): RecipientRow {
  return {
    id: raw.id,
    updatedAt: raw.updated_at,
    name: raw.name,
    method: raw.method === 'email' ? 'email' : 'webhook',
    isActive: raw.active === 1,
    userId: raw.user_id,
    systemWebhookId: raw.system_webhook_id,
  };
}

export function findRecipient(ctx: InstanceContext, id: string): RecipientRow | null {
  const raw = ctx.db.prepare('SELECT * FROM abuse_report_notification_recipients WHERE id = ?').get(id) as
    | RawRow
    | undefined;
  return raw ? fromRaw(raw) : null;
}

/** Whether a recipient's user may still be told (a moderator or administrator, by flag or role). */
function isStaff(ctx: InstanceContext, userId: string): boolean {
  const user = ctx.users.findById(userId);
  return user !== null && staffOf(ctx, user).isModerator;
}

/**
 * The recipients, oldest first, optionally of some methods only; mail recipients whose user is
 * no longer staff are deleted on the way (Misskey's removeUnauthorizedRecipientUsers).
 */
export function listRecipients(ctx: InstanceContext, methods?: readonly string[]): RecipientRow[] {
  const rows = (
    ctx.db.prepare('SELECT * FROM abuse_report_notification_recipients ORDER BY id').all() as RawRow[]
  ).map(fromRaw);
  const unauthorized = rows.filter((r) => r.userId !== null && !isStaff(ctx, r.userId));
  const remove = ctx.db.prepare('DELETE FROM abuse_report_notification_recipients WHERE id = ?');
  for (const r of unauthorized) remove.run(r.id);
  return rows.filter((r) => !unauthorized.includes(r) && (!methods?.length || methods.includes(r.method)));
}

export function packRecipient(
  ctx: InstanceContext,
  row: RecipientRow,
): entities.AbuseReportNotificationRecipient {
  const user = row.userId ? ctx.users.findById(row.userId) : null;
  const webhook = row.systemWebhookId ? findSystemWebhook(ctx.db, row.systemWebhookId) : null;
  return {
    id: row.id,
    isActive: row.isActive,
    updatedAt: row.updatedAt,
    name: row.name,
    method: row.method,
    ...(row.userId ? { userId: row.userId } : {}),
    ...(user ? { user: packUserLite(ctx, user) } : {}),
    ...(row.systemWebhookId ? { systemWebhookId: row.systemWebhookId } : {}),
    ...(webhook ? { systemWebhook: packSystemWebhook(webhook) } : {}),
  };
}

/** The stored row as Misskey's log entries carry it. */
function aboutRecipient(row: RecipientRow): Record<string, unknown> {
  return { ...row };
}

export function createRecipient(ctx: InstanceContext, actor: UserRow, input: RecipientInput): RecipientRow {
  const id = genId();
  ctx.db
    .prepare(
      `INSERT INTO abuse_report_notification_recipients
         (id, updated_at, name, method, active, user_id, system_webhook_id)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
    )
    .run(
      id,
      new Date().toISOString(),
      input.name,
      input.method,
      input.isActive ? 1 : 0,
      input.userId,
      input.systemWebhookId,
    );
  const created = findRecipient(ctx, id) as RecipientRow;
  logModeration(ctx, actor, 'createAbuseReportNotificationRecipient', {
    recipientId: id,
    recipient: aboutRecipient(created),
  });
  return created;
}

export function updateRecipient(
  ctx: InstanceContext,
  actor: UserRow,
  before: RecipientRow,
  input: RecipientInput,
): RecipientRow {
  ctx.db
    .prepare(
      `UPDATE abuse_report_notification_recipients
       SET updated_at = ?, name = ?, method = ?, active = ?, user_id = ?, system_webhook_id = ?
       WHERE id = ?`,
    )
    .run(
      new Date().toISOString(),
      input.name,
      input.method,
      input.isActive ? 1 : 0,
      input.userId,
      input.systemWebhookId,
      before.id,
    );
  const after = findRecipient(ctx, before.id) as RecipientRow;
  logModeration(ctx, actor, 'updateAbuseReportNotificationRecipient', {
    recipientId: before.id,
    before: aboutRecipient(before),
    after: aboutRecipient(after),
  });
  return after;
}

export function deleteRecipient(ctx: InstanceContext, actor: UserRow, id: string): void {
  const row = findRecipient(ctx, id);
  ctx.db.prepare('DELETE FROM abuse_report_notification_recipients WHERE id = ?').run(id);
  logModeration(ctx, actor, 'deleteAbuseReportNotificationRecipient', {
    recipientId: id,
    recipient: row ? [aboutRecipient(row)] : [],
  });
}
