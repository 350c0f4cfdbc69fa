import type { Settings } from '@/settings';

/** Root font size per `fontSize` setting; every rem in the app follows it. 'medium' is ui/theme.css's. */
export const ROOT_FONT_PX: Record<Settings['fontSize'], number> = {
  small: 14,
  medium: 15,
  large: 17,
  veryLarge: 19,
};

/**
 * [--radius, --radius-small] per `cornerRadius` setting, or null for the theme's own (ui/theme.css
 * and the theme set them; only a choice other than 'rounded' overrides them).
 */
export const RADII: Record<Settings['cornerRadius'], readonly [string, string] | null> = {
  rounded: null,
  subtle: ['6px', '4px'],
  square: ['0px', '0px'],
};
