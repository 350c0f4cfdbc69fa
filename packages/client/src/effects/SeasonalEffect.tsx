import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useSetting } from '@/settings';
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
    // The animation's code loads with the first season that shows one: start-up does not carry
    // it, and most months (or a reduced-motion device) never need it.
    let stopped = false;
    let animation: { stop(): void } | null = null;
    void import('./particles')
      .then(({ startParticles }) => {
        if (!stopped) animation = startParticles(canvas, kind);
      })
      .catch((error: unknown) => {
        // Decoration only: a browser without canvas keeps a working app (spec 000 §4).
        console.warn('Seasonal effect unavailable:', error);
      });
    return () => {
      stopped = true;
      animation?.stop();
    };
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
