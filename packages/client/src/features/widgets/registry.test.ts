import { describe, expect, it } from 'vitest';
import { settingsOf, sizeOf } from './model';
import { WIDGETS } from './registry';

describe('the widget registry', () => {
  it('holds the 30 widget types of the catalogue, each once', () => {
    expect(WIDGETS).toHaveLength(30);
    expect(new Set(WIDGETS.map((widget) => widget.name)).size).toBe(30);
  });

  it.each(WIDGETS.map((widget) => [widget.name, widget] as const))(
    '%s declares a default size',
    (_name, definition) => {
      expect(definition.size).toBeDefined();
      const size = sizeOf(definition, settingsOf(definition, { id: 'w', name: definition.name, data: {} }));
      expect(['fixed', 'min']).toContain(size.fit);
      expect(size.height).toBeGreaterThanOrEqual(40);
      expect(size.height).toBeLessThanOrEqual(1200);
    },
  );

  it('gives the widgets Misskey gives a height setting their 300 pixels, and follows the setting', () => {
    for (const name of ['timeline', 'notifications', 'slideshow']) {
      const definition = WIDGETS.find((widget) => widget.name === name);
      if (!definition) throw new Error(name);
      expect(sizeOf(definition, definition.defaults)).toEqual({ fit: 'fixed', height: 300 });
      expect(sizeOf(definition, { ...definition.defaults, height: 450 })).toEqual({
        fit: 'fixed',
        height: 450,
      });
      // A hand-edited save cannot make a body vanish or swallow the page.
      expect(sizeOf(definition, { ...definition.defaults, height: 5 }).height).toBe(100);
      expect(sizeOf(definition, { ...definition.defaults, height: 99_999 }).height).toBe(1200);
    }
  });

  it('sizes the analogue clock by its face', () => {
    const clock = WIDGETS.find((widget) => widget.name === 'clock');
    if (!clock) throw new Error('clock');
    const heights = (['small', 'medium', 'large'] as const).map(
      (size) => sizeOf(clock, { ...clock.defaults, size }).height,
    );
    expect(heights[0]).toBeLessThan(heights[1] ?? 0);
    expect(heights[1]).toBeLessThan(heights[2] ?? 0);
  });
});
