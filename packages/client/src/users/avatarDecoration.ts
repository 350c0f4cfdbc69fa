/**
 * An avatar decoration as a packed user carries it (Misskey's UserLite.avatarDecorations):
 * an image drawn over the avatar, turned by `angle` (in turns, a half turn either way),
 * mirrored by `flipH`, moved by `offsetX`/`offsetY` (fractions, a quarter either way).
 * `blink` is the spec's: the image flashes on and off.
 */
export interface AvatarDecorationPlacement {
  angle?: number | null;
  flipH?: boolean | null;
  offsetX?: number | null;
  offsetY?: number | null;
}

export interface ShownDecoration extends AvatarDecorationPlacement {
  id: string;
  url: string;
  blink?: boolean;
}

/** Misskey's bounds (i/update's schema): a server giving more cannot fling an image across the page. */
export const ANGLE_LIMIT = 0.5;
export const OFFSET_LIMIT = 0.25;

function bounded(value: number | null | undefined, limit: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(limit, Math.max(-limit, value));
}

/** Two decimals are finer than a pixel at any avatar size, and keep the style text short. */
const round = (value: number) => Math.round(value * 100) / 100;

/**
 * The CSS transform that places a decoration: moved first (a fraction of the decoration's own
 * box, which is twice the avatar's), then turned about its centre, then mirrored. Undefined
 * when it sits as drawn.
 */
export function decorationTransform(placement: AvatarDecorationPlacement): string | undefined {
  const parts: string[] = [];
  const x = bounded(placement.offsetX, OFFSET_LIMIT);
  const y = bounded(placement.offsetY, OFFSET_LIMIT);
  if (x !== 0 || y !== 0) parts.push(`translate(${round(x * 100)}%, ${round(y * 100)}%)`);
  const angle = bounded(placement.angle, ANGLE_LIMIT);
  if (angle !== 0) parts.push(`rotate(${round(angle * 360)}deg)`);
  if (placement.flipH) parts.push('scaleX(-1)');
  return parts.length > 0 ? parts.join(' ') : undefined;
}
