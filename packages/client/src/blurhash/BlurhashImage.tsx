import { useEffect, useRef, useState } from 'react';
import styles from './BlurhashImage.module.css';
import { decodeBlurhash } from './decode';
import { placeholderSize } from './size';

export interface BlurhashImageProps {
  hash: string;
  /** The real image's size, for the aspect ratio of the bitmap (64×64 when unknown). */
  width?: number | null;
  height?: number | null;
  className?: string;
}

/**
 * A blurred placeholder for an image that is still loading, drawn on a canvas stretched to
 * fill its box. It is decoration (aria-hidden); when the hash cannot be decoded it renders
 * nothing and the failure is only logged (spec 001 §9).
 */
export function BlurhashImage({ hash, width, height, className }: BlurhashImageProps) {
  const size = placeholderSize(width, height);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failedHash, setFailedHash] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    decodeBlurhash(hash, size.width, size.height).then((image) => {
      if (!current) return;
      if (!image) {
        setFailedHash(hash);
        return;
      }
      try {
        canvas.current?.getContext('2d')?.putImageData(image, 0, 0);
      } catch (error) {
        console.warn('blurhash: could not draw the placeholder', error);
      }
    });
    return () => {
      current = false;
    };
  }, [hash, size.width, size.height]);

  if (!hash || failedHash === hash) return null;
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabIndex is not focusable; this one is decoration only
    <canvas
      ref={canvas}
      aria-hidden="true"
      width={size.width}
      height={size.height}
      className={className ? `${styles.canvas} ${className}` : styles.canvas}
      data-blurhash=""
    />
  );
}
