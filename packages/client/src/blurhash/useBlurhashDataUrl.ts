import { useEffect, useState } from 'react';
import { decodeBlurhash } from './decode';
import { placeholderSize } from './size';

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
  const [url, setUrl] = useState<{ hash: string; url: string } | null>(null);
  useEffect(() => {
    if (!hash) return;
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
        setUrl({ hash, url: canvas.toDataURL() });
      } catch (error) {
        console.warn('blurhash: could not draw the placeholder', error);
      }
    });
    return () => {
      current = false;
    };
  }, [hash, size.width, size.height]);
  return url && url.hash === hash ? url.url : null;
}
