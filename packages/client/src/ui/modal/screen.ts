import { SMALL_SCREEN_WIDTH } from '@/constants';

/** Small (≤ 500 px) or touch-first screens get bottom sheets instead of popups and cards. */
export function isSmallOrTouchScreen(): boolean {
  if (typeof window === 'undefined') return false;
  if (window.innerWidth <= SMALL_SCREEN_WIDTH) return true;
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/** Hover can open submenus only with a precise pointer (a mouse), not on touch screens. */
export function canHover(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(hover: hover) and (pointer: fine)').matches
    : true;
}
