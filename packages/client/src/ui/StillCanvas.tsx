import { type CSSProperties, useEffect, useRef } from 'react';

export interface StillImageProps {
  src: string;
  label: string;
  className?: string;
  style?: CSSProperties;
  onError?(): void;
}

/**
 * An image shown standing still: its first frame drawn on a canvas (an animated GIF, APNG or
 * WebP drawn once, as it has just loaded, is its first frame). Until then, and if drawing fails,
 * nothing moves either: the box stays empty. `label` names it as an <img alt> would. The
 * canvas keeps the picture's proportions, and object-fit applies to it as to an <img>.
 */
export default function StillCanvas({ src, label, className, style, onError }: StillImageProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useEffect(() => {
    const image = new Image();
    let live = true;
    image.decoding = 'async';
    image.onload = () => {
      const target = canvas.current;
      if (!live || !target || image.naturalWidth === 0) return;
      target.width = image.naturalWidth;
      target.height = image.naturalHeight;
      target.getContext('2d')?.drawImage(image, 0, 0);
    };
    image.onerror = () => {
      if (live) onErrorRef.current?.();
    };
    image.src = src;
    return () => {
      live = false;
    };
  }, [src]);
  return (
    <canvas
      ref={canvas}
      className={className}
      style={style}
      // A square until the picture's own size is known (the canvas's default is 300 × 150).
      width={1}
      height={1}
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      data-still=""
    />
  );
}
