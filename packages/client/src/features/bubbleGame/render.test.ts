import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BubbleGame } from './engine';
import { boardPixels, drawGame, GameRenderer, MAX_BOARD_SCALE } from './render';
import { DROP_COOLTIME, GAME_HEIGHT, GAME_WIDTH, LEVELS } from './rules';
import { type Palette, SpriteCache, type SpriteCanvasFactory, type SpriteContext } from './sprites';

/** A 2D context that records what is drawn (happy-dom has no canvas drawing). */
interface Recorder {
  ctx: CanvasRenderingContext2D;
  calls: { name: string; args: unknown[] }[];
  count(name: string): number;
}

function recorder(): Recorder {
  const calls: Recorder['calls'] = [];
  const state: Record<string | symbol, unknown> = {};
  const ctx = new Proxy(state, {
    get: (_, name) =>
      name in state
        ? state[name]
        : (...args: unknown[]) => {
            calls.push({ name: String(name), args });
          },
    set: (_, name, value) => {
      state[name] = value;
      calls.push({ name: `=${String(name)}`, args: [value] });
      return true;
    },
  }) as unknown as CanvasRenderingContext2D;
  return { ctx, calls, count: (name) => calls.filter((c) => c.name === name).length };
}

/** Sprite bitmaps as recorders, each remembered with its size. */
function spriteFactory() {
  const made: { width: number; height: number; rec: Recorder }[] = [];
  const create: SpriteCanvasFactory = (width, height) => {
    const rec = recorder();
    made.push({ width, height, rec });
    return { image: { width, height } as unknown as CanvasImageSource, context: rec.ctx as SpriteContext };
  };
  return { made, create };
}

const light: Palette = { background: '#ffffff', foreground: '#000000', accentHue: 80 };
const dark: Palette = { background: '#15191c', foreground: '#e7e9ea', accentHue: 160 };

/** A game with a pile in its box. */
function pile(mode: 'normal' | 'square' = 'normal', drops = 12): BubbleGame {
  const game = new BubbleGame('render-pile', mode);
  for (let i = 0; i < drops && !game.over; i++) {
    game.drop(60 + ((i * 97) % (GAME_WIDTH - 120)));
    for (let f = 0; f < DROP_COOLTIME + 20 && !game.over; f++) game.step();
  }
  return game;
}

const textCalls = (rec: Recorder) => rec.count('fillText') + rec.count('strokeText');

describe('SpriteCache', () => {
  it('draws each level once per palette and scale, and again for another theme or size', () => {
    const { made, create } = spriteFactory();
    const cache = new SpriteCache(create);
    const [one, two] = LEVELS;
    cache.use(light, 1);
    const disc = cache.disc(one!);
    expect(cache.disc(one!)).toBe(disc);
    expect(cache.label(one!)).not.toBe(disc);
    expect(cache.disc(two!)).not.toBe(disc);
    expect(cache.drawn).toBe(3);
    // Centred with room for the outline; the next size up is larger.
    expect(disc?.width).toBe(Math.ceil(one!.size + 4));
    expect(cache.disc(two!)!.width).toBeGreaterThan(disc!.width);
    expect(textCalls(made[0]!.rec)).toBeGreaterThan(0);

    cache.use({ ...light }, 1); // the same colours: nothing is drawn again
    expect(cache.disc(one!)).toBe(disc);
    expect(cache.drawn).toBe(3);

    cache.use(dark, 1);
    const darkDisc = cache.disc(one!);
    expect(darkDisc).not.toBe(disc);
    expect(cache.drawn).toBe(1);
    const outlines = made.at(-1)!.rec.calls.filter((c) => c.name === '=strokeStyle');
    expect(outlines.map((c) => c.args[0])).toContain('#e7e9ea');

    cache.use(dark, 2);
    expect(cache.disc(one!)!.width).toBe(Math.ceil((one!.size + 4) * 2));
  });
});

describe('drawing a frame', () => {
  const made: { width: number; height: number; rec: Recorder }[] = [];
  beforeEach(() => {
    made.length = 0;
    // drawGame makes its sprites on offscreen canvases: here, recorders.
    vi.stubGlobal(
      'OffscreenCanvas',
      class {
        readonly rec = recorder();
        constructor(
          readonly width: number,
          readonly height: number,
        ) {
          made.push({ width, height, rec: this.rec });
        }
        getContext() {
          return this.rec.ctx;
        }
      },
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  function boardCanvas() {
    const board = recorder();
    const canvas = {
      width: GAME_WIDTH,
      height: GAME_HEIGHT,
      getContext: () => board.ctx,
    } as unknown as HTMLCanvasElement;
    return { board, canvas };
  }

  it('copies one sprite per bubble and draws no shape or text once they are made', () => {
    const game = pile();
    const bubbles = game.bubbleCount;
    expect(bubbles).toBeGreaterThan(3);
    const { board, canvas } = boardCanvas();
    drawGame(canvas, game, GAME_WIDTH / 2, light);
    const sprites = made.length;
    expect(sprites).toBeGreaterThan(1);
    board.calls.length = 0;

    game.step();
    drawGame(canvas, game, GAME_WIDTH / 2, light);
    // No sprite is made again and nothing is drawn afresh: the backdrop, the held piece and
    // each bubble are copies.
    expect(made.length).toBe(sprites);
    expect(textCalls(board)).toBe(0);
    expect(board.count('arc') + board.count('fill') + board.count('stroke')).toBe(0);
    expect(board.count('drawImage')).toBe(game.bubbleCount + 2);
    // Each copy is unturned at whole pixels, centred on its bubble.
    const copies = board.calls.filter((c) => c.name === 'drawImage').slice(2);
    const views = game.views();
    for (const [i, copy] of copies.entries()) {
      const [image, x, y] = copy.args as [{ width: number; height: number }, number, number];
      expect(Number.isInteger(x) && Number.isInteger(y)).toBe(true);
      expect(Math.abs(x + image.width / 2 - views[i]!.x)).toBeLessThanOrEqual(0.5);
      expect(Math.abs(y + image.height / 2 - views[i]!.y)).toBeLessThanOrEqual(0.5);
    }
  });

  it('draws squares turned with their number copied on top, and redraws sprites for a new theme', () => {
    const game = pile('square', 6);
    const { board, canvas } = boardCanvas();
    drawGame(canvas, game, GAME_WIDTH / 2, light);
    board.calls.length = 0;
    const sprites = made.length;
    drawGame(canvas, game, GAME_WIDTH / 2, light);
    expect(made.length).toBe(sprites);
    expect(board.count('rect')).toBe(game.bubbleCount + 1);
    expect(textCalls(board)).toBe(0);

    drawGame(canvas, game, GAME_WIDTH / 2, dark);
    expect(made.length).toBeGreaterThan(sprites);
  });
});

describe('drawing while playing', () => {
  it('leaves the game as it was: the log replays to the same score and pile', () => {
    const { create } = spriteFactory();
    const renderer = new GameRenderer(recorder().ctx, create);
    const game = new BubbleGame('drawn-game', 'normal');
    for (let i = 0; i < 600 && !game.over; i++) {
      if (i % 40 === 0) game.drop(80 + ((i * 7) % 300));
      game.step();
      renderer.draw(game, 225, i < 300 ? light : dark, GAME_WIDTH);
    }
    game.surrender();
    const again = BubbleGame.replay('drawn-game', 'normal', game.serializedLog());
    expect(game.score).toBeGreaterThan(0);
    expect(again.score).toBe(game.score);
    const pileOf = (g: BubbleGame) => g.views().map((v) => [v.level, v.x, v.y, v.angle]);
    expect(pileOf(again)).toEqual(pileOf(game));
  });
});

describe('the board canvas on a screen', () => {
  it('has a device pixel for each pixel of the board as shown, at any pixel ratio', () => {
    // 450 CSS pixels on a 1× screen: the game's own size; on a 2× screen twice as many pixels.
    expect(boardPixels(450, 1)).toEqual({ width: 450, height: 600 });
    expect(boardPixels(450, 2)).toEqual({ width: 900, height: 1200 });
    // A phone: the board is narrower than the game, on a 3× screen.
    expect(boardPixels(358, 3)).toEqual({ width: 1074, height: 1432 });
    // Zoomed to 125 % on a 2× screen: the device pixels the browser measured win over a product.
    expect(boardPixels(360, 2.5, 901)).toEqual({ width: 901, height: 1201 });
    // An emulated 2× screen measures the box at 1×: that would be blurred again.
    expect(boardPixels(450, 2, 450)).toEqual({ width: 900, height: 1200 });
    expect(boardPixels(450, 1.5)).toEqual({ width: 675, height: 900 });
  });

  it('keeps the game size before layout and caps a huge screen', () => {
    expect(boardPixels(0, 2)).toEqual({ width: GAME_WIDTH, height: GAME_HEIGHT });
    expect(boardPixels(450, Number.NaN)).toEqual({ width: 450, height: 600 });
    expect(boardPixels(450, 8).width).toBe(GAME_WIDTH * MAX_BOARD_SCALE);
  });

  it('draws a 2× canvas with sprites made at twice the size', () => {
    const { create, made } = spriteFactory();
    const board = recorder();
    const renderer = new GameRenderer(board.ctx, create);
    const game = new BubbleGame('sharp', 'normal');
    renderer.draw(game, GAME_WIDTH / 2, light, boardPixels(450, 2).width);
    // The backdrop covers the whole store, 1:1.
    expect(made.some((sprite) => sprite.width === 900 && sprite.height === 1200)).toBe(true);
  });
});
