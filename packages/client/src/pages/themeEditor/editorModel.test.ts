import JSON5 from 'json5';
import { describe, expect, it } from 'vitest';
import { checkThemeCode, themeToJson5 } from '@/theme';
import { contrastChecks, editorTheme, newEditorState, resolvedColours } from './editorModel';

describe('theme editor model', () => {
  it('makes a Misskey theme of only the colours set, over the chosen base', () => {
    const state = {
      ...newEditorState('id-1', 'dark', 'Harbour'),
      author: ' ann ',
      colours: { accent: '#ff8800' },
    };
    expect(editorTheme(state)).toEqual({
      id: 'id-1',
      name: 'Harbour',
      author: 'ann',
      base: 'dark',
      props: { accent: '#ff8800' },
    });
  });

  it('shows every colour resolved over the base as #rrggbb, for colour inputs', () => {
    const colours = resolvedColours(editorTheme(newEditorState('id', 'light', 'T')));
    for (const value of Object.values(colours)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
    const set = resolvedColours(
      editorTheme({ ...newEditorState('id', 'light', 'T'), colours: { fg: '#123456' } }),
    );
    expect(set.fg).toBe('#123456');
    // A translucent colour is shown as painted over the background: 50% black on white is grey.
    const translucent = resolvedColours(
      editorTheme({
        ...newEditorState('id', 'light', 'T'),
        colours: { bg: '#ffffff', divider: 'rgba(0, 0, 0, 0.5)' },
      }),
    );
    expect(translucent.divider).toBe('#808080');
  });

  it('checks text against its background and finds a pale text colour under 4.5:1', () => {
    const base = newEditorState('id', 'light', 'T');
    expect(contrastChecks(editorTheme(base)).every((check) => check.ratio >= 4.5)).toBe(true);
    const pale = contrastChecks(editorTheme({ ...base, colours: { fg: '#bbbbbb', bg: '#ffffff' } }));
    const fgOnBg = pale.find((check) => check.text === 'fg' && check.background === 'bg');
    expect(fgOnBg?.ratio).toBeLessThan(4.5);
    expect(fgOnBg?.ratio).toBeCloseTo(1.92, 2);
  });

  it('exports JSON5 that installs back as the same theme', () => {
    const theme = editorTheme({ ...newEditorState('id-9', 'light', 'Moss'), colours: { accent: '#3a7d44' } });
    const code = themeToJson5(JSON5, theme);
    expect(checkThemeCode(code, JSON5.parse, [])).toEqual({ ok: true, theme });
  });
});
