import type { UserRow } from '../../db/users.js';
import { defaultReversiMap } from '../../games/reversi/maps.js';
import type { InstanceContext } from '../context.js';
import { genId, parseIdDate } from '../ids.js';
import { packUserLite } from '../user-packer.js';
import {
  deleteStaleGames,
  insertGame,
  packGameDetailed,
  pendingGamesOf,
  type ReversiGameRow,
} from './games.js';
import { publishReversiStream, reversiState } from './state.js';

/** Misskey's windows: an invitation holds 20 s, a wait for anyone 15 s. */
const INVITATION_MS = 20_000;
const WAITING_MS = 15_000;
/** An unstarted game of the same players younger than this is answered again, not doubled. */
const RECENT_GAME_MS = 3 * 60_000;
/** Games nobody started within 10 minutes are forgotten, as Misskey's cleanup does. */
const STALE_GAME_MS = 10 * 60_000;

function now(ctx: InstanceContext): number {
  return ctx.rateLimiter.now();
}

function recentPending(ctx: InstanceContext, userId: string, otherId?: string): ReversiGameRow | null {
  const cutoff = now(ctx) - RECENT_GAME_MS;
  return pendingGamesOf(ctx.db, userId, otherId).find((g) => parseIdDate(g.id).getTime() > cutoff) ?? null;
}

/** The game of `parentId` (user1, who asked first) and `childId`, told to the parent. */
function createMatch(ctx: InstanceContext, parentId: string, childId: string, noIrregularRules: boolean) {
  deleteStaleGames(ctx.db, now(ctx), STALE_GAME_MS);
  const game: ReversiGameRow = {
    id: genId(),
    user1Id: parentId,
    user2Id: childId,
    user1Ready: false,
    user2Ready: false,
    black: null,
    isStarted: false,
    isEnded: false,
    startedAt: null,
    endedAt: null,
    winnerId: null,
    surrenderedUserId: null,
    timeoutUserId: null,
    timeLimitForEachTurn: 90,
    logs: [],
    map: [...defaultReversiMap.data],
    bw: 'random',
    noIrregularRules,
    isLlotheo: false,
    canPutEverywhere: false,
    loopedBoard: false,
    crc32: null,
  };
  insertGame(ctx.db, game);
  const packed = packGameDetailed(ctx, game);
  if (packed) publishReversiStream(ctx, parentId, 'matched', { game: packed });
  return game;
}

/** Takes a live invitation of `inviteeId` by `inviterId` (true) or finds none (false). */
function takeInvitation(ctx: InstanceContext, inviteeId: string, inviterId: string): boolean {
  const mine = reversiState(ctx).invitations.get(inviteeId);
  const at = mine?.get(inviterId);
  mine?.delete(inviterId);
  return at !== undefined && at > now(ctx) - INVITATION_MS;
}

/**
 * reversi/match with a user: the game when they invited `me` already (or when an unstarted game
 * of the two exists, unless `multiple`); otherwise `me` invites them (`invited` on their
 * reversi stream) and the answer is null.
 */
export function matchSpecificUser(
  ctx: InstanceContext,
  me: UserRow,
  target: UserRow,
  multiple: boolean,
): ReversiGameRow | null {
  if (!multiple) {
    const existing = recentPending(ctx, me.id, target.id);
    if (existing) return existing;
  }
  if (takeInvitation(ctx, me.id, target.id)) return createMatch(ctx, target.id, me.id, false);

  const invitations = reversiState(ctx).invitations;
  const theirs = invitations.get(target.id) ?? new Map<string, number>();
  theirs.set(me.id, now(ctx));
  invitations.set(target.id, theirs);
  publishReversiStream(ctx, target.id, 'invited', { user: packUserLite(ctx, me) });
  return null;
}

/**
 * reversi/match with anyone: an invitation to `me` comes first; then someone waiting (the rules
 * stay regular if either asked so); otherwise `me` waits and the answer is null.
 */
export function matchAnyUser(
  ctx: InstanceContext,
  me: UserRow,
  noIrregularRules: boolean,
  multiple: boolean,
): ReversiGameRow | null {
  if (!multiple) {
    const existing = recentPending(ctx, me.id);
    if (existing) return existing;
  }
  const state = reversiState(ctx);
  const cutoff = now(ctx);
  const inviters = [...(state.invitations.get(me.id) ?? new Map<string, number>())]
    .filter(([, at]) => at > cutoff - INVITATION_MS)
    .map(([id]) => id);
  const inviter = inviters[Math.floor(Math.random() * inviters.length)];
  if (inviter && takeInvitation(ctx, me.id, inviter)) return createMatch(ctx, inviter, me.id, false);

  const waiting = [...state.waiting]
    .filter(([id, entry]) => id !== me.id && entry.at > cutoff - WAITING_MS && ctx.users.findById(id))
    .sort((a, b) => b[1].at - a[1].at)[0];
  if (waiting) {
    const [otherId, entry] = waiting;
    state.waiting.delete(otherId);
    state.waiting.delete(me.id);
    return createMatch(ctx, otherId, me.id, noIrregularRules || entry.noIrregularRules);
  }
  state.waiting.set(me.id, { at: cutoff, noIrregularRules });
  return null;
}

export function cancelInvitation(ctx: InstanceContext, me: UserRow, targetId: string): void {
  reversiState(ctx).invitations.get(targetId)?.delete(me.id);
}

export function cancelWaiting(ctx: InstanceContext, me: UserRow): void {
  reversiState(ctx).waiting.delete(me.id);
}

/** Who invited `me` in the last 20 s, oldest first. */
export function invitersOf(ctx: InstanceContext, me: UserRow): UserRow[] {
  const cutoff = now(ctx) - INVITATION_MS;
  const mine = [...(reversiState(ctx).invitations.get(me.id) ?? new Map<string, number>())]
    .filter(([, at]) => at > cutoff)
    .sort((a, b) => a[1] - b[1]);
  return mine.flatMap(([id]) => ctx.users.findById(id) ?? []);
}
