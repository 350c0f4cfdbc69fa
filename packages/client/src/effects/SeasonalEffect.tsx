import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSetting } from '@/settings';
import { startParticles } from './particles';
import styles from './SeasonalEffect.module.css';
import { type SeasonalEffectKind, seasonFor } from './season';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(REDUCED_MOTION).matches;

/** Follows the device's reduced-motion preference live. */
function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

function ParticleCanvas({ kind }: { kind: SeasonalEffectKind }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    if (!canvas) return;
    try {
      const animation = startParticles(canvas, kind);
      return () => animation.stop();
    } catch (error) {
      // Decoration only: a browser without canvas keeps a working app (spec 000 §4).
      console.warn('Seasonal effect unavailable:', error);
      return undefined;
    }
  }, [kind]);
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a canvas without tabIndex is not focusable; it is pure decoration.
    <canvas ref={ref} className={styles.overlay} aria-hidden="true" data-seasonal-effect={kind} />
  );
}

export interface SeasonalEffectProps {
  /** The date deciding the season; today by default (tests pass one). */
  date?: Date;
}

/**
 * Falling snow or petals over the whole screen in their months (spec 000 §4), unless turned
 * off in settings or the device asks for reduced motion. Never takes clicks or focus.
 */
export function SeasonalEffect({ date }: SeasonalEffectProps) {
  const [enabled] = useSetting('enableSeasonalScreenEffect');
  const [hemisphere] = useSetting('hemisphere');
  const reducedMotion = useReducedMotion();
  const kind = seasonFor(date ?? new Date(), hemisphere);
  if (!enabled || reducedMotion || kind === null) return null;
  return <ParticleCanvas kind={kind} />;
}
