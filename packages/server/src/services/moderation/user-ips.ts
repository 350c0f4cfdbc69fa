import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';

export interface UserIp {
  ip: string;
  createdAt: string;
}

/**
 * Keeps an address an account was seen from, once per account and address (Misskey's user_ip
 * rule). The address is the request's as the server sees it: X-Forwarded-For counts only with
 * TRUST_PROXY on, so a client cannot write someone else's address here.
 */
export function recordUserIp(ctx: InstanceContext, userId: string, ip: string): void {
  if (ip === '') return;
  ctx.db
    .prepare('INSERT OR IGNORE INTO user_ips (id, user_id, ip, created_at) VALUES (?, ?, ?, ?)')
    .run(genId(), userId, ip, new Date().toISOString());
}

/** admin/get-user-ips: the newest 30, as Misskey answers. */
export function listUserIps(ctx: InstanceContext, userId: string): UserIp[] {
  return ctx.db
    .prepare('SELECT ip, created_at AS createdAt FROM user_ips WHERE user_id = ? ORDER BY id DESC LIMIT 30')
    .all(userId) as UserIp[];
}
