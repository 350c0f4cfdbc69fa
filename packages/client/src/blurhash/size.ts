/** The short side of a decoded placeholder, in pixels (spec 001 §9). */
export const PLACEHOLDER_SHORT_SIDE = 64;
/**
 * The long side is capped: a panorama of 10000×10 would otherwise ask for a 64000-pixel-wide
 * bitmap, and a blur that is stretched by CSS anyway gains nothing from it.
 */
export const PLACEHOLDER_LONG_SIDE_MAX = PLACEHOLDER_SHORT_SIDE * 8;

export interface PlaceholderSize {
  width: number;
  height: number;
}

const usable = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

/**
 * The bitmap size for a placeholder of an image `width`×`height`: 64 px on its short side,
 * the same aspect ratio, 64×64 when the image's size is unknown.
 */
export function placeholderSize(width?: number | null, height?: number | null): PlaceholderSize {
  if (!usable(width) || !usable(height)) {
    return { width: PLACEHOLDER_SHORT_SIDE, height: PLACEHOLDER_SHORT_SIDE };
  }
  const long = (side: number, short: number) =>
    Math.min(PLACEHOLDER_LONG_SIDE_MAX, Math.max(1, Math.round((PLACEHOLDER_SHORT_SIDE * side) / short)));
  if (width >= height) return { width: long(width, height), height: PLACEHOLDER_SHORT_SIDE };
  return { width: PLACEHOLDER_SHORT_SIDE, height: long(height, width) };
}
