import type { CSSProperties, ReactNode } from 'react';
import { useReducedMotion } from '@/features/gaming/useReducedMotion';
import { useSetting } from '@/settings';
import styles from './Statusbar.module.css';

export interface TickerItem {
  key: string;
  content: ReactNode;
}

/**
 * Items scrolling sideways, a whole round every `durationSec`. It stops while pointed at or
 * focused, and does not move at all when the device asks for reduced motion or the user turned
 * on `reduceAnimation`: then the items stand in a row that scrolls by hand. The second copy that closes the loop is hidden from
 * assistive technology and from the keyboard.
 */
export function Ticker({
  items,
  durationSec,
  reverse = false,
  label,
}: {
  items: TickerItem[];
  durationSec: number;
  reverse?: boolean;
  /** Names the row when it scrolls by hand (it takes the focus then). */
  label: string;
}) {
  const deviceAsks = useReducedMotion();
  const [reduceAnimation] = useSetting('reduceAnimation');
  const still = deviceAsks || reduceAnimation;
  const row = (copy: boolean) => (
    <ul className={styles.row} aria-hidden={copy || undefined} inert={copy || undefined}>
      {items.map((item) => (
        <li key={item.key} className={styles.item}>
          {item.content}
        </li>
      ))}
    </ul>
  );
  if (still) {
    return (
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a row scrolled by hand must be reachable by keyboard.
      <section className={styles.still} tabIndex={0} aria-label={label}>
        {row(false)}
      </section>
    );
  }
  return (
    <div className={styles.ticker} data-reverse={reverse || undefined}>
      <div className={styles.track} style={{ '--ticker-duration': `${durationSec}s` } as CSSProperties}>
        {row(false)}
        {row(true)}
      </div>
    </div>
  );
}
