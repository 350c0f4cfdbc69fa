import { checkLog, insertRecord, isKnownMode } from '../../../services/bubble-game/index.js';
import { genId } from '../../../services/ids.js';
import type { EndpointMeta, ParamDef, SignedInHandler } from '../../endpoint.js';
import { ApiError } from '../../errors.js';

const HOUR_MS = 60 * 60 * 1000;
/** A seed older than this is refused (Misskey's five hours): a game is played in one sitting. */
const SEED_MAX_AGE_MS = 5 * HOUR_MS;

export const meta = {
  requireCredential: true,
  kind: 'write:account',
  // Misskey: 120 an hour (and 30 s apart, which this limiter does not express).
  limit: { duration: HOUR_MS, max: 120 },
  errors: {
    invalidSeed: {
      message: 'Provided seed is invalid.',
      code: 'INVALID_SEED',
      id: 'eb627bc7-574b-4a52-a860-3c3eae772b88',
    },
    // Ours: Misskey stores any log and score unchecked.
    invalidLog: {
      message: 'The replay log is not a log of this game mode.',
      code: 'INVALID_LOG',
      id: '5b0f1c1e-6a43-4f55-9d39-2f0f1f8a7c21',
    },
    scoreNotReachable: {
      message: 'The score is higher than the replay log could yield.',
      code: 'SCORE_NOT_REACHABLE',
      id: 'c4d7e0a2-1f4b-4b6e-8a51-3e9b0d6f5a90',
    },
  },
} satisfies EndpointMeta;

export const paramDef = {
  type: 'object',
  properties: {
    score: { type: 'integer', minimum: 0 },
    seed: { type: 'string', minLength: 1, maxLength: 1024 },
    logs: { type: 'array', items: { type: 'array', items: { type: 'number' } } },
    gameMode: { type: 'string', maxLength: 128 },
    gameVersion: { type: 'integer' },
  },
  required: ['score', 'seed', 'logs', 'gameMode', 'gameVersion'],
} as const satisfies ParamDef;

/**
 * Keeps a finished game's score. The seed is the game's start time in milliseconds (as Misskey's
 * client makes it): not in the future and at most five hours old. The log must be a well-formed log
 * of a known mode (drops inside the box, after the cool-down) and the score within what its drops
 * could yield (services/bubble-game/replay-bound.ts says how far that goes).
 */
export const handler: SignedInHandler<'bubble-game/register', void> = (ps, { instance, user }) => {
  const now = Date.now();
  const seededAt = /^\d{1,15}$/.test(ps.seed) ? Number(ps.seed) : Number.NaN;
  if (!Number.isFinite(seededAt) || seededAt > now || seededAt < now - SEED_MAX_AGE_MS) {
    throw new ApiError(meta.errors.invalidSeed);
  }
  if (!isKnownMode(ps.gameMode)) throw new ApiError(meta.errors.invalidLog, { reason: 'unknown game mode' });
  const check = checkLog(ps.gameMode, ps.logs);
  if (!check.ok) throw new ApiError(meta.errors.invalidLog, { reason: check.reason });
  if (ps.score > check.maxScore) throw new ApiError(meta.errors.scoreNotReachable);
  insertRecord(instance.db, {
    id: genId(now),
    userId: user.id,
    seededAt: new Date(seededAt).toISOString(),
    seed: ps.seed,
    gameVersion: ps.gameVersion,
    gameMode: ps.gameMode,
    score: ps.score,
    logs: ps.logs,
  });
};
