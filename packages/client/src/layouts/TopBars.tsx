import { type ReactNode, useLayoutEffect, useRef } from 'react';
import styles from './Frame.module.css';

/** The CSS variable the frames read to start below the bars. */
const OFFSET_VARIABLE = '--top-bars';

/**
 * Bars above the whole app (an announcement, safe mode). They stay at the top while the page
 * scrolls, and their height is published as `--top-bars`, which the fixed side bar, the deck
 * and the sticky headers start below: before this, a bar covered the top of the navigation.
 */
export function TopBars({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement | null>(null);
  useLayoutEffect(() => {
    const element = box.current;
    const root = document.documentElement;
    if (!element) return;
    const publish = () =>
      root.style.setProperty(OFFSET_VARIABLE, `${element.getBoundingClientRect().height}px`);
    publish();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(publish) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(OFFSET_VARIABLE);
    };
  }, []);
  return (
    <div ref={box} className={styles.topBars}>
      {children}
    </div>
  );
}
