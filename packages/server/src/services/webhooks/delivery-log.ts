import type { Database } from '../../db/database.js';
import { genId } from '../ids.js';

/** Misskey's queues for webhook deliveries: a user's webhooks and the administrators' system ones. */
export type DeliveryQueue = 'userWebhookDeliver' | 'systemWebhookDeliver';
export type DeliveryState = 'active' | 'delayed' | 'completed' | 'failed';

/** One delivery as it is kept in `webhook_deliveries` (migration 055). */
export interface DeliveryRecord {
  id: string;
  queue: DeliveryQueue;
  webhookId: string;
  url: string;
  /** The JSON body POSTed (Misskey's `{server, hookId, [userId,] eventId, createdAt, type, body}`). */
  body: string;
  state: DeliveryState;
  attempts: number;
  maxAttempts: number;
  error: string | null;
  createdAt: number;
  processedAt: number | null;
  finishedAt: number | null;
}

interface RawRecord {
  id: string;
  queue: DeliveryQueue;
  webhook_id: string;
  url: string;
  body: string;
  state: DeliveryState;
  attempts: number;
  max_attempts: number;
  error: string | null;
  created_at: number;
  processed_at: number | null;
  finished_at: number | null;
}

function toRecord(raw: RawRecord): DeliveryRecord {
  return {
    id: raw.id,
    queue: raw.queue,
    webhookId: raw.webhook_id,
    url: raw.url,
    body: raw.body,
    state: raw.state,
    attempts: raw.attempts,
    maxAttempts: raw.max_attempts,
    error: raw.error,
    createdAt: raw.created_at,
    processedAt: raw.processed_at,
    finishedAt: raw.finished_at,
  };
}

/**
 * Finished deliveries kept per queue. Misskey's queue removes its webhook jobs once done; the
 * newest are kept here so the admin sees what went out and what failed, with a bound.
 */
export const KEPT_FINISHED = 1000;

export function insertDelivery(
  db: Database,
  input: Pick<DeliveryRecord, 'queue' | 'webhookId' | 'url' | 'body' | 'maxAttempts'>,
  now = Date.now(),
): string {
  const id = genId();
  db.prepare(
    `INSERT INTO webhook_deliveries (id, queue, webhook_id, url, body, state, max_attempts, created_at)
     VALUES (?, ?, ?, ?, ?, 'active', ?, ?)`,
  ).run(id, input.queue, input.webhookId, input.url, input.body, input.maxAttempts, now);
  return id;
}

export function findDelivery(db: Database, id: string): DeliveryRecord | null {
  const raw = db.prepare('SELECT * FROM webhook_deliveries WHERE id = ?').get(id) as RawRecord | undefined;
  return raw ? toRecord(raw) : null;
}

/** The queue's deliveries, newest first. */
export function listDeliveries(db: Database, queue: DeliveryQueue): DeliveryRecord[] {
  return (
    db
      .prepare('SELECT * FROM webhook_deliveries WHERE queue = ? ORDER BY created_at DESC, id DESC')
      .all(queue) as RawRecord[]
  ).map(toRecord);
}

/**
 * An attempt begins: returns false when the record is gone (the admin removed it meanwhile) or
 * no longer under way (a later process marked it interrupted).
 */
export function markAttempt(db: Database, id: string, now = Date.now()): boolean {
  return (
    db
      .prepare(
        `UPDATE webhook_deliveries SET state = 'active', attempts = attempts + 1, processed_at = ?
         WHERE id = ? AND state IN ('active', 'delayed')`,
      )
      .run(now, id).changes > 0
  );
}

/** The attempt failed and another one waits its turn. */
export function markDelayed(db: Database, id: string, error: string): void {
  db.prepare("UPDATE webhook_deliveries SET state = 'delayed', error = ? WHERE id = ?").run(error, id);
}

/** The delivery is over, delivered or not; the queue's oldest finished records beyond the bound go. */
export function markFinished(db: Database, id: string, error: string | null, now = Date.now()): void {
  const row = db
    .prepare(
      'UPDATE webhook_deliveries SET state = ?, error = ?, finished_at = ? WHERE id = ? RETURNING queue',
    )
    .get(error === null ? 'completed' : 'failed', error, now, id) as { queue: DeliveryQueue } | undefined;
  if (!row) return;
  db.prepare(
    `DELETE FROM webhook_deliveries WHERE queue = @queue AND state IN ('completed', 'failed') AND id NOT IN (
       SELECT id FROM webhook_deliveries WHERE queue = @queue AND state IN ('completed', 'failed')
       ORDER BY created_at DESC, id DESC LIMIT @kept)`,
  ).run({ queue: row.queue, kept: KEPT_FINISHED });
}

/** A failed delivery runs again from its first attempt (admin/queue/retry-job). */
export function restartDelivery(db: Database, id: string): boolean {
  return (
    db
      .prepare(
        `UPDATE webhook_deliveries SET state = 'active', attempts = 0, error = NULL, finished_at = NULL
         WHERE id = ? AND state = 'failed'`,
      )
      .run(id).changes > 0
  );
}

/** Removes a delivery that is not being sent this moment; a delayed one gets no more attempts. */
export function deleteDelivery(db: Database, id: string): boolean {
  return db.prepare("DELETE FROM webhook_deliveries WHERE id = ? AND state <> 'active'").run(id).changes > 0;
}

/**
 * Deliveries a previous process left under way or waiting for a retry are marked failed
 * ('interrupted'), as exports and imports are: the admin can retry them.
 */
export function failInterruptedDeliveries(db: Database, now = Date.now()): number {
  return db
    .prepare(
      `UPDATE webhook_deliveries SET state = 'failed', error = 'interrupted', finished_at = ?
       WHERE state IN ('active', 'delayed')`,
    )
    .run(now).changes;
}
