import { describe, expect, it } from 'vitest';
import { DEFAULT_REACTIONS } from '@/settings';
import {
  addMutedReaction,
  addToPalette,
  defaultPalette,
  defaultProfileIndex,
  movePaletteItem,
  paletteOf,
  profileLimit,
  removeFromPalette,
  withPalette,
} from './palette';

describe('reaction palette editing', () => {
  it('adds an emoji at the end, and only once', () => {
    expect(addToPalette(['👍', '❤️'], '🍣')).toEqual(['👍', '❤️', '🍣']);
    expect(addToPalette(['👍', '❤️'], '👍')).toEqual(['👍', '❤️']);
    expect(addToPalette([], ':blobcat:')).toEqual([':blobcat:']);
  });

  it('removes the emoji at a position', () => {
    expect(removeFromPalette(['👍', '❤️', '😆'], 1)).toEqual(['👍', '😆']);
    expect(removeFromPalette(['👍'], 5)).toEqual(['👍']);
  });

  it('moves an emoji earlier or later, and ignores moves past either end', () => {
    expect(movePaletteItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePaletteItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePaletteItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePaletteItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('resets to the default palette of the spec', () => {
    expect(defaultPalette()).toEqual(['👍', '❤️', '😆', '🤔', '😮', '🎉', '💢', '😥', '😇', '🍮']);
    // A copy: editing it must not change the defaults every new profile starts from.
    defaultPalette().push('x');
    expect(DEFAULT_REACTIONS).toHaveLength(10);
  });

  it('replaces one profile and keeps the others', () => {
    const profiles = [['a'], ['b'], ['c'], ['d'], ['e'], ['f']];
    const next = withPalette(profiles, 2, ['z', 'y']);
    expect(next[2]).toEqual(['z', 'y']);
    expect(next[0]).toEqual(['a']);
    expect(next).toHaveLength(6);
    expect(profiles[2]).toEqual(['c']);
  });

  it('gives profiles never saved the default palette', () => {
    expect(paletteOf([['a']], 3)).toEqual(DEFAULT_REACTIONS);
    expect(withPalette([['a']], 1, ['b'])).toEqual([['a'], ['b'], ...Array(4).fill(DEFAULT_REACTIONS)]);
  });
});

describe('profile limit', () => {
  it('follows emojiPickerProfileLimit and falls back to six when the server does not say', () => {
    expect(profileLimit({ emojiPickerProfileLimit: 2 })).toBe(2);
    expect(profileLimit({})).toBe(6);
    expect(profileLimit(undefined)).toBe(6);
    expect(profileLimit({ emojiPickerProfileLimit: 'many' })).toBe(6);
  });

  it('always allows one profile and never more than are stored', () => {
    expect(profileLimit({ emojiPickerProfileLimit: 0 })).toBe(1);
    expect(profileLimit({ emojiPickerProfileLimit: 50 })).toBe(6);
  });

  it('keeps the default profile within the limit', () => {
    expect(defaultProfileIndex(1, 6)).toBe(0);
    expect(defaultProfileIndex(4, 6)).toBe(3);
    expect(defaultProfileIndex(4, 2)).toBe(1);
    expect(defaultProfileIndex(0, 6)).toBe(0);
  });
});

describe('muted reactions', () => {
  it('adds each reaction once', () => {
    expect(addMutedReaction(['😡'], '💢')).toEqual(['😡', '💢']);
    expect(addMutedReaction(['😡'], '😡')).toEqual(['😡']);
  });
});
