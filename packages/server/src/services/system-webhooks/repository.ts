import type { entities } from 'misskey-js';
import type { Database } from '../../db/database.js';
import { genId } from '../ids.js';

/** Misskey's system webhook events, in its order (misskey-js `SystemWebhook['on']`). */
export const SYSTEM_WEBHOOK_EVENTS = [
  'abuseReport',
  'abuseReportResolved',
  'userCreated',
  'inactiveModeratorsWarning',
  'inactiveModeratorsInvitationOnlyChanged',
] as const;

export type SystemWebhookEvent = (typeof SYSTEM_WEBHOOK_EVENTS)[number];

export interface SystemWebhookRow {
  id: string;
  updatedAt: string;
  name: string;
  url: string;
  secret: string;
  on: SystemWebhookEvent[];
  isActive: boolean;
  latestSentAt: string | null;
  latestStatus: number | null;
}

export interface SystemWebhookInput {
  isActive: boolean;
  name: string;
  on: SystemWebhookEvent[];
  url: string;
  secret: string;
}

interface RawRow {
  id: string;
  updated_at: string;
  name: string;
  url: string;
  secret: string;
  events: string;
  active: number;
  latest_sent_at: string | null;
  latest_status: number | null;
}

function fromRaw(raw: RawRow): SystemWebhookRow {
  const stored = JSON.parse(raw.events) as string[];
  return {
    id: raw.id,
    updatedAt: raw.updated_at,
    name: raw.name,
    url: raw.url,
    secret: raw.secret,
    on: SYSTEM_WEBHOOK_EVENTS.filter((event) => stored.includes(event)),
    isActive: raw.active === 1,
    latestSentAt: raw.latest_sent_at,
    latestStatus: raw.latest_status,
  };
}

/** Misskey's SystemWebhook, secret included (its endpoints are staff-only, as here). */
export function packSystemWebhook(row: SystemWebhookRow): entities.SystemWebhook {
  return {
    id: row.id,
    isActive: row.isActive,
    updatedAt: row.updatedAt,
    latestSentAt: row.latestSentAt,
    latestStatus: row.latestStatus,
    name: row.name,
    on: row.on,
    url: row.url,
    secret: row.secret,
  };
}

/** Events kept once each, in Misskey's order. */
function eventsJson(on: readonly SystemWebhookEvent[]): string {
  return JSON.stringify(SYSTEM_WEBHOOK_EVENTS.filter((event) => on.includes(event)));
}

export function insertSystemWebhook(db: Database, input: SystemWebhookInput): SystemWebhookRow {
  const id = genId();
  db.prepare(
    `INSERT INTO system_webhooks (id, updated_at, name, url, secret, events, active)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    new Date().toISOString(),
    input.name,
    input.url,
    input.secret,
    eventsJson(input.on),
    input.isActive ? 1 : 0,
  );
  return findSystemWebhook(db, id) as SystemWebhookRow;
}

export function updateSystemWebhook(db: Database, id: string, input: SystemWebhookInput): SystemWebhookRow {
  db.prepare(
    `UPDATE system_webhooks SET updated_at = ?, name = ?, url = ?, secret = ?, events = ?, active = ?
     WHERE id = ?`,
  ).run(
    new Date().toISOString(),
    input.name,
    input.url,
    input.secret,
    eventsJson(input.on),
    input.isActive ? 1 : 0,
    id,
  );
  return findSystemWebhook(db, id) as SystemWebhookRow;
}

export function deleteSystemWebhook(db: Database, id: string): void {
  db.prepare('DELETE FROM system_webhooks WHERE id = ?').run(id);
}

export function findSystemWebhook(db: Database, id: string): SystemWebhookRow | null {
  const raw = db.prepare('SELECT * FROM system_webhooks WHERE id = ?').get(id) as RawRow | undefined;
  return raw ? fromRaw(raw) : null;
}

/**
 * Misskey's list filters: `isActive` when given, and `on` as "listens to every one of these"
 * (its `:on <@ systemWebhook.on`). Oldest first, as Misskey's unordered query returns them.
 */
export function listSystemWebhooks(
  db: Database,
  filter: { isActive?: boolean; on?: readonly string[] } = {},
): SystemWebhookRow[] {
  const rows = (db.prepare('SELECT * FROM system_webhooks ORDER BY id').all() as RawRow[]).map(fromRaw);
  return rows.filter(
    (row) =>
      (filter.isActive === undefined || row.isActive === filter.isActive) &&
      (filter.on ?? []).every((event) => (row.on as string[]).includes(event)),
  );
}

/** What the last delivery came to: the receiver's status, or 1 when none answered (Misskey's). */
export function recordSystemWebhookDelivery(db: Database, id: string, status: number): void {
  db.prepare('UPDATE system_webhooks SET latest_sent_at = ?, latest_status = ? WHERE id = ?').run(
    new Date().toISOString(),
    status,
    id,
  );
}
