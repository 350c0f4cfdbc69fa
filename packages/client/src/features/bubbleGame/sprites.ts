import { GAME_HEIGHT, GAME_OVER_LINE_Y, GAME_WIDTH, LEVELS, type Level, PLAYAREA_MARGIN } from './rules';

/** The theme's colours the board is drawn in. */
export interface Palette {
  background: string;
  foreground: string;
  accentHue: number;
}

/** A level's fill: hues around the wheel from the theme's accent, lighter for small bubbles. */
export function levelColour(level: number, accentHue: number): string {
  const hue = (accentHue + (level - 1) * 36) % 360;
  return `hsl(${hue} 70% ${68 - level * 3}%)`;
}

/** The 2D context calls the sprites are drawn with (a canvas's or an offscreen canvas's). */
export type SpriteContext = Pick<
  CanvasRenderingContext2D,
  | 'setTransform'
  | 'clearRect'
  | 'fillRect'
  | 'strokeRect'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'rect'
  | 'arc'
  | 'fill'
  | 'stroke'
  | 'setLineDash'
  | 'fillText'
  | 'strokeText'
> &
  Pick<
    CanvasRenderingContext2D,
    'fillStyle' | 'strokeStyle' | 'lineWidth' | 'font' | 'textAlign' | 'textBaseline' | 'lineJoin'
  >;

/** A pre-drawn image: what `drawImage` takes, with its size in device pixels. */
export interface Sprite {
  image: CanvasImageSource;
  width: number;
  height: number;
}

/** Makes a blank bitmap to draw a sprite on; null where canvases cannot be drawn (tests). */
export type SpriteCanvasFactory = (
  width: number,
  height: number,
) => { image: CanvasImageSource; context: SpriteContext } | null;

export const browserSpriteCanvas: SpriteCanvasFactory = (width, height) => {
  if (typeof OffscreenCanvas !== 'undefined') {
    const image = new OffscreenCanvas(width, height);
    const context = image.getContext('2d');
    return context ? { image, context } : null;
  }
  if (typeof document === 'undefined') return null;
  const image = document.createElement('canvas');
  image.width = width;
  image.height = height;
  const context = image.getContext('2d');
  return context ? { image, context } : null;
};

/** Room around a shape for its outline. */
const PADDING = 2;
const OUTLINE = 1.5;
const LABEL_HALO = 3;

/** What a sprite shows: ids are level × 2 + kind. */
const DISC = 0;
const LABEL = 1;

/**
 * The board's pictures drawn once and copied each frame (issue 24's frame budget). Drawing
 * outlined shapes and numbers afresh was most of a frame's time; copying a bitmap unturned at
 * whole pixels is the cheapest draw a software canvas has, while a turned copy costs more than
 * drawing the shape (measured in docs/performance.md). So a circle, the same at any angle, is
 * one sprite with its number upright; a square is drawn turned as a path (cheap for four
 * sides) under its number's sprite, upright too. Sprites are kept per level for one palette
 * and scale; a new theme or canvas size forgets them all, and each is drawn when first needed.
 */
export class SpriteCache {
  private readonly sprites = new Map<number, Sprite | null>();
  private backdropSprite: Sprite | null | undefined;
  private palette: Palette = { background: '', foreground: '', accentHue: 0 };
  private scale = 1;
  private fills: string[] = [];
  /** Sprites drawn since the palette was set: a test tells a hit from a miss by it. */
  drawn = 0;

  constructor(private readonly createCanvas: SpriteCanvasFactory = browserSpriteCanvas) {}

  /** Keeps the sprites when nothing changed; otherwise forgets them. */
  use(palette: Palette, scale: number): void {
    const now = this.palette;
    if (
      this.fills.length > 0 &&
      palette.background === now.background &&
      palette.foreground === now.foreground &&
      palette.accentHue === now.accentHue &&
      scale === this.scale
    )
      return;
    this.palette = { ...palette };
    this.scale = scale;
    this.fills = LEVELS.map((level) => levelColour(level.level, palette.accentHue));
    this.sprites.clear();
    this.backdropSprite = undefined;
    this.drawn = 0;
  }

  /** The level's fill colour in this palette. */
  fill(level: Level): string {
    return this.fills[level.level - 1] ?? levelColour(level.level, this.palette.accentHue);
  }

  /** A circle of the level's size and hue with its outline and number, centred. */
  disc(level: Level): Sprite | null {
    return this.get(level, DISC);
  }

  /** The level's number with its halo, centred, on nothing. */
  label(level: Level): Sprite | null {
    return this.get(level, LABEL);
  }

  /** The background, the box and the dashed game-over line, the size of the whole board. */
  backdrop(): Sprite | null {
    if (this.backdropSprite === undefined) {
      this.backdropSprite = this.drawBackdrop();
      if (this.backdropSprite) this.drawn++;
    }
    return this.backdropSprite;
  }

  private get(level: Level, kind: number): Sprite | null {
    const id = level.level * 2 + kind;
    let sprite = this.sprites.get(id);
    if (sprite === undefined) {
      sprite = this.draw(level, kind);
      this.sprites.set(id, sprite);
      if (sprite) this.drawn++;
    }
    return sprite;
  }

  private draw(level: Level, kind: number): Sprite | null {
    const half = level.size / 2;
    const fontSize = Math.max(12, half * 0.6);
    const extent = kind === LABEL ? fontSize * 1.5 + LABEL_HALO : level.size;
    const side = Math.ceil((extent + 2 * PADDING) * this.scale);
    const canvas = this.createCanvas(side, side);
    if (!canvas) return null;
    const { context: ctx } = canvas;
    ctx.setTransform(this.scale, 0, 0, this.scale, side / 2, side / 2);
    if (kind === DISC) {
      ctx.fillStyle = this.fill(level);
      ctx.strokeStyle = this.palette.foreground;
      ctx.lineWidth = OUTLINE;
      ctx.beginPath();
      ctx.arc(0, 0, half, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
    // The level as a number, so sizes are told apart without colour.
    // Dark figures with a light halo read on every hue.
    const text = String(level.level);
    ctx.font = `600 ${fontSize}px sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.lineJoin = 'round';
    ctx.lineWidth = LABEL_HALO;
    ctx.strokeStyle = '#fff';
    ctx.strokeText(text, 0, 0);
    ctx.fillStyle = '#000';
    ctx.fillText(text, 0, 0);
    return { image: canvas.image, width: side, height: side };
  }

  private drawBackdrop(): Sprite | null {
    const width = Math.round(GAME_WIDTH * this.scale);
    const height = Math.round(GAME_HEIGHT * this.scale);
    const canvas = this.createCanvas(width, height);
    if (!canvas) return null;
    const { context: ctx } = canvas;
    ctx.setTransform(this.scale, 0, 0, this.scale, 0, 0);
    ctx.fillStyle = this.palette.background;
    ctx.fillRect(0, 0, GAME_WIDTH, GAME_HEIGHT);
    ctx.strokeStyle = this.palette.foreground;
    ctx.lineWidth = 2;
    ctx.strokeRect(PLAYAREA_MARGIN, 0, GAME_WIDTH - 2 * PLAYAREA_MARGIN, GAME_HEIGHT - PLAYAREA_MARGIN);
    ctx.setLineDash([8, 8]);
    ctx.beginPath();
    ctx.moveTo(PLAYAREA_MARGIN, GAME_OVER_LINE_Y);
    ctx.lineTo(GAME_WIDTH - PLAYAREA_MARGIN, GAME_OVER_LINE_Y);
    ctx.stroke();
    return { image: canvas.image, width, height };
  }
}
