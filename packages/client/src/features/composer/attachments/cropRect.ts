/** A crop rectangle in the image's own pixels. */
export interface CropRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Keeps a rectangle whole, at least 1 px, and inside the image. */
export function clampCrop(rect: CropRect, imageWidth: number, imageHeight: number): CropRect {
  const whole = (value: number) => (Number.isFinite(value) ? Math.round(value) : 0);
  const x = Math.min(Math.max(0, whole(rect.x)), imageWidth - 1);
  const y = Math.min(Math.max(0, whole(rect.y)), imageHeight - 1);
  const width = Math.min(Math.max(1, whole(rect.width)), imageWidth - x);
  const height = Math.min(Math.max(1, whole(rect.height)), imageHeight - y);
  return { x, y, width, height };
}
