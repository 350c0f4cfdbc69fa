import { useEffect } from 'react';
import { useSetting } from '@/settings';
import { gamingCycleSeconds } from './gamingCycle';

let stylesRequested = false;

/**
 * Applies the `gamingMode` setting: while on, the accent colour turns round the colour wheel
 * (gaming.css, loaded only when first switched on, so it costs nothing at start). Renders
 * nothing; mount once inside the settings.
 */
export function GamingMode() {
  const [on] = useSetting('gamingMode');
  const [speed] = useSetting('gamingSpeed');
  useEffect(() => {
    if (!on) return;
    if (!stylesRequested) {
      stylesRequested = true;
      // A failed load (offline, a new deploy) is tried again the next time it is switched on.
      import('./gaming.css').catch(() => {
        stylesRequested = false;
      });
    }
    const body = document.body;
    body.dataset.gaming = '';
    body.style.setProperty('--gaming-cycle', `${gamingCycleSeconds(speed)}s`);
    return () => {
      delete body.dataset.gaming;
      body.style.removeProperty('--gaming-cycle');
    };
  }, [on, speed]);
  return null;
}
