export { BlurhashImage, type BlurhashImageProps } from './BlurhashImage';
export { type BlurhashDecoder, createBlurhashDecoder, decodeBlurhash, MAX_BLURHASH_WORKERS } from './decode';
export { BlurhashWorkerPool, type WorkerLike } from './pool';
export { PLACEHOLDER_SHORT_SIDE, placeholderSize } from './size';
export { useBlurhashDataUrl } from './useBlurhashDataUrl';
