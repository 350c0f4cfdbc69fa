/**
 * Whether and how an image is shrunk before upload (spec 001 §9). Pure, so every branch is
 * unit-tested; the canvas work lives in shrinkImage.ts.
 */
export const MAX_IMAGE_SIDE = 2048;

export interface ResizeInput {
  /** The file's MIME type. */
  type: string;
  /** Animated GIF, APNG or animated WebP: re-encoding through a canvas would keep one frame. */
  animated: boolean;
  /** Whether this browser's canvas can encode WebP. */
  webpSupported: boolean;
}

export interface ResizePlan {
  /** The type the canvas encodes to. */
  type: 'image/webp' | 'image/jpeg' | 'image/png';
  /** Encoder quality, 0..1. */
  quality: number;
}

export function resizePlan({ type, animated, webpSupported }: ResizeInput): ResizePlan | null {
  if (animated) return null;
  switch (type) {
    case 'image/jpeg':
      return webpSupported ? { type: 'image/webp', quality: 0.9 } : { type: 'image/jpeg', quality: 0.85 };
    case 'image/png':
    case 'image/svg+xml':
      return webpSupported ? { type: 'image/webp', quality: 1 } : { type: 'image/png', quality: 1 };
    case 'image/webp':
      // Without a WebP encoder the canvas would silently fall back to PNG, usually larger.
      return webpSupported ? { type: 'image/webp', quality: 0.9 } : null;
    default:
      // GIF, AVIF, BMP, video…: uploaded as they are.
      return null;
  }
}

/**
 * The shrunk file replaces the original only when it is smaller, except for WebP sources,
 * whose re-encode is always kept (it also caps the dimensions at 2048 px).
 */
export function keepResized(originalType: string, originalSize: number, resizedSize: number): boolean {
  return originalType === 'image/webp' || resizedSize < originalSize;
}

/** Fits width×height inside max×max keeping the aspect ratio; never enlarges. */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const scale = Math.min(1, max / width, max / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
