import type { entities } from 'misskey-js';
import type { Database } from '../../db/database.js';
import { genId } from '../ids.js';

/** Misskey's webhook event names, in its order. */
export const WEBHOOK_EVENTS = [
  'mention',
  'unfollow',
  'follow',
  'followed',
  'note',
  'reply',
  'renote',
  'reaction',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export interface WebhookRow {
  id: string;
  userId: string;
  name: string;
  url: string;
  secret: string;
  on: WebhookEvent[];
  active: boolean;
  latestSentAt: string | null;
  latestStatus: number | null;
}

interface RawWebhook {
  id: string;
  user_id: string;
  name: string;
  url: string;
  secret: string;
  events: string;
  active: number;
  latest_sent_at: string | null;
  latest_status: number | null;
}

const COLUMNS = 'id, user_id, name, url, secret, events, active, latest_sent_at, latest_status';

function toRow(raw: RawWebhook): WebhookRow {
  return {
    id: raw.id,
    userId: raw.user_id,
    name: raw.name,
    url: raw.url,
    secret: raw.secret,
    on: JSON.parse(raw.events) as WebhookEvent[],
    active: raw.active === 1,
    latestSentAt: raw.latest_sent_at,
    latestStatus: raw.latest_status,
  };
}

/** The wire shape of i/webhooks/show, list and create (the secret is the owner's own). */
export function packWebhook(row: WebhookRow): entities.IWebhooksShowResponse {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    on: [...row.on],
    url: row.url,
    secret: row.secret,
    active: row.active,
    latestSentAt: row.latestSentAt,
    latestStatus: row.latestStatus,
  };
}

export function countWebhooks(db: Database, userId: string): number {
  return (db.prepare('SELECT COUNT(*) AS n FROM webhooks WHERE user_id = ?').get(userId) as { n: number }).n;
}

/** The user's webhooks, newest first (Misskey lists them in no particular order). */
export function listWebhooks(db: Database, userId: string): WebhookRow[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM webhooks WHERE user_id = ? ORDER BY id DESC`)
    .all(userId) as RawWebhook[];
  return rows.map(toRow);
}

/** The user's own webhook, or null (someone else's is as good as none). */
export function findOwnWebhook(db: Database, userId: string, id: string): WebhookRow | null {
  const raw = db.prepare(`SELECT ${COLUMNS} FROM webhooks WHERE id = ? AND user_id = ?`).get(id, userId) as
    | RawWebhook
    | undefined;
  return raw ? toRow(raw) : null;
}

/** The user's active webhooks listening to `event`: the ones a delivery goes to. */
export function activeWebhooksFor(db: Database, userId: string, event: WebhookEvent): WebhookRow[] {
  const rows = db
    .prepare(`SELECT ${COLUMNS} FROM webhooks WHERE user_id = ? AND active = 1`)
    .all(userId) as RawWebhook[];
  return rows.map(toRow).filter((row) => row.on.includes(event));
}

/** Whether the webhook still exists and is switched on (a retry checks before it goes). */
export function isActiveWebhook(db: Database, id: string): boolean {
  return db.prepare('SELECT 1 FROM webhooks WHERE id = ? AND active = 1').get(id) !== undefined;
}

export interface NewWebhook {
  name: string;
  url: string;
  secret: string;
  on: readonly WebhookEvent[];
}

export function insertWebhook(db: Database, userId: string, input: NewWebhook): WebhookRow {
  const id = genId();
  db.prepare(
    'INSERT INTO webhooks (id, created_at, user_id, name, url, secret, events, active) VALUES (?, ?, ?, ?, ?, ?, ?, 1)',
  ).run(
    id,
    new Date().toISOString(),
    userId,
    input.name,
    input.url,
    input.secret,
    JSON.stringify(dedupe(input.on)),
  );
  return findOwnWebhook(db, userId, id) as WebhookRow;
}

export interface WebhookPatch {
  name?: string;
  url?: string;
  secret?: string;
  on?: readonly WebhookEvent[];
  active?: boolean;
}

/** Changes only the fields given, as Misskey's update does with undefined ones. */
export function updateWebhook(db: Database, id: string, patch: WebhookPatch): void {
  const sets: string[] = [];
  const values: (string | number)[] = [];
  const set = (column: string, value: string | number) => {
    sets.push(`${column} = ?`);
    values.push(value);
  };
  if (patch.name !== undefined) set('name', patch.name);
  if (patch.url !== undefined) set('url', patch.url);
  if (patch.secret !== undefined) set('secret', patch.secret);
  if (patch.on !== undefined) set('events', JSON.stringify(dedupe(patch.on)));
  if (patch.active !== undefined) set('active', patch.active ? 1 : 0);
  if (sets.length === 0) return;
  db.prepare(`UPDATE webhooks SET ${sets.join(', ')} WHERE id = ?`).run(...values, id);
}

export function deleteWebhook(db: Database, id: string): void {
  db.prepare('DELETE FROM webhooks WHERE id = ?').run(id);
}

/** What the last delivery did: the HTTP status, or 1 when no answer came (Misskey's value). */
export function recordDelivery(db: Database, id: string, status: number): void {
  db.prepare('UPDATE webhooks SET latest_sent_at = ?, latest_status = ? WHERE id = ?').run(
    new Date().toISOString(),
    status,
    id,
  );
}

function dedupe(events: readonly WebhookEvent[]): WebhookEvent[] {
  return [...new Set(events)];
}
