import { colord } from 'colord';
import { describe, expect, it } from 'vitest';
import { compileTheme, ThemeCompileError } from './compile.ts';
import type { Theme } from './model.ts';

function theme(props: Record<string, string>, base?: Theme['base']): Theme {
  return { id: 't', name: 'T', base, props };
}

function compileError(props: Record<string, string>): ThemeCompileError {
  try {
    compileTheme(theme(props));
  } catch (e) {
    if (e instanceof ThemeCompileError) return e;
    throw e;
  }
  throw new Error('expected ThemeCompileError');
}

const rgba = (value: string | undefined) => colord(value ?? '').toRgb();

describe('compileTheme: plain values and references', () => {
  it('emits plain colours verbatim as --name custom properties', () => {
    const css = compileTheme(
      theme({ a: '#fff', b: '#ffffff', c: 'rgb(1, 2, 3)', d: 'rgba(1, 2, 3, 0.5)', e: 'hsl(10, 50%, 50%)' }),
    );
    expect(css).toEqual({
      '--a': '#fff',
      '--b': '#ffffff',
      '--c': 'rgb(1, 2, 3)',
      '--d': 'rgba(1, 2, 3, 0.5)',
      '--e': 'hsl(10, 50%, 50%)',
    });
  });

  it('resolves @refs, including chains and forward references', () => {
    const css = compileTheme(theme({ navBg: '@panel', panel: '@bg', bg: '#123456' }));
    expect(css).toEqual({ '--navBg': '#123456', '--panel': '#123456', '--bg': '#123456' });
  });

  it('resolves $constants and does not emit them', () => {
    const css = compileTheme(theme({ $primary: '#86b300', $alias: '$primary', accent: '$alias' }));
    expect(css).toEqual({ '--accent': '#86b300' });
  });

  it('uses "-prefixed values verbatim without the quote', () => {
    const css = compileTheme(theme({ shadow: '"0 0 0 1px var(--x)', ref: '@shadow' }));
    expect(css['--shadow']).toBe('0 0 0 1px var(--x)');
    expect(css['--ref']).toBe('0 0 0 1px var(--x)');
  });
});

describe('compileTheme: transforms (output is always rgba(r, g, b, a))', () => {
  it('darken and lighten change lightness by N percentage points', () => {
    const css = compileTheme(
      theme({ base: 'hsl(0, 100%, 50%)', dark: ':darken<10<@base', light: ':lighten<10<@base' }),
    );
    expect(css['--dark']).toBe(`rgba(204, 0, 0, 1)`);
    expect(css['--light']).toBe(`rgba(255, 51, 51, 1)`);
  });

  it('alpha sets opacity', () => {
    const css = compileTheme(theme({ accent: '#86b300', bg: ':alpha<0.15<@accent' }));
    expect(css['--bg']).toBe('rgba(134, 179, 0, 0.15)');
  });

  it('hue rotates by degrees', () => {
    const css = compileTheme(theme({ x: ':hue<120<#ff0000' }));
    expect(css['--x']).toBe('rgba(0, 255, 0, 1)');
  });

  it('saturate adds saturation; negative desaturates', () => {
    const css = compileTheme(
      theme({ up: ':saturate<20<hsl(0, 50%, 50%)', down: ':saturate<-50<hsl(0, 50%, 50%)' }),
    );
    expect(colord(css['--up'] ?? '').toHsl().s).toBe(70);
    expect(css['--down']).toBe('rgba(128, 128, 128, 1)');
  });

  it('accepts constants and literal colours as transform input', () => {
    const css = compileTheme(theme({ $c: '#000000', x: ':lighten<50<$c', y: ':alpha<0.5<rgb(10, 20, 30)' }));
    expect(css['--x']).toBe('rgba(128, 128, 128, 1)');
    expect(css['--y']).toBe('rgba(10, 20, 30, 0.5)');
  });

  it('applies nested transforms inside out', () => {
    const css = compileTheme(theme({ accent: 'hsl(0, 100%, 50%)', x: ':alpha<0.5<:darken<10<@accent' }));
    expect(css['--x']).toBe('rgba(204, 0, 0, 0.5)');
  });

  it('transform results can be referenced and transformed again', () => {
    const css = compileTheme(theme({ a: ':darken<10<hsl(0, 100%, 50%)', b: ':alpha<0.2<@a' }));
    expect(rgba(css['--b'])).toEqual({ r: 204, g: 0, b: 0, a: 0.2 });
  });
});

describe('compileTheme: base overlay', () => {
  const base = theme({ accent: '#111111', bg: '#222222', accentedBg: ':alpha<0.5<@accent', $k: '#333333' });

  it('lays the theme over the base, the theme winning, and refs see the merged props', () => {
    const css = compileTheme(theme({ accent: '#ff0000', fg: '$k' }, 'dark'), base);
    expect(css).toEqual({
      '--accent': '#ff0000',
      '--bg': '#222222',
      '--accentedBg': 'rgba(255, 0, 0, 0.5)',
      '--fg': '#333333',
    });
  });

  it('does not mutate either input', () => {
    const own = theme({ accent: '#ff0000' });
    compileTheme(own, base);
    expect(own.props).toEqual({ accent: '#ff0000' });
    expect(base.props.accent).toBe('#111111');
  });
});

describe('compileTheme: errors', () => {
  it('reports a reference cycle naming the prop instead of overflowing the stack', () => {
    const error = compileError({ a: '@b', b: '@a' });
    expect(error.prop).toBe('a');
    expect(error.message).toBe('theme prop "a": reference cycle a -> b -> a');
  });

  it('reports self references and cycles through transforms and constants', () => {
    expect(compileError({ a: '@a' }).message).toContain('reference cycle a -> a');
    expect(compileError({ $c: ':darken<5<@x', x: '$c' }).message).toContain('reference cycle');
  });

  it('reports missing @refs and $constants', () => {
    expect(compileError({ navBg: '@panel' }).message).toBe('theme prop "navBg": missing reference "panel"');
    expect(compileError({ accent: '$nope' }).message).toBe('theme prop "accent": missing reference "$nope"');
  });

  it('does not resolve references to Object.prototype members', () => {
    expect(compileError({ a: '@constructor' }).message).toContain('missing reference "constructor"');
  });

  it('reports invalid colours in transforms', () => {
    expect(compileError({ a: ':darken<10<banana' }).message).toBe(
      'theme prop "a": invalid colour "banana" for darken',
    );
    expect(compileError({ s: '"1px solid', a: ':alpha<0.5<@s' }).message).toContain(
      'invalid colour "1px solid"',
    );
  });

  it('reports unknown functions, bad arguments and malformed transforms', () => {
    expect(compileError({ a: ':blur<10<#fff' }).message).toContain('unknown function "blur"');
    expect(compileError({ a: ':toString<1<#fff' }).message).toContain('unknown function "toString"');
    expect(compileError({ a: ':alpha<x<#fff' }).message).toContain('invalid argument "x" for alpha');
    expect(compileError({ a: ':alpha<<#fff' }).message).toContain('invalid argument "" for alpha');
    expect(compileError({ a: ':alpha<0.5' }).message).toContain('malformed transform');
  });

  it('is an Error subclass with a stable name', () => {
    const error = compileError({ a: '@b' });
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('ThemeCompileError');
  });
});
