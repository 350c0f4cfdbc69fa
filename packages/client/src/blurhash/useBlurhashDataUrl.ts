import { useEffect, useState } from 'react';
import { decodeBlurhash } from './decode';
import { LruCache } from './lru';
import { placeholderSize } from './size';

/**
 * Data URLs already drawn, by hash and size. The same people's avatars come back all along a
 * timeline, and drawing one (a canvas, putImageData, toDataURL) was a tenth of the script
 * time of scrolling through notes from a real server (docs/performance.md, "Fling").
 */
const drawn = new LruCache<string, string>(256);

/**
 * The placeholder as a data: URL, for elements that cannot hold a canvas (an <img>'s own
 * background while it loads). Null while decoding, without a hash, or when decoding failed
 * (which is only logged).
 */
export function useBlurhashDataUrl(
  hash: string | null | undefined,
  width?: number | null,
  height?: number | null,
): string | null {
  const size = placeholderSize(width, height);
  const key = hash ? `${hash}:${size.width}x${size.height}` : null;
  const known = key ? drawn.get(key) : undefined;
  const [url, setUrl] = useState<{ key: string; url: string } | null>(null);
  useEffect(() => {
    if (!hash || !key || known) return;
    let current = true;
    decodeBlurhash(hash, size.width, size.height).then((image) => {
      if (!current || !image) return;
      try {
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context = canvas.getContext('2d');
        if (!context) return;
        context.putImageData(image, 0, 0);
        const dataUrl = canvas.toDataURL();
        drawn.set(key, dataUrl);
        setUrl({ key, url: dataUrl });
      } catch (error) {
        console.warn('blurhash: could not draw the placeholder', error);
      }
    });
    return () => {
      current = false;
    };
  }, [hash, key, known, size.width, size.height]);
  if (known) return known;
  return url && url.key === key ? url.url : null;
}
