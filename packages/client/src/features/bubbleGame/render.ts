import type { BubbleGame } from './engine';
import { DROPPER_Y, GAME_HEIGHT, GAME_WIDTH, type Level } from './rules';
import { type Palette, SpriteCache, type SpriteCanvasFactory } from './sprites';

export { levelColour, type Palette } from './sprites';

/** The 2D context calls a frame is drawn with. */
export type BoardContext = Pick<
  CanvasRenderingContext2D,
  'setTransform' | 'drawImage' | 'beginPath' | 'rect' | 'fill' | 'stroke'
> &
  Pick<
    CanvasRenderingContext2D,
    'globalAlpha' | 'globalCompositeOperation' | 'fillStyle' | 'strokeStyle' | 'lineWidth'
  >;

/**
 * Draws a game on one canvas, frame after frame, by copying pre-drawn sprites (sprites.ts): the
 * backdrop, the dropper's piece, then each bubble (its number turned by the bubble's angle). A frame allocates
 * nothing and reads nothing from the page, so the loop's time is the physics and the copies.
 */
export class GameRenderer {
  private readonly sprites: SpriteCache;
  private scale = 1;
  private square = false;
  private foreground = '';
  private readonly drawBubble = (level: Level, x: number, y: number, angle: number): void => {
    const { ctx, scale, sprites } = this;
    if (this.square) {
      // Four sides are cheap to draw turned; a turned copy of a bitmap is not.
      const half = level.size / 2;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      ctx.setTransform(cos * scale, sin * scale, -sin * scale, cos * scale, x * scale, y * scale);
      ctx.fillStyle = sprites.fill(level);
      ctx.strokeStyle = this.foreground;
      ctx.lineWidth = 1.5;
      ctx.beginPath();
      ctx.rect(-half, -half, level.size, level.size);
      ctx.fill();
      ctx.stroke();
    }
    const sprite = this.square ? sprites.label(level) : sprites.disc(level);
    if (!sprite) return;
    // Unturned, at whole device pixels, a copy needs no resampling (within half a pixel).
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.drawImage(
      sprite.image,
      Math.round(x * scale - sprite.width / 2),
      Math.round(y * scale - sprite.height / 2),
    );
  };

  constructor(
    private readonly ctx: BoardContext,
    createCanvas?: SpriteCanvasFactory,
  ) {
    this.sprites = new SpriteCache(createCanvas);
  }

  /**
   * Draws the box, the line, the dropper with its piece at `dropperX`, and the bubbles, on a
   * canvas `width` device pixels wide.
   */
  draw(game: BubbleGame, dropperX: number, palette: Palette, width: number): void {
    const { ctx } = this;
    this.scale = width / GAME_WIDTH;
    this.square = game.mode === 'square';
    this.foreground = palette.foreground;
    this.sprites.use(palette, this.scale);
    const backdrop = this.sprites.backdrop();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (backdrop) {
      // Replaces every pixel, so a translucent theme background does not pile up frame on frame.
      ctx.globalCompositeOperation = 'copy';
      ctx.drawImage(backdrop.image, 0, 0);
      ctx.globalCompositeOperation = 'source-over';
    }
    if (!game.over) {
      const piece = game.current;
      ctx.globalAlpha = game.canDrop() ? 1 : 0.4;
      this.drawBubble(piece, game.clampX(dropperX), DROPPER_Y + piece.size / 2, 0);
      ctx.globalAlpha = 1;
    }
    game.eachBubble(this.drawBubble);
  }
}

/**
 * The most device pixels per game unit the board is drawn at: a 4K screen at 3× would otherwise
 * have every frame copy a backdrop of millions of pixels for a sharpness no eye can tell.
 */
export const MAX_BOARD_SCALE = 3;

/**
 * The size of the board canvas's backing store, in device pixels: as wide as the board is shown
 * (`cssWidth` CSS pixels on a screen of `pixelRatio` device pixels each, rounded as the browser
 * measured the device pixels, `deviceWidth`, when it did), so a 2× screen shows it unscaled and sharp, and as
 * tall as the game's proportions make that. Unlaid-out (0 wide) it keeps the game's own size.
 */
export function boardPixels(
  cssWidth: number,
  pixelRatio: number,
  deviceWidth?: number,
): { width: number; height: number } {
  const ratio = Number.isFinite(pixelRatio) && pixelRatio > 0 ? pixelRatio : 1;
  const product = cssWidth * ratio;
  // The measured box only settles the rounding: an emulated screen (a test browser's 2×) reports
  // it unscaled, which would draw it at 1× again.
  const measured = deviceWidth !== undefined && Math.abs(deviceWidth - product) <= 1 ? deviceWidth : product;
  if (!(measured > 0)) return { width: GAME_WIDTH, height: GAME_HEIGHT };
  const width = Math.max(1, Math.min(Math.round(measured), GAME_WIDTH * MAX_BOARD_SCALE));
  return { width, height: Math.round((width * GAME_HEIGHT) / GAME_WIDTH) };
}

const renderers = new WeakMap<HTMLCanvasElement, GameRenderer>();

/** Draws a frame on `canvas` with the renderer (and sprites) kept for that canvas. */
export function drawGame(
  canvas: HTMLCanvasElement,
  game: BubbleGame,
  dropperX: number,
  palette: Palette,
): void {
  let renderer = renderers.get(canvas);
  if (!renderer) {
    const ctx = canvas.getContext('2d');
    if (!ctx) return;
    renderer = new GameRenderer(ctx);
    renderers.set(canvas, renderer);
  }
  renderer.draw(game, dropperX, palette, canvas.width);
}
