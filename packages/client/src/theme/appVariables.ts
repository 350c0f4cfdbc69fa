/**
 * Maps a compiled Misskey-notation theme onto the custom properties the app's CSS reads
 * (see ui/theme.css). Misskey themes only know their own keys (accent, bg, fg, panel, error…),
 * so the app-only ones (hover and soft tints, muted text, on-accent text, box shadows) are
 * derived here. Colours that would be unreadable are nudged until they reach WCAG AA, so a
 * theme written for Misskey installs unchanged and still renders legibly in Shiori.
 */
import { type Colord, colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';

extend([a11yPlugin, mixPlugin]);

/** WCAG AA for body text. */
export const TEXT_CONTRAST = 4.5;
/** WCAG AA for borders and focus rings (non-text contrast). */
export const UI_CONTRAST = 3;

/** The custom properties of ui/theme.css that a theme must set. */
export const APP_VARIABLES = [
  '--accent',
  '--accent-hover',
  '--accent-soft',
  '--on-accent',
  '--bg',
  '--panel',
  '--panel-hover',
  '--popup',
  '--fg',
  '--fg-muted',
  '--link',
  '--divider',
  '--input-border',
  '--focus',
  '--danger',
  '--danger-hover',
  '--on-danger',
  '--danger-soft',
  '--success',
  '--success-soft',
  '--shadow',
  '--backdrop',
] as const;

export type AppVariable = (typeof APP_VARIABLES)[number];

const hex = (color: Colord) => color.toHex();

/** Composites a possibly translucent colour over an opaque one, as the browser paints it. */
function flatten(color: Colord, under: Colord): Colord {
  const alpha = color.alpha();
  if (alpha >= 1) return color;
  return under.mix(color.alpha(1), alpha);
}

function minContrast(color: Colord, surfaces: Colord[]): number {
  return Math.min(...surfaces.map((surface) => color.contrast(surface)));
}

/** Moves `color` away from the surfaces' lightness until it reaches `ratio` on all of them. */
function ensureContrast(color: Colord, surfaces: Colord[], ratio: number, lighten: boolean): Colord {
  let current = color.alpha(1);
  // A little headroom, so rounding to hex on output cannot drop the result below `ratio`.
  for (let step = 0; step < 100 && minContrast(current, surfaces) < ratio + 0.03; step++) {
    current = lighten ? current.lighten(0.01) : current.darken(0.01);
  }
  return current;
}

/** Of the candidates, the first that reads on `surface`; else whichever reads best. */
function readableOn(surface: Colord, candidates: Colord[]): Colord {
  const good = candidates.find((candidate) => candidate.contrast(surface) >= TEXT_CONTRAST);
  if (good) return good;
  const white = colord('#ffffff');
  const black = colord('#000000');
  return white.contrast(surface) >= black.contrast(surface) ? white : black;
}

/** The strongest tint of fg towards bg that still reads on every surface (for secondary text). */
function mutedText(fg: Colord, bg: Colord, surfaces: Colord[]): Colord {
  let best = fg;
  for (let amount = 0.02; amount <= 0.6; amount += 0.02) {
    const candidate = fg.mix(bg, amount);
    if (minContrast(candidate, surfaces) < TEXT_CONTRAST + 0.1) break;
    best = candidate;
  }
  return best;
}

/**
 * @param compiled the output of compileTheme (keys like `--accent`), laid over a built-in base,
 *   so every key a base defines is present.
 */
export function appVariables(compiled: Record<string, string>): Record<AppVariable, string> {
  const color = (key: string, fallback: string): Colord => {
    const value = colord(compiled[`--${key}`] ?? '');
    return value.isValid() ? value : colord(fallback);
  };

  const bg = flatten(color('bg', '#ffffff'), colord('#ffffff'));
  // Text is nudged lighter on dark backgrounds and darker on light ones.
  const dark = bg.isDark();
  const panel = flatten(color('panel', hex(bg)), bg);
  const popup = flatten(color('popup', hex(panel)), panel);
  const surfaces = [bg, panel, popup];
  const fg = ensureContrast(
    flatten(color('fg', dark ? '#ffffff' : '#000000'), panel),
    surfaces,
    TEXT_CONTRAST,
    dark,
  );
  const panelHover = panel.mix(fg, 0.07);
  const textSurfaces = [...surfaces, panelHover];

  const accent = ensureContrast(color('accent', hex(fg)), textSurfaces, TEXT_CONTRAST, dark);
  const accentHover = dark ? accent.lighten(0.07) : accent.darken(0.07);
  const onAccent = readableOn(
    accentHover,
    [color('fgOnAccent', hex(bg)), bg, panel].map((c) => c.alpha(1)),
  );
  const link = ensureContrast(color('link', hex(accent)), textSurfaces, TEXT_CONTRAST, dark);

  const danger = ensureContrast(
    color('error', dark ? '#ff8a80' : '#b42318'),
    textSurfaces,
    TEXT_CONTRAST,
    dark,
  );
  const dangerHover = dark ? danger.lighten(0.07) : danger.darken(0.07);
  const onDanger = readableOn(dangerHover, [bg, panel, colord('#ffffff')]);
  const success = ensureContrast(
    color('success', dark ? '#7fd8a6' : '#17663f'),
    surfaces,
    TEXT_CONTRAST,
    dark,
  );

  const inputBorderOwn = flatten(color('inputBorder', hex(fg)), panel);
  const inputBorder =
    inputBorderOwn.contrast(panel) >= UI_CONTRAST + 0.03
      ? inputBorderOwn
      : ensureContrast(panel.mix(fg, 0.4), [panel], UI_CONTRAST, dark);
  // Misskey's `focus` is a faint glow; the app draws a 2px outline, which must stand out.
  const focusOwn = flatten(color('focus', hex(accent)), bg);
  const focus = minContrast(focusOwn, surfaces) >= UI_CONTRAST ? focusOwn : accent;

  const shadow = color('shadow', dark ? 'rgba(0, 0, 0, 0.35)' : 'rgba(16, 24, 32, 0.08)');
  const backdrop = color('modalBg', dark ? 'rgba(0, 0, 0, 0.55)' : 'rgba(16, 24, 32, 0.4)');

  return {
    '--accent': hex(accent),
    '--accent-hover': hex(accentHover),
    '--accent-soft': hex(panel.mix(accent, 0.14)),
    '--on-accent': hex(onAccent),
    '--bg': hex(bg),
    '--panel': hex(panel),
    '--panel-hover': hex(panelHover),
    '--popup': hex(popup),
    '--fg': hex(fg),
    '--fg-muted': hex(mutedText(fg, bg, textSurfaces)),
    '--link': hex(link),
    '--divider': compiled['--divider'] ?? hex(panel.mix(fg, 0.15)),
    '--input-border': hex(inputBorder),
    '--focus': hex(focus),
    '--danger': hex(danger),
    '--danger-hover': hex(dangerHover),
    '--on-danger': hex(onDanger),
    '--danger-soft': hex(panel.mix(danger, 0.12)),
    '--success': hex(success),
    '--success-soft': hex(panel.mix(success, 0.12)),
    // Misskey's `shadow` is a colour; the app's --shadow is a whole box-shadow.
    '--shadow': `0 1px 2px ${hex(shadow.alpha(shadow.alpha() * 0.5))}, 0 8px 24px ${hex(shadow.alpha(shadow.alpha() * 0.7))}`,
    '--backdrop': hex(backdrop),
  };
}
