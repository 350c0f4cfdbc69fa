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

/** Web push subscriptions of each user's browsers. */
export class SwSubscriptionRepository {
  constructor(private readonly db: Database) {}

  insert(sub: NewSwSubscription): void {
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
  }

  count(userId: string): number {
    return (
      this.db.prepare('SELECT COUNT(*) AS n FROM sw_subscriptions WHERE user_id = ?').get(userId) as {
        n: number;
      }
    ).n;
  }

  remove(userId: string, endpoint: string): boolean {
    return (
      this.db.prepare('DELETE FROM sw_subscriptions WHERE user_id = ? AND endpoint = ?').run(userId, endpoint)
        .changes > 0
    );
  }
}
