import { decode, isBlurhashValid } from 'blurhash';
import { LruCache } from './lru';
import { BlurhashWorkerPool, type Pixels, type WorkerLike } from './pool';

/** Spec 001 §9: up to 4 workers. */
export const MAX_BLURHASH_WORKERS = 4;
/** Enough for a screenful of media and avatars; each entry is at most 64×512×4 bytes. */
const CACHE_SIZE = 128;

export interface BlurhashDecoderOptions {
  /** Null decodes on the main thread (no Worker or OffscreenCanvas, as in happy-dom). */
  createWorker: (() => WorkerLike) | null;
  maxWorkers?: number;
  cacheSize?: number;
}

export interface BlurhashDecoder {
  decode(hash: string, width: number, height: number): Promise<ImageData | null>;
  /** Null until the first decode that needed a worker. */
  readonly pool: BlurhashWorkerPool | null;
}

function toImageData(pixels: Pixels, width: number, height: number): ImageData {
  if (typeof ImageData === 'function') return new ImageData(pixels, width, height);
  // Environments without ImageData get the same shape; putImageData is never reached there.
  return { data: pixels, width, height, colorSpace: 'srgb' } as ImageData;
}

function decodeHere(hash: string, width: number, height: number): Pixels | null {
  try {
    return decode(hash, width, height) as Pixels;
  } catch (error) {
    console.warn(`blurhash: could not decode ${hash}`, error);
    return null;
  }
}

/**
 * Decodes hashes to bitmaps: cached by hash and size, one decode per key even when many
 * components ask at once, off the main thread in a lazily created pool of workers.
 */
export function createBlurhashDecoder(options: BlurhashDecoderOptions): BlurhashDecoder {
  const cache = new LruCache<string, ImageData>(options.cacheSize ?? CACHE_SIZE);
  const inFlight = new Map<string, Promise<ImageData | null>>();
  let pool: BlurhashWorkerPool | null = null;
  const { createWorker } = options;

  const pixelsFor = (hash: string, width: number, height: number): Promise<Pixels | null> => {
    if (!createWorker) return Promise.resolve(decodeHere(hash, width, height));
    pool ??= new BlurhashWorkerPool(createWorker, options.maxWorkers ?? MAX_BLURHASH_WORKERS);
    return pool.decode(hash, width, height);
  };

  return {
    get pool() {
      return pool;
    },
    decode(hash, width, height) {
      const key = `${hash}:${width}x${height}`;
      const cached = cache.get(key);
      if (cached) return Promise.resolve(cached);
      const pending = inFlight.get(key);
      if (pending) return pending;
      const validity = isBlurhashValid(hash);
      if (!validity.result) {
        console.warn(`blurhash: invalid hash ${JSON.stringify(hash)}: ${validity.errorReason ?? ''}`);
        return Promise.resolve(null);
      }
      const result = pixelsFor(hash, width, height).then((pixels) => {
        inFlight.delete(key);
        if (!pixels || pixels.length !== width * height * 4) return null;
        const image = toImageData(pixels, width, height);
        cache.set(key, image);
        return image;
      });
      inFlight.set(key, result);
      return result;
    },
  };
}

function browserWorkerFactory(): (() => WorkerLike) | null {
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  // Written out in full so Vite sees the URL and bundles the worker as its own chunk.
  return () => new Worker(new URL('./worker.ts', import.meta.url), { type: 'module' });
}

let shared: BlurhashDecoder | null = null;

function workerCount(): number {
  const cores = typeof navigator === 'undefined' ? 0 : navigator.hardwareConcurrency;
  return Math.min(MAX_BLURHASH_WORKERS, cores || 2);
}

/** The app's decoder: its pool is created on the first decode, then reused. */
export function decodeBlurhash(hash: string, width: number, height: number): Promise<ImageData | null> {
  shared ??= createBlurhashDecoder({ createWorker: browserWorkerFactory(), maxWorkers: workerCount() });
  return shared.decode(hash, width, height);
}
