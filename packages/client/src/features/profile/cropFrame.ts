/**
 * The crop frame of the profile pictures, a rectangle of fixed aspect inside the image. It is
 * kept as three percentages (size, horizontal and vertical position), which is what its sliders
 * show, so the keyboard and the pointer move the same numbers and the frame cannot leave the image.
 */
export interface FrameControls {
  /** The frame's width as a share of the widest frame that fits, 1–100. */
  size: number;
  /** Where the frame sits in the room left beside it, 0 (left/top) to 100 (right/bottom). */
  x: number;
  y: number;
}

/** A rectangle in the image's own pixels. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ImageSize {
  width: number;
  height: number;
}

/** The avatar is square; the banner is three times as wide as high, as the profile shows it. */
export const AVATAR_ASPECT = 1;
export const BANNER_ASPECT = 3;

/** The whole largest frame, centred. */
export const INITIAL_FRAME: FrameControls = { size: 100, x: 50, y: 50 };

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? value : min));

export function clampControls(controls: FrameControls): FrameControls {
  return { size: clamp(controls.size, 1, 100), x: clamp(controls.x, 0, 100), y: clamp(controls.y, 0, 100) };
}

/** The frame in image pixels: whole numbers, at least 1 px, inside the image. */
export function frameRect(image: ImageSize, aspect: number, controls: FrameControls): PixelRect {
  const { size, x, y } = clampControls(controls);
  const widest = Math.min(image.width, image.height * aspect);
  const width = clamp(Math.round((widest * size) / 100), 1, image.width);
  const height = clamp(Math.round(width / aspect), 1, image.height);
  return {
    x: Math.round(((image.width - width) * x) / 100),
    y: Math.round(((image.height - height) * y) / 100),
    width,
    height,
  };
}

/** The controls after dragging the frame by (dx, dy) image pixels from where `start` had it. */
export function dragControls(
  image: ImageSize,
  aspect: number,
  start: FrameControls,
  dx: number,
  dy: number,
): FrameControls {
  const rect = frameRect(image, aspect, start);
  const roomX = image.width - rect.width;
  const roomY = image.height - rect.height;
  return clampControls({
    size: start.size,
    x: roomX > 0 ? ((rect.x + dx) / roomX) * 100 : start.x,
    y: roomY > 0 ? ((rect.y + dy) / roomY) * 100 : start.y,
  });
}

/** The size of the picture made from `rect`: scaled down to at most `maxWidth` wide. */
export function outputSize(rect: PixelRect, maxWidth: number): ImageSize {
  if (rect.width <= maxWidth) return { width: rect.width, height: rect.height };
  const scale = maxWidth / rect.width;
  return { width: maxWidth, height: Math.max(1, Math.round(rect.height * scale)) };
}
