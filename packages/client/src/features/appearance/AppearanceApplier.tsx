import { useEffect } from 'react';
import { useSetting } from '@/settings';
import { setDeviceKind } from '@/ui';
import { RADII, ROOT_FONT_PX } from './appearanceValues';

let stylesRequested = false;

/**
 * Applies the display settings of /settings/appearance to the whole document: the root font size
 * (inline on <html>, not a custom property, so the theme's clean-up of its own properties leaves it
 * alone), corner radii on <body> (inherited by everything, over the theme's :root values), and the
 * flags that switch blur and motion off; also the general page's device kind (on <html> and for
 * ui/'s menus), the screen wake lock and the note display settings. The rules behind the flags,
 * the device and the note settings (appearance.css) are fetched the first time one is on.
 * Renders nothing; mount once inside the settings. Start-up code: kept small.
 */
export function AppearanceApplier() {
  const [fontSize] = useSetting('fontSize');
  const [cornerRadius] = useSetting('cornerRadius');
  const [reduceAnimation] = useSetting('reduceAnimation');
  const [useBlurEffect] = useSetting('useBlurEffect');
  const [deviceKind] = useSetting('overridedDeviceKind');
  const [keepScreenOn] = useSetting('keepScreenOn');
  const [hoverOnly] = useSetting('showNoteActionsOnlyHover');
  const [limitReactions] = useSetting('limitWidthOfReaction');
  const [gap] = useSetting('showGapBetweenNotesInTimeline');
  const [squareAvatars] = useSetting('squareAvatars');
  const [highlightSensitive] = useSetting('highlightSensitiveMedia');

  // The wake lock's code loads only for those who ask for it.
  useEffect(() => {
    if (!keepScreenOn) return;
    let release: (() => void) | null = null;
    let live = true;
    import('./wakeLock').then(
      ({ holdScreenOn }) => {
        if (live) release = holdScreenOn();
      },
      () => {},
    );
    return () => {
      live = false;
      release?.();
    };
  }, [keepScreenOn]);

  useEffect(() => {
    const body = document.body;
    const root = document.documentElement;
    // A chosen device kind: menus and dialogs follow it (ui/), the layout too (appearance.css).
    setDeviceKind(deviceKind);
    if (deviceKind) root.dataset.device = deviceKind;
    else delete root.dataset.device;
    root.style.fontSize = fontSize === 'medium' ? '' : `${ROOT_FONT_PX[fontSize]}px`;
    // An empty value removes the property, giving the theme's radii back.
    const radii = RADII[cornerRadius];
    body.style.setProperty('--radius', radii?.[0] ?? '');
    body.style.setProperty('--radius-small', radii?.[1] ?? '');
    body.toggleAttribute('data-reduce-animation', reduceAnimation);
    body.toggleAttribute('data-no-blur', !useBlurEffect);
    // Every avatar's corners read this property (circles without it).
    body.style.setProperty('--avatar-radius', squareAvatars ? '20%' : '');
    const wanted =
      reduceAnimation ||
      !useBlurEffect ||
      deviceKind ||
      hoverOnly ||
      !limitReactions ||
      gap ||
      highlightSensitive;
    if (wanted && !stylesRequested) {
      stylesRequested = true;
      // A failed load (offline, a new deploy) is tried again at the next change.
      import('./appearance.css').catch(() => {
        stylesRequested = false;
      });
    }
  }, [
    fontSize,
    cornerRadius,
    reduceAnimation,
    useBlurEffect,
    deviceKind,
    hoverOnly,
    limitReactions,
    gap,
    squareAvatars,
    highlightSensitive,
  ]);

  return null;
}
