/**
 * The theme editor's model (issue 22): a base (light or dark), the colours the user set, and
 * the theme that makes, in Misskey's format (props laid over the base, as Misskey lays every
 * theme). Pure, so the contrast pairs and the exported theme are unit-tested.
 */
import { colord } from 'colord';
import { compileTheme, contrastRatio, darkBase, lightBase, type Theme, type ThemeBase } from '@/theme';

/** The colour props the editor offers: the ones every note and control is drawn with. */
export const EDITOR_PROPS = [
  'accent',
  'bg',
  'fg',
  'panel',
  'link',
  'divider',
  'fgOnAccent',
  'mention',
  'hashtag',
  'renote',
  'error',
  'success',
] as const;
export type EditorProp = (typeof EDITOR_PROPS)[number];

export interface EditorState {
  /** Made once per editor, so saving twice replaces the theme instead of adding another. */
  id: string;
  base: ThemeBase;
  name: string;
  author: string;
  desc: string;
  colours: Partial<Record<EditorProp, string>>;
}

export function newEditorState(id: string, base: ThemeBase, name: string): EditorState {
  return { id, base, name, author: '', desc: '', colours: {} };
}

/** The theme the editor's state stands for: only what the user set, over the chosen base. */
export function editorTheme(state: EditorState): Theme {
  const props: Record<string, string> = {};
  for (const key of EDITOR_PROPS) {
    const value = state.colours[key];
    if (value !== undefined) props[key] = value;
  }
  const theme: Theme = { id: state.id, name: state.name.trim() || state.id, base: state.base, props };
  if (state.author.trim() !== '') theme.author = state.author.trim();
  if (state.desc.trim() !== '') theme.desc = state.desc.trim();
  return theme;
}

/**
 * Every editor colour as `#rrggbb` (what a colour input takes), resolved over the base. A
 * translucent one (the base's dividers) is shown as it is painted over the background, since
 * a colour input has no alpha.
 */
export function resolvedColours(theme: Theme): Record<EditorProp, string> {
  const compiled = compileTheme(theme, theme.base === 'dark' ? darkBase : lightBase);
  const bg = colord(compiled['--bg'] ?? '').toRgb();
  const out = {} as Record<EditorProp, string>;
  for (const key of EDITOR_PROPS) {
    const value = colord(compiled[`--${key}`] ?? '');
    if (!value.isValid()) {
      out[key] = '#000000';
      continue;
    }
    const { r, g, b, a } = value.toRgb();
    const mix = (top: number, under: number) => Math.round(top * a + under * (1 - a));
    out[key] = colord({ r: mix(r, bg.r), g: mix(g, bg.g), b: mix(b, bg.b) }).toHex();
  }
  return out;
}

/** Text and the surface it is read on, as Misskey draws them. */
export const CONTRAST_PAIRS = [
  { text: 'fg', background: 'bg' },
  { text: 'fg', background: 'panel' },
  { text: 'link', background: 'panel' },
  { text: 'fgOnAccent', background: 'accent' },
] as const satisfies readonly { text: EditorProp; background: EditorProp }[];

export interface ContrastCheck {
  text: EditorProp;
  background: EditorProp;
  ratio: number;
}

/** The contrast of each pair, from the theme's own colours (not Shiori's readability nudges). */
export function contrastChecks(theme: Theme): ContrastCheck[] {
  const compiled = compileTheme(theme, theme.base === 'dark' ? darkBase : lightBase);
  return CONTRAST_PAIRS.map(({ text, background }) => ({
    text,
    background,
    ratio: contrastRatio(compiled[`--${text}`] ?? '', compiled[`--${background}`] ?? '') ?? 1,
  }));
}
