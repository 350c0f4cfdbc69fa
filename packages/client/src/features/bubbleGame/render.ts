import type { BubbleGame } from './engine';
import { DROPPER_Y, GAME_HEIGHT, GAME_OVER_LINE_Y, GAME_WIDTH, type Level, PLAYAREA_MARGIN } from './rules';

/** A level's fill: hues around the wheel from the theme's accent, lighter for small bubbles. */
export function levelColour(level: number, accentHue: number): string {
  const hue = (accentHue + (level - 1) * 36) % 360;
  return `hsl(${hue} 70% ${68 - level * 3}%)`;
}

export interface Palette {
  background: string;
  foreground: string;
  accentHue: number;
}

/** Draws the box, the line, the dropper with its piece at `dropperX`, and the bubbles. */
export function drawGame(
  canvas: HTMLCanvasElement,
  game: BubbleGame,
  dropperX: number,
  palette: Palette,
): void {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const scale = canvas.width / GAME_WIDTH;
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.fillStyle = palette.background;
  ctx.fillRect(0, 0, GAME_WIDTH, GAME_HEIGHT);
  ctx.strokeStyle = palette.foreground;
  ctx.lineWidth = 2;
  ctx.strokeRect(PLAYAREA_MARGIN, 0, GAME_WIDTH - 2 * PLAYAREA_MARGIN, GAME_HEIGHT - PLAYAREA_MARGIN);
  ctx.setLineDash([8, 8]);
  ctx.beginPath();
  ctx.moveTo(PLAYAREA_MARGIN, GAME_OVER_LINE_Y);
  ctx.lineTo(GAME_WIDTH - PLAYAREA_MARGIN, GAME_OVER_LINE_Y);
  ctx.stroke();
  ctx.setLineDash([]);
  if (!game.over) {
    const x = game.clampX(dropperX);
    ctx.globalAlpha = game.canDrop() ? 1 : 0.4;
    shape(ctx, game.mode === 'square', game.current, x, DROPPER_Y + game.current.size / 2, 0, palette);
    ctx.globalAlpha = 1;
  }
  for (const bubble of game.views()) {
    const level = { level: bubble.level, size: bubble.size, score: 0, droppable: false };
    shape(ctx, game.mode === 'square', level, bubble.x, bubble.y, bubble.angle, palette);
  }
}

function shape(
  ctx: CanvasRenderingContext2D,
  square: boolean,
  level: Level,
  x: number,
  y: number,
  angle: number,
  palette: Palette,
): void {
  const half = level.size / 2;
  ctx.save();
  ctx.translate(x, y);
  ctx.rotate(angle);
  ctx.fillStyle = levelColour(level.level, palette.accentHue);
  ctx.strokeStyle = palette.foreground;
  ctx.lineWidth = 1.5;
  ctx.beginPath();
  if (square) ctx.rect(-half, -half, level.size, level.size);
  else ctx.arc(0, 0, half, 0, Math.PI * 2);
  ctx.fill();
  ctx.stroke();
  // The level as a number, so sizes are told apart without colour.
  // Dark figures with a light halo read on every hue.
  ctx.font = `600 ${Math.max(12, half * 0.6)}px sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineWidth = 3;
  ctx.strokeStyle = '#fff';
  ctx.strokeText(String(level.level), 0, 0);
  ctx.fillStyle = '#000';
  ctx.fillText(String(level.level), 0, 0);
  ctx.restore();
}
