import { describe, expect, it } from 'vitest';
import { validateTheme } from './model.ts';

const good = {
  id: 'abc',
  name: 'My theme',
  author: '@me@example.com',
  desc: 'desc',
  base: 'dark',
  props: { accent: '#86b300', bg: '@panel' },
};

function reasonOf(value: unknown): string {
  const result = validateTheme(value);
  if (result.ok) throw new Error('expected invalid');
  return result.reason;
}

describe('validateTheme', () => {
  it('accepts a well-formed theme and returns a typed copy', () => {
    const result = validateTheme(good);
    expect(result).toEqual({ ok: true, theme: good });
  });

  it('accepts a theme without the optional author and desc, and drops unknown fields', () => {
    const result = validateTheme({ id: 'x', name: 'y', base: 'light', props: {}, extra: 1 });
    expect(result).toEqual({ ok: true, theme: { id: 'x', name: 'y', base: 'light', props: {} } });
  });

  it.each([
    [{ ...good, id: 1 }, 'theme id must be a string'],
    [{ ...good, id: undefined }, 'theme id must be a string'],
    [{ ...good, name: null }, 'theme name must be a string'],
    [{ ...good, author: 5 }, 'theme author must be a string when present'],
    [{ ...good, desc: {} }, 'theme desc must be a string when present'],
    [{ ...good, base: undefined }, "theme base must be 'light' or 'dark'"],
    [{ ...good, base: 'Dark' }, "theme base must be 'light' or 'dark'"],
    [{ ...good, props: undefined }, 'theme props must be an object'],
    [{ ...good, props: null }, 'theme props must be an object'],
    [{ ...good, props: ['#fff'] }, 'theme props must be an object'],
    [{ ...good, props: 'accent' }, 'theme props must be an object'],
    [{ ...good, props: { accent: 3 } }, 'theme prop "accent" must be a string'],
    [{ ...good, props: { bg: null } }, 'theme prop "bg" must be a string'],
  ])('rejects %j with a reason', (value, reason) => {
    expect(reasonOf(value)).toBe(reason);
  });

  it.each([null, undefined, 0, 42, Number.NaN, 'theme', '', true, [], [good], () => good, Symbol('x')])(
    'rejects non-object garbage %s without throwing',
    (value) => {
      expect(reasonOf(value)).toBe('theme must be an object');
    },
  );

  it('never throws on parsed JSON garbage', () => {
    const inputs = [
      '{}',
      '{"id":{}}',
      '{"props":{"a":[]}}',
      '"x"',
      '[1,2]',
      'null',
      '{"__proto__":{"id":"x"}}',
    ];
    for (const text of inputs) {
      const parsed: unknown = JSON.parse(text);
      expect(() => validateTheme(parsed)).not.toThrow();
      expect(validateTheme(parsed).ok).toBe(false);
    }
  });
});
