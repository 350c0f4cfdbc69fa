import { isAnimatedImage } from './animation';
import { fitWithin, keepResized, resizePlan } from './resizePlan';

let webpSupport: boolean | null = null;

/** Whether the canvas can encode WebP; checked once, as the answer never changes. */
export function canEncodeWebp(): boolean {
  if (webpSupport === null) {
    try {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      webpSupport = canvas.toDataURL('image/webp').startsWith('data:image/webp');
    } catch {
      webpSupport = false;
    }
  }
  return webpSupport;
}

const EXTENSIONS: Record<string, string> = { 'image/webp': 'webp', 'image/jpeg': 'jpg', 'image/png': 'png' };

function renamed(name: string, type: string): string {
  const extension = EXTENSIONS[type];
  const base = name.replace(/\.[^./]+$/, '');
  return extension ? `${base}.${extension}` : name;
}

async function decode(file: File): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.decoding = 'async';
    image.src = url;
    await image.decode();
    return image;
  } finally {
    // The decoded bitmap stays usable after the URL is revoked.
    URL.revokeObjectURL(url);
  }
}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob && blob.size > 0 ? resolve(blob) : reject(new Error('canvas empty'))),
      type,
      quality,
    );
  });
}

/**
 * Shrinks an image before upload (spec 001 §9). Whatever goes wrong (decode failure, an empty
 * canvas, a browser refusing a large canvas), the original is returned: shrinking is a saving,
 * never a reason to lose the user's file.
 */
export async function shrinkImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/')) return file;
  try {
    const head = new Uint8Array(await file.slice(0, 1024 * 1024).arrayBuffer());
    const plan = resizePlan({
      type: file.type,
      animated: isAnimatedImage(file.type, head),
      webpSupported: canEncodeWebp(),
    });
    if (!plan) return file;
    const image = await decode(file);
    const size = fitWithin(image.naturalWidth || image.width, image.naturalHeight || image.height);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const context = canvas.getContext('2d');
    if (!context) return file;
    context.drawImage(image, 0, 0, size.width, size.height);
    const blob = await encode(canvas, plan.type, plan.quality);
    if (!keepResized(file.type, file.size, blob.size)) return file;
    return new File([blob], renamed(file.name, blob.type || plan.type), {
      type: blob.type || plan.type,
      lastModified: file.lastModified,
    });
  } catch (error) {
    console.warn('Image shrinking failed; uploading the original', error);
    return file;
  }
}
