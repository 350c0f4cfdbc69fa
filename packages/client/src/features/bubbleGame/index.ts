/**
 * The bubble game (issue 24): a seeded, fixed-step matter-js engine that replays from (seed, log),
 * its rules, the Misskey log form bubble-game/register takes, a canvas renderer and synthesized
 * sounds. Import it lazily: matter-js must stay out of the start-up bundle.
 */
export { type AudioVolumes, createGameAudio, type GameAudio } from './audio';
export { BubbleGame, type BubbleView, type GameListener } from './engine';
export { deserializeLog, type LogEntry, serializeLog } from './log';
export { seededRandom } from './random';
export { boardPixels, drawGame, levelColour } from './render';
export * from './rules';
