import { REACTION_RIPPLE_MS } from '@/constants';
import styles from './Reactions.module.css';

const PARTICLES = 8;

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * A short burst of particles around `anchor`, as feedback that a reaction was sent. It is pure
 * decoration: hidden from assistive technology, never in the way of the pointer, and removed
 * after exactly REACTION_RIPPLE_MS. Skipped when the user asks for reduced motion.
 *
 * It lives on `document.body` with fixed coordinates rather than inside the button, so React
 * never meets a node it did not render and a button re-rendered by the optimistic update does
 * not cut the burst short.
 */
export function playReactionRipple(anchor: HTMLElement | null): (() => void) | null {
  if (!anchor || prefersReducedMotion()) return null;
  const rect = anchor.getBoundingClientRect();
  const ripple = document.createElement('div');
  ripple.className = styles.ripple ?? '';
  ripple.setAttribute('aria-hidden', 'true');
  ripple.dataset.testid = 'reaction-ripple';
  ripple.style.left = `${rect.left + rect.width / 2}px`;
  ripple.style.top = `${rect.top + rect.height / 2}px`;
  ripple.style.setProperty('--ripple-ms', `${REACTION_RIPPLE_MS}ms`);
  for (let i = 0; i < PARTICLES; i++) {
    const particle = document.createElement('span');
    particle.className = styles.particle ?? '';
    // Evenly around the circle, alternating two distances, so the burst looks round but lively.
    particle.style.setProperty('--angle', `${(360 / PARTICLES) * i}deg`);
    particle.style.setProperty('--distance', `${i % 2 === 0 ? 26 : 18}px`);
    ripple.append(particle);
  }
  document.body.append(ripple);
  const remove = () => {
    window.clearTimeout(timer);
    ripple.remove();
  };
  const timer = window.setTimeout(remove, REACTION_RIPPLE_MS);
  return remove;
}
