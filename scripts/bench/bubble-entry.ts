// Bundled for the browser by scripts/bench/bubble-game.mjs: the bubble game's real engine and
// canvas renderer, driven as the game's board drives them (a fixed 1/60 s physics step per
// elapsed frame time, then one draw per animation frame), without the page around them.
import { BubbleGame } from '../../packages/client/src/features/bubbleGame/engine';
import { drawGame } from '../../packages/client/src/features/bubbleGame/render';
import {
  FRAME_MS,
  GAME_HEIGHT,
  GAME_OVER_LINE_Y,
  GAME_WIDTH,
} from '../../packages/client/src/features/bubbleGame/rules';

const MAX_STEPS_PER_PAINT = 4;
let game: BubbleGame | null = null;

/**
 * Drops pieces across the box, stepping as fast as the CPU allows, until `target` bubbles lie
 * in it or the pile nears the game-over line (the box holds fewer than 60 of the game's sizes:
 * the game would end), then lets the pile settle. A bubble counts as part of the pile once it
 * has existed for two seconds of game time (it has fallen by then).
 */
function fill(seed: string, target: number, maxFrames = 20_000) {
  const current = new BubbleGame(seed, 'normal');
  game = current;
  const born = new Map<number, number>();
  let drop = 0;
  while (current.frame < maxFrames && !current.over && current.views().length < target) {
    const views = current.views();
    for (const v of views) if (!born.has(v.id)) born.set(v.id, current.frame);
    const pile = views.filter((v) => current.frame - (born.get(v.id) ?? 0) >= 120);
    const top = Math.min(GAME_HEIGHT, ...pile.map((v) => v.y - v.size / 2));
    if (top < GAME_OVER_LINE_Y + 160) break;
    if (current.canDrop()) current.drop(40 + ((drop++ * 137) % (GAME_WIDTH - 80)));
    current.step();
  }
  for (let i = 0; i < 120 && !current.over; i++) current.step();
  return { bodies: current.views().length, over: current.over, frames: current.frame };
}

const palette = { background: '#ffffff', foreground: '#000000', accentHue: 80 };

/**
 * Draws the filled box once. The board has drawn every frame since its game began, so each
 * level's sprite was made when that level first appeared; a first draw of a full box makes them
 * all at once (30-60 ms at 4x throttle), which no frame of a game in play does.
 */
function warm(canvas: HTMLCanvasElement) {
  if (!game) throw new Error('fill first');
  drawGame(canvas, game, GAME_WIDTH / 2, palette);
}

/**
 * Runs the board's loop for `ms` of wall time: frames per second, the bubbles at the end, and
 * the slowest frame's own work (physics and draw) in ms.
 */
function run(canvas: HTMLCanvasElement, ms: number) {
  const current = game;
  if (!current) throw new Error('fill first');
  return new Promise<{ fps: number; frames: number; bodiesMin: number; over: boolean; slowest: number }>(
    (resolve) => {
      let frames = 0;
      let slowest = 0;
      let carry = 0;
      let bodiesMin = current.bubbleCount;
      let first = -1;
      let last = -1;
      const paint = (now: number) => {
        const start = performance.now();
        if (first < 0) first = last = now;
        carry += now - last;
        last = now;
        let steps = 0;
        while (carry >= FRAME_MS && steps < MAX_STEPS_PER_PAINT) {
          current.step();
          carry -= FRAME_MS;
          steps++;
        }
        if (steps === MAX_STEPS_PER_PAINT) carry = 0;
        drawGame(canvas, current, GAME_WIDTH / 2, palette);
        // A count, not views(): the harness should not add allocations the board does not make.
        bodiesMin = Math.min(bodiesMin, current.bubbleCount);
        frames++;
        slowest = Math.max(slowest, performance.now() - start);
        if (now - first >= ms || current.over) {
          const seconds = (now - first) / 1000;
          resolve({
            fps: seconds > 0 ? (frames - 1) / seconds : 0,
            frames,
            bodiesMin,
            over: current.over,
            slowest,
          });
        } else requestAnimationFrame(paint);
      };
      requestAnimationFrame(paint);
    },
  );
}

(window as unknown as { __bubbleBench: unknown }).__bubbleBench = { fill, warm, run };
