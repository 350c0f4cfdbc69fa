import { BoundedMap } from '../bounded-map.js';
import type { InstanceContext } from '../context.js';
import { genId } from '../ids.js';
import { instanceFlag, setInstanceFlag } from '../instance-flags.js';

export interface UserIp {
  ip: string;
  createdAt: string;
}

/**
 * Keeps an address an account was seen from, once per account and address (Misskey's user_ip
 * rule). The address is the request's as the server sees it: X-Forwarded-For counts only with
 * TRUST_PROXY on, so a client cannot write someone else's address here.
 */
export function recordUserIp(ctx: InstanceContext, userId: string, ip: string, now = Date.now()): void {
  if (ip === '') return;
  ctx.db
    .prepare('INSERT OR IGNORE INTO user_ips (id, user_id, ip, created_at) VALUES (?, ?, ?, ?)')
    .run(genId(), userId, ip, new Date(now).toISOString());
}

/** Misskey's `enableIpLogging` (off by default, as Misskey's): every signed-in call records its address. */
export function ipLoggingEnabled(ctx: InstanceContext): boolean {
  return instanceFlag(ctx.db, 'enableIpLogging');
}

export function setIpLoggingEnabled(ctx: InstanceContext, on: boolean): void {
  setInstanceFlag(ctx.db, 'enableIpLogging', on);
}

/**
 * The address an account signed up from (or confirmed its sign-up from), kept only while
 * `enableIpLogging` is on: Misskey records addresses in ApiCallService.logIp alone, behind that
 * switch, so an instance that does not log addresses keeps none, not even the sign-up one.
 */
export function recordSignupIp(ctx: InstanceContext, userId: string, ip: string): void {
  if (ipLoggingEnabled(ctx)) recordUserIp(ctx, userId, ip);
}

const HOUR_MS = 60 * 60 * 1000;
/** Misskey's clean-up job forgets addresses recorded more than 90 days ago. */
const KEEP_MS = 90 * 24 * HOUR_MS;
/** Pairs remembered as recently written; an active server's pairs of the last hour fit. */
const RECENT_PAIRS = 50_000;

interface IpLogState {
  /** When each account/address pair was last written, so a busy client costs no write per call. */
  written: BoundedMap<string, number>;
  prunedAt: number;
}

// Per instance (tests run several apps in one process), dropped with it.
const states = new WeakMap<InstanceContext, IpLogState>();

function stateOf(ctx: InstanceContext): IpLogState {
  let state = states.get(ctx);
  if (!state) {
    state = { written: new BoundedMap(RECENT_PAIRS), prunedAt: Number.NEGATIVE_INFINITY };
    states.set(ctx, state);
  }
  return state;
}

/**
 * The API's per-call record (Misskey's ApiCallService.logIp): with `enableIpLogging` on, a
 * signed-in call writes its (account, address) pair at most once an hour; the table keeps the
 * first time the pair was seen. Addresses older than 90 days are forgotten, checked hourly.
 * Nothing here is logged: the address stays in the table administrators read.
 */
export function recordCallerIp(ctx: InstanceContext, userId: string, ip: string, now = Date.now()): void {
  const state = stateOf(ctx);
  if (now - state.prunedAt >= HOUR_MS) {
    state.prunedAt = now;
    ctx.db.prepare('DELETE FROM user_ips WHERE created_at < ?').run(new Date(now - KEEP_MS).toISOString());
  }
  if (ip === '' || !ipLoggingEnabled(ctx)) return;
  const key = `${userId} ${ip}`;
  const last = state.written.get(key);
  if (last !== undefined && now - last < HOUR_MS) return;
  state.written.set(key, now);
  recordUserIp(ctx, userId, ip, now);
}

/** admin/get-user-ips: the newest 30, as Misskey answers. */
export function listUserIps(ctx: InstanceContext, userId: string): UserIp[] {
  return ctx.db
    .prepare('SELECT ip, created_at AS createdAt FROM user_ips WHERE user_id = ? ORDER BY id DESC LIMIT 30')
    .all(userId) as UserIp[];
}
