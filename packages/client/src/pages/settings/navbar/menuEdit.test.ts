import { describe, expect, it } from 'vitest';
import { addableEntries, addEntry, moveItem, moveItemTo, removeItem } from './menuEdit';

describe('menu edits', () => {
  it('moves an entry up and down, and leaves the ends alone', () => {
    expect(moveItem(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('drops a dragged entry where the entry it was dropped on stood, dividers included', () => {
    expect(moveItemTo(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItemTo(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
    expect(moveItemTo(['a', '-', 'b', '-'], 3, 0)).toEqual(['-', 'a', '-', 'b']);
    expect(moveItemTo(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveItemTo(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    expect(moveItemTo(['a', 'b'], -1, 0)).toEqual(['a', 'b']);
  });

  it('removes by position, so one of two dividers goes', () => {
    expect(removeItem(['a', '-', 'b', '-'], 3)).toEqual(['a', '-', 'b']);
  });

  it('adds an entry once but dividers as often as asked', () => {
    expect(addEntry(['a'], 'b')).toEqual(['a', 'b']);
    expect(addEntry(['a', 'b'], 'b')).toEqual(['a', 'b']);
    expect(addEntry(['a', '-'], '-')).toEqual(['a', '-', '-']);
  });

  it('offers only the entries not on the menu yet', () => {
    expect(addableEntries(['a', '-', 'c'], ['a', 'b', 'c', 'd'])).toEqual(['b', 'd']);
  });
});
