import { describe, expect, it } from 'vitest';
import { galleryTabOf, galleryTabPath, galleryTabsFor } from './galleryTabs';

describe('the /gallery tabs', () => {
  it('offers mine and liked only to a signed-in user', () => {
    expect(galleryTabsFor(true)).toEqual(['featured', 'popular', 'recent', 'mine', 'liked']);
    expect(galleryTabsFor(false)).toEqual(['featured', 'popular', 'recent']);
  });

  it('reads the tab from the hash; unknown or not offered shows featured', () => {
    expect(galleryTabOf('recent', false)).toBe('recent');
    expect(galleryTabOf('mine', true)).toBe('mine');
    expect(galleryTabOf('mine', false)).toBe('featured');
    expect(galleryTabOf('nonsense', true)).toBe('featured');
    expect(galleryTabOf(undefined, true)).toBe('featured');
  });

  it('gives featured the bare path and the others a hash', () => {
    expect(galleryTabPath('featured')).toBe('/gallery');
    expect(galleryTabPath('liked')).toBe('/gallery#liked');
  });
});
