import type { Database } from './database.js';

export interface NewSwSubscription {
  id: string;
  userId: string;
  endpoint: string;
  auth: string;
  publickey: string;
  sendReadMessage: boolean;
  createdAt: string;
}

export interface SwSubscriptionRow {
  id: string;
  userId: string;
  endpoint: string;
  auth: string;
  publickey: string;
  sendReadMessage: boolean;
}

interface RawRow {
  id: string;
  user_id: string;
  endpoint: string;
  auth: string;
  publickey: string;
  send_read_message: number;
}

const toRow = (raw: RawRow): SwSubscriptionRow => ({
  id: raw.id,
  userId: raw.user_id,
  endpoint: raw.endpoint,
  auth: raw.auth,
  publickey: raw.publickey,
  sendReadMessage: raw.send_read_message === 1,
});

/** The most browsers one account keeps subscribed; the oldest goes when one more subscribes. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

/** Web push subscriptions of each user's browsers. */
export class SwSubscriptionRepository {
  constructor(private readonly db: Database) {}

  insert(sub: NewSwSubscription): void {
    this.db.transaction(() => {
      this.db
        .prepare(
          `INSERT OR REPLACE INTO sw_subscriptions
           (id, user_id, endpoint, auth, publickey, send_read_message, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          sub.id,
          sub.userId,
          sub.endpoint,
          sub.auth,
          sub.publickey,
          sub.sendReadMessage ? 1 : 0,
          sub.createdAt,
        );
      // Every notification is sent to each subscription: a bounded fan-out per account.
      this.db
        .prepare(
          `DELETE FROM sw_subscriptions WHERE user_id = ? AND id NOT IN
           (SELECT id FROM sw_subscriptions WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
        )
        .run(sub.userId, sub.userId, MAX_SUBSCRIPTIONS_PER_USER);
    })();
  }

  count(userId: string): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM sw_subscriptions WHERE user_id = ?').get(userId) as {
        n: number;
      }
    ).n;
  }

  find(userId: string, endpoint: string): SwSubscriptionRow | null {
    const raw = this.db
      .prepare('SELECT * FROM sw_subscriptions WHERE user_id = ? AND endpoint = ?')
      .get(userId, endpoint) as RawRow | undefined;
    return raw ? toRow(raw) : null;
  }

  listForUser(userId: string): SwSubscriptionRow[] {
    return (this.db.prepare('SELECT * FROM sw_subscriptions WHERE user_id = ?').all(userId) as RawRow[]).map(
      toRow,
    );
  }

  setSendReadMessage(id: string, sendReadMessage: boolean): void {
    this.db
      .prepare('UPDATE sw_subscriptions SET send_read_message = ? WHERE id = ?')
      .run(sendReadMessage ? 1 : 0, id);
  }

  remove(userId: string, endpoint: string): boolean {
    return (
      this.db.prepare('DELETE FROM sw_subscriptions WHERE user_id = ? AND endpoint = ?').run(userId, endpoint)
        .changes > 0
    );
  }

  /** Without a user (a signed-out browser, or a push service saying the subscription is gone). */
  removeByEndpoint(endpoint: string): boolean {
    return this.db.prepare('DELETE FROM sw_subscriptions WHERE endpoint = ?').run(endpoint).changes > 0;
  }
}
