import { useEffect } from 'react';
import { useSetting } from '@/settings';
import { RADII, ROOT_FONT_PX } from './appearanceValues';

let stylesRequested = false;

/** appearance.css holds the rules behind the body flags; it is fetched the first time one is on. */
function requestStyles() {
  if (stylesRequested) return;
  stylesRequested = true;
  // A failed load (offline, a new deploy) is tried again at the next change.
  import('./appearance.css').catch(() => {
    stylesRequested = false;
  });
}

/**
 * Applies the display settings of /settings/appearance to the whole document: the root font size
 * (inline on <html>, not a custom property, so the theme's clean-up of its own properties leaves it
 * alone), corner radii on <body> (inherited by everything, over the theme's :root values), and the
 * flags that switch blur and motion off. Renders nothing; mount once inside the settings.
 */
export function AppearanceApplier() {
  const [fontSize] = useSetting('fontSize');
  const [cornerRadius] = useSetting('cornerRadius');
  const [reduceAnimation] = useSetting('reduceAnimation');
  const [useBlurEffect] = useSetting('useBlurEffect');

  useEffect(() => {
    const root = document.documentElement.style;
    if (fontSize === 'medium') root.removeProperty('font-size');
    else root.setProperty('font-size', `${ROOT_FONT_PX[fontSize]}px`);
  }, [fontSize]);

  useEffect(() => {
    const radii = RADII[cornerRadius];
    const body = document.body.style;
    if (!radii) return;
    body.setProperty('--radius', radii.radius);
    body.setProperty('--radius-small', radii.small);
    return () => {
      body.removeProperty('--radius');
      body.removeProperty('--radius-small');
    };
  }, [cornerRadius]);

  useEffect(() => {
    const flags = document.body.dataset;
    if (reduceAnimation) flags.reduceAnimation = '';
    else delete flags.reduceAnimation;
    if (useBlurEffect) delete flags.noBlur;
    else flags.noBlur = '';
    if (reduceAnimation || !useBlurEffect) requestStyles();
  }, [reduceAnimation, useBlurEffect]);

  return null;
}
