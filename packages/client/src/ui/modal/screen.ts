import { SMALL_SCREEN_WIDTH } from '@/constants';

export type DeviceKind = 'smartphone' | 'tablet' | 'desktop';

/** The device the user says this is (the overridedDeviceKind setting); null: detect it. */
let chosenKind: DeviceKind | null = null;

/** Set by the app from the settings (ui/ knows nothing of them); null goes back to detecting. */
export function setDeviceKind(kind: DeviceKind | null): void {
  chosenKind = kind;
}

/** Small (≤ 500 px) or touch-first screens get bottom sheets instead of popups and cards. */
export function isSmallOrTouchScreen(): boolean {
  if (chosenKind) return chosenKind === 'smartphone';
  if (typeof window === 'undefined') return false;
  if (window.innerWidth <= SMALL_SCREEN_WIDTH) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** Hover can open submenus only with a precise pointer (a mouse), not on touch screens. */
export function canHover(): boolean {
  if (chosenKind) return chosenKind === 'desktop';
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(hover: hover) and (pointer: fine)').matches
    : true;
}
