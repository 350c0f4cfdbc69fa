/**
 * WCAG 2 contrast of text against its background, for the theme editor's check (issue 22).
 * Translucent colours are laid over the background first, as the browser paints them.
 */
import { colord } from 'colord';
import { TEXT_CONTRAST } from './appVariables.ts';

export { TEXT_CONTRAST };

/** The contrast ratio (1 to 21) of `text` on `background`, or null when either is not a colour. */
export function contrastRatio(text: string, background: string): number | null {
  const fg = colord(text);
  const bg = colord(background);
  if (!fg.isValid() || !bg.isValid()) return null;
  // A translucent background is taken over white, the page's own fallback.
  const white = { r: 255, g: 255, b: 255 };
  const under = over(bg.toRgb(), white);
  return relativeContrast(luminance(over(fg.toRgb(), under)), luminance(under));
}

type Rgb = { r: number; g: number; b: number };

/** Source-over compositing in sRGB, which is what the browser does with an rgba() colour. */
function over(color: Rgb & { a: number }, under: Rgb): Rgb {
  const mix = (top: number, bottom: number) => top * color.a + bottom * (1 - color.a);
  return { r: mix(color.r, under.r), g: mix(color.g, under.g), b: mix(color.b, under.b) };
}

/** WCAG 2 relative luminance of an sRGB colour. */
function luminance({ r, g, b }: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function relativeContrast(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

/** Whether body text of this contrast is readable by WCAG AA (4.5:1). */
export function isReadable(ratio: number): boolean {
  return ratio >= TEXT_CONTRAST;
}

/** The ratio as people write it, e.g. "4.48:1" (rounded down, so 4.499 never shows as 4.5). */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
