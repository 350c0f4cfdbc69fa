import { describe, expect, it } from 'vitest';
import { colorArg, DEFAULT_SPEEDS, fnStyle, MFM_FUNCTIONS, numberArg, timeArg } from './fnRules';

describe('fn argument rules (spec 000 §5)', () => {
  it('accepts colours of 3 to 6 hex digits only', () => {
    expect(colorArg('f00')).toBe('#f00');
    expect(colorArg('ff0000')).toBe('#ff0000');
    expect(colorArg('ABCD')).toBe('#ABCD');
    expect(colorArg('ff')).toBeNull();
    expect(colorArg('ff00000')).toBeNull();
    expect(colorArg('red')).toBeNull();
    expect(colorArg('f00;background:url(x)')).toBeNull();
    expect(colorArg(true)).toBeNull();
  });

  it('accepts times that are a number followed by s, else the default', () => {
    expect(timeArg('1.5s', '1s')).toBe('1.5s');
    expect(timeArg('2s', '1s')).toBe('2s');
    expect(timeArg('2', '1s')).toBe('1s');
    expect(timeArg('2ms', '1s')).toBe('1s');
    expect(timeArg('-1s', '1s')).toBe('1s');
    expect(timeArg('1s;color:red', '1s')).toBe('1s');
    expect(timeArg(true, '1s')).toBe('1s');
  });

  it('reads numbers, else the default', () => {
    expect(numberArg('2.5', 1)).toBe(2.5);
    expect(numberArg('abc', 1)).toBe(1);
    expect(numberArg(true, 1)).toBe(1);
    expect(numberArg('', 1)).toBe(1);
  });

  it('defaults every animation speed to between 0.5 and 1.5 s', () => {
    for (const speed of Object.values(DEFAULT_SPEEDS)) {
      const seconds = Number.parseFloat(speed);
      expect(seconds).toBeGreaterThanOrEqual(0.5);
      expect(seconds).toBeLessThanOrEqual(1.5);
    }
    for (const name of ['tada', 'jelly', 'twitch', 'shake', 'spin', 'jump', 'bounce', 'rainbow', 'sparkle']) {
      const style = fnStyle(name, { speed: 'fast' })?.style;
      expect(style?.['--mfm-speed']).toBe(DEFAULT_SPEEDS[name]);
      expect(style?.['--mfm-delay']).toBe('0s');
    }
  });

  it('applies valid speed and delay', () => {
    expect(fnStyle('jelly', { speed: '3s', delay: '0.5s' })?.style).toMatchObject({
      '--mfm-speed': '3s',
      '--mfm-delay': '0.5s',
    });
  });

  it('spins left, alternate, on x or y', () => {
    expect(fnStyle('spin', {})).toMatchObject({ classes: ['spin'], style: { '--mfm-direction': 'normal' } });
    expect(fnStyle('spin', { left: true })?.style['--mfm-direction']).toBe('reverse');
    expect(fnStyle('spin', { alternate: true })?.style['--mfm-direction']).toBe('alternate');
    expect(fnStyle('spin', { x: true })?.classes).toEqual(['spinX']);
    expect(fnStyle('spin', { y: true })?.classes).toEqual(['spinY']);
  });

  it('flips horizontally by default, vertically with v, both with h and v', () => {
    expect(fnStyle('flip', {})?.style['--mfm-transform']).toBe('scaleX(-1)');
    expect(fnStyle('flip', { h: true })?.style['--mfm-transform']).toBe('scaleX(-1)');
    expect(fnStyle('flip', { v: true })?.style['--mfm-transform']).toBe('scaleY(-1)');
    expect(fnStyle('flip', { h: true, v: true })?.style['--mfm-transform']).toBe('scale(-1, -1)');
  });

  it('caps scale at 5', () => {
    expect(fnStyle('scale', { x: '2', y: '3' })?.style['--mfm-transform']).toBe('scale(2, 3)');
    expect(fnStyle('scale', { x: '100', y: '-100' })?.style['--mfm-transform']).toBe('scale(5, -5)');
    expect(fnStyle('scale', {})?.style['--mfm-transform']).toBe('scale(1, 1)');
  });

  it('positions by x and y in em', () => {
    expect(fnStyle('position', { x: '1', y: '-0.5' })?.style['--mfm-transform']).toBe(
      'translate(1em, -0.5em)',
    );
    expect(fnStyle('position', { x: 'evil' })?.style['--mfm-transform']).toBe('translate(0em, 0em)');
  });

  it('rotates 90 degrees by default', () => {
    expect(fnStyle('rotate', {})?.style['--mfm-transform']).toBe('rotate(90deg)');
    expect(fnStyle('rotate', { deg: '45' })?.style['--mfm-transform']).toBe('rotate(45deg)');
    expect(fnStyle('rotate', { deg: 'x' })?.style['--mfm-transform']).toBe('rotate(90deg)');
  });

  it('ignores a bad fg or bg colour', () => {
    expect(fnStyle('fg', { color: 'f00' })).toEqual({ classes: ['fg'], style: { '--mfm-fg': '#f00' } });
    expect(fnStyle('bg', { color: '00ff00' })).toEqual({ classes: ['bg'], style: { '--mfm-bg': '#00ff00' } });
    expect(fnStyle('fg', { color: 'red' })).toEqual({ classes: [], style: {} });
    expect(fnStyle('bg', {})).toEqual({ classes: [], style: {} });
  });

  it('draws borders with width, style from the list (else solid), colour, radius and clipping', () => {
    expect(fnStyle('border', {})).toEqual({
      classes: ['border', 'clip'],
      style: { '--mfm-border-style': 'solid', '--mfm-border-width': '1px', '--mfm-border-radius': '0px' },
    });
    expect(
      fnStyle('border', { style: 'dashed', width: '3', radius: '8', color: 'abc', noclip: true }),
    ).toEqual({
      classes: ['border', 'noclip'],
      style: {
        '--mfm-border-style': 'dashed',
        '--mfm-border-width': '3px',
        '--mfm-border-radius': '8px',
        '--mfm-border-color': '#abc',
      },
    });
    expect(fnStyle('border', { style: 'wavy' })?.style['--mfm-border-style']).toBe('solid');
    expect(fnStyle('border', { color: 'nothex' })?.style['--mfm-border-color']).toBeUndefined();
  });

  it('sets the font family from the allowed list only', () => {
    for (const family of ['serif', 'monospace', 'cursive', 'fantasy', 'emoji', 'math']) {
      expect(fnStyle('font', { [family]: true })?.style['--mfm-font']).toBe(family);
    }
    expect(fnStyle('font', { comic: true })).toEqual({ classes: [], style: {} });
  });

  it('blurs by 6 px by default', () => {
    expect(fnStyle('blur', {})?.style['--mfm-blur']).toBe('6px');
  });

  it('knows every function of the spec and nothing else', () => {
    expect(MFM_FUNCTIONS).toHaveLength(23);
    for (const name of MFM_FUNCTIONS) {
      if (name === 'ruby' || name === 'unixtime') continue;
      expect(fnStyle(name, {})).not.toBeNull();
    }
    expect(fnStyle('marquee', {})).toBeNull();
  });
});
