/**
 * Compiles a theme's props (Misskey theme prop notation) into CSS custom properties.
 *
 * Notation, per prop value:
 * - `#fff`, `rgb(...)`, any other plain value: emitted verbatim.
 * - `@name`: the resolved value of prop `name`.
 * - `$name`: the resolved value of constant `$name` (constants are props whose key starts
 *   with `$`; they are not emitted as CSS variables).
 * - `:func<arg<value`: applies darken/lighten/alpha/hue/saturate to the resolved `value`,
 *   which may itself be a reference, a colour or another `:func<...`.
 * - `"text`: the text after the quote, verbatim (for non-colour values such as shadows).
 *
 * Output format: transform results are always `rgba(r, g, b, a)` (integer channels, alpha
 * rounded to 3 decimals), so derived colours look the same whatever the input syntax was.
 * Non-transformed values keep their original spelling.
 */
import { colord } from 'colord';
import type { Theme } from './model.ts';

export class ThemeCompileError extends Error {
  constructor(
    /** The prop whose value could not be resolved (the one being compiled, not a nested ref). */
    readonly prop: string,
    detail: string,
  ) {
    super(`theme prop "${prop}": ${detail}`);
    this.name = 'ThemeCompileError';
  }
}

type TransformFn = (color: ReturnType<typeof colord>, arg: number) => ReturnType<typeof colord>;

// Percent-based args follow Misskey's (tinycolor) meaning: absolute change of N percentage points.
const transforms: Record<string, TransformFn> = {
  darken: (c, n) => c.darken(n / 100),
  lighten: (c, n) => c.lighten(n / 100),
  alpha: (c, a) => c.alpha(a),
  hue: (c, deg) => c.rotate(deg),
  saturate: (c, n) => c.saturate(n / 100),
};

function formatRgba(color: ReturnType<typeof colord>): string {
  const { r, g, b, a } = color.toRgb();
  return `rgba(${r}, ${g}, ${b}, ${a})`;
}

/** Merge order for themes that extend a base: the theme's own props win. */
export function mergeProps(theme: Theme, baseTheme?: Theme): Record<string, string> {
  return baseTheme ? { ...baseTheme.props, ...theme.props } : { ...theme.props };
}

export function compileTheme(theme: Theme, baseTheme?: Theme): Record<string, string> {
  const props = mergeProps(theme, baseTheme);
  const resolved = new Map<string, string>();

  // `top` is the prop being compiled, so errors name what the user wrote, plus the ref chain.
  const resolveKey = (key: string, top: string, chain: string[]): string => {
    const done = resolved.get(key);
    if (done !== undefined) return done;
    if (chain.includes(key)) {
      throw new ThemeCompileError(top, `reference cycle ${[...chain, key].join(' -> ')}`);
    }
    // Object.hasOwn so that `@constructor` etc. do not hit Object.prototype.
    if (!Object.hasOwn(props, key)) {
      throw new ThemeCompileError(top, `missing reference "${key}"`);
    }
    const value = resolveValue(props[key] as string, top, [...chain, key]);
    resolved.set(key, value);
    return value;
  };

  const resolveValue = (value: string, top: string, chain: string[]): string => {
    if (value.startsWith('"')) return value.slice(1);
    if (value.startsWith('@')) return resolveKey(value.slice(1), top, chain);
    if (value.startsWith('$')) return resolveKey(value, top, chain);
    if (value.startsWith(':')) return applyTransform(value, top, chain);
    return value;
  };

  const applyTransform = (value: string, top: string, chain: string[]): string => {
    // Split only the first two `<` so the inner value may contain further transforms.
    const first = value.indexOf('<');
    const second = first < 0 ? -1 : value.indexOf('<', first + 1);
    if (first < 0 || second < 0) {
      throw new ThemeCompileError(top, `malformed transform "${value}" (expected :func<arg<value)`);
    }
    const name = value.slice(1, first);
    const argText = value.slice(first + 1, second);
    const fn = Object.hasOwn(transforms, name) ? transforms[name] : undefined;
    if (!fn) throw new ThemeCompileError(top, `unknown function "${name}"`);
    const arg = Number(argText);
    if (argText.trim() === '' || !Number.isFinite(arg)) {
      throw new ThemeCompileError(top, `invalid argument "${argText}" for ${name}`);
    }
    const input = resolveValue(value.slice(second + 1), top, chain);
    const color = colord(input);
    if (!color.isValid()) throw new ThemeCompileError(top, `invalid colour "${input}" for ${name}`);
    return formatRgba(fn(color, arg));
  };

  const css: Record<string, string> = {};
  for (const key of Object.keys(props)) {
    const value = resolveKey(key, key, []);
    if (!key.startsWith('$')) css[`--${key}`] = value;
  }
  return css;
}
