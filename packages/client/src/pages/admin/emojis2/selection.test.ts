import { describe, expect, it } from 'vitest';
import { pageSelectionState, setPageSelection, toggleInSelection } from './selection';

const rows = ['a', 'b', 'c', 'd', 'e'];

describe('emoji table selection', () => {
  it('ticks one row on a plain click', () => {
    expect([...toggleInSelection(new Set(['a']), rows, 'c', true, 'a', false)]).toEqual(['a', 'c']);
    expect([...toggleInSelection(new Set(['a', 'c']), rows, 'a', false, 'c', false)]).toEqual(['c']);
  });

  it('ticks the range from the anchor on a shift-click, in either direction', () => {
    expect([...toggleInSelection(new Set(['b']), rows, 'd', true, 'b', true)].sort()).toEqual([
      'b',
      'c',
      'd',
    ]);
    expect([...toggleInSelection(new Set(['d']), rows, 'a', true, 'd', true)].sort()).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('unticks a range when the shift-clicked row is unticked', () => {
    const all = new Set(rows);
    expect([...toggleInSelection(all, rows, 'd', false, 'b', true)]).toEqual(['a', 'e']);
  });

  it('treats a shift-click without an anchor on the page as a plain click', () => {
    expect([...toggleInSelection(new Set(), rows, 'c', true, 'gone', true)]).toEqual(['c']);
    expect([...toggleInSelection(new Set(), rows, 'c', true, null, true)]).toEqual(['c']);
  });

  it('selects or clears the whole page, keeping ticks on other pages', () => {
    expect(pageSelectionState(new Set(), rows)).toBe('none');
    expect(pageSelectionState(new Set(['a', 'z']), rows)).toBe('some');
    const all = setPageSelection(new Set(['z']), rows, true);
    expect(pageSelectionState(all, rows)).toBe('all');
    expect([...setPageSelection(all, rows, false)]).toEqual(['z']);
  });
});
