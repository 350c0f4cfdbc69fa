import { describe, expect, it } from 'vitest';
import {
  type CatalogDecoration,
  mayWear,
  placeWorn,
  previewDecorations,
  sameWorn,
  toggleWorn,
} from './wearing';

const decoration = (id: string, roles: string[] = []): CatalogDecoration => ({
  id,
  name: id,
  description: '',
  url: `https://example.test/${id}.png`,
  roleIdsThatCanBeUsedThisDecoration: roles,
});

describe('wearing decorations', () => {
  it('lets everyone wear an unrestricted decoration, and only holders of a named role the others', () => {
    expect(mayWear(decoration('a'), new Set())).toBe(true);
    expect(mayWear(decoration('b', ['r1', 'r2']), new Set(['r3']))).toBe(false);
    expect(mayWear(decoration('b', ['r1', 'r2']), new Set(['r2']))).toBe(true);
  });

  it('puts on up to the limit, takes off, and places one without touching the others', () => {
    let worn = toggleWorn([], 'a', 2);
    worn = toggleWorn(worn, 'b', 2);
    expect(toggleWorn(worn, 'c', 2).map((d) => d.id)).toEqual(['a', 'b']);
    worn = placeWorn(worn, 'b', { angle: 0.25, flipH: true });
    expect(worn[1]).toEqual({ id: 'b', angle: 0.25, flipH: true, offsetX: 0, offsetY: 0 });
    expect(worn[0]).toEqual({ id: 'a', angle: 0, flipH: false, offsetX: 0, offsetY: 0 });
    expect(toggleWorn(worn, 'a', 2).map((d) => d.id)).toEqual(['b']);
    expect(sameWorn(worn, placeWorn(worn, 'a', {}))).toBe(true);
    expect(sameWorn(worn, placeWorn(worn, 'a', { offsetY: 0.1 }))).toBe(false);
  });

  it('previews with the catalogue image, leaving out what the catalogue lost', () => {
    const worn = toggleWorn(toggleWorn([], 'a', 2), 'gone', 2);
    expect(previewDecorations(worn, [decoration('a')])).toEqual([
      { id: 'a', angle: 0, flipH: false, offsetX: 0, offsetY: 0, url: 'https://example.test/a.png' },
    ]);
  });
});
