import { EventEmitter } from 'node:events';
import type { Channels } from 'misskey-js';
import type { ReversiGame } from '../../games/reversi/engine.js';
import { BoundedMap } from '../bounded-map.js';
import type { InstanceContext } from '../context.js';

type ReversiEvents = Channels['reversi']['events'];
type ReversiGameEvents = Channels['reversiGame']['events'];

/** A message of the `reversi` channel (a player's own matchmaking news). */
export interface ReversiStreamMessage {
  type: keyof ReversiEvents;
  body: unknown;
}

/** A message of the `reversiGame` channel (everything that happens in one game). */
export interface ReversiGameStreamMessage {
  type: keyof ReversiGameEvents;
  body: unknown;
}

/**
 * What Misskey keeps in Redis, kept in memory per instance (a single node needs no more; a
 * restart forgets pending invitations and the waiting list, which only makes players ask again):
 * invitations by invitee, then inviter, with the time asked; the users waiting for anyone; and
 * the streams of players and games.
 */
export interface ReversiState {
  readonly invitations: Map<string, Map<string, number>>;
  readonly waiting: Map<string, { at: number; noIrregularRules: boolean }>;
  readonly streams: EventEmitter;
  /**
   * The engine of each running game, as its stored log left it: a move then costs one `put`,
   * not a replay of the whole log (2.5 s at the end of a 64×64 game, 160 ms at 32×32).
   */
  readonly engines: BoundedMap<string, ReversiGame>;
  /** How long after both players are ready the game starts (Misskey: 3 s). */
  readonly startDelayMs: number;
}

const states = new WeakMap<InstanceContext, ReversiState>();

export function reversiState(ctx: InstanceContext): ReversiState {
  let state = states.get(ctx);
  if (!state) {
    const streams = new EventEmitter();
    // One listener per watching socket; the default limit of 10 would warn for a popular game.
    streams.setMaxListeners(0);
    // Test-only (environment, no flag): server tests need not wait Misskey's 3 s for every start.
    const delay = Number(process.env.SHIORI_TEST_REVERSI_START_DELAY_MS);
    state = {
      invitations: new Map(),
      waiting: new Map(),
      streams,
      engines: new BoundedMap(1000),
      startDelayMs: Number.isFinite(delay) && delay >= 0 ? delay : 3000,
    };
    states.set(ctx, state);
  }
  return state;
}

export function publishReversiStream<T extends keyof ReversiEvents>(
  ctx: InstanceContext,
  userId: string,
  type: T,
  body: Parameters<ReversiEvents[T]>[0],
): void {
  const message: ReversiStreamMessage = { type, body };
  reversiState(ctx).streams.emit(`user:${userId}`, message);
}

export function publishGameStream<T extends keyof ReversiGameEvents>(
  ctx: InstanceContext,
  gameId: string,
  type: T,
  body: Parameters<ReversiGameEvents[T]>[0],
): void {
  const message: ReversiGameStreamMessage = { type, body };
  reversiState(ctx).streams.emit(`game:${gameId}`, message);
}

export function onReversiStream(
  ctx: InstanceContext,
  userId: string,
  listener: (message: ReversiStreamMessage) => void,
): () => void {
  const streams = reversiState(ctx).streams;
  streams.on(`user:${userId}`, listener);
  return () => streams.off(`user:${userId}`, listener);
}

export function onGameStream(
  ctx: InstanceContext,
  gameId: string,
  listener: (message: ReversiGameStreamMessage) => void,
): () => void {
  const streams = reversiState(ctx).streams;
  streams.on(`game:${gameId}`, listener);
  return () => streams.off(`game:${gameId}`, listener);
}
