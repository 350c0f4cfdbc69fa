import type { ReactNode } from 'react';
import { StillImage } from '@/ui';
import styles from './AvatarDecorations.module.css';
import { decorationTransform, type ShownDecoration } from './avatarDecoration';
import { isHttpUrl } from './httpUrl';

/**
 * `avatar` with its decorations drawn over it. Purely decorative (alt="", no pointer events):
 * the avatar and the name next to it say who it is. Only http(s) images are drawn.
 */
export function WithDecorations({
  decorations,
  size,
  still,
  children,
}: {
  decorations: readonly ShownDecoration[];
  size: number;
  /** Animated images stand still (disableShowingAnimatedImages); blinking stops too. */
  still: boolean;
  children: ReactNode;
}) {
  return (
    <span className={styles.decorated} style={{ width: size, height: size }} data-decorated="">
      {children}
      {decorations.map((decoration) => {
        const className = `${styles.decoration} ${decoration.blink && !still ? styles.blink : ''}`;
        const style = { transform: decorationTransform(decoration) };
        return still ? (
          <StillImage key={decoration.id} className={className} src={decoration.url} label="" style={style} />
        ) : (
          <img
            key={decoration.id}
            className={className}
            src={decoration.url}
            alt=""
            style={style}
            loading="lazy"
            decoding="async"
            draggable={false}
          />
        );
      })}
    </span>
  );
}

/** The decorations worth drawing: those with an http(s) image, each once. */
export function drawableDecorations(decorations: readonly ShownDecoration[] | undefined): ShownDecoration[] {
  if (!decorations || decorations.length === 0) return [];
  const seen = new Set<string>();
  return decorations.filter((d) => isHttpUrl(d.url) && !seen.has(d.id) && seen.add(d.id));
}
