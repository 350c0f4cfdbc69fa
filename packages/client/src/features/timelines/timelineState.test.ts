import { describe, expect, it } from 'vitest';
import {
  appendNotes,
  emptyTimeline,
  FIRST_INDEX,
  markSeen,
  oldestId,
  prependNotes,
  removeNote,
} from './timelineState';

describe('timeline state', () => {
  const loaded = appendNotes(emptyTimeline(), ['n5', 'n4', 'n3']);

  it('shows a streamed note at once when the reader is at the top', () => {
    const next = prependNotes(loaded, ['n6'], true);
    expect(next.ids).toEqual(['n6', 'n5', 'n4', 'n3']);
    // Same first index: Virtuoso stays at the top, so the new note is what the reader sees.
    expect(next.firstItemIndex).toBe(FIRST_INDEX);
    expect(next.unseen).toBe(0);
  });

  it('keeps what a scrolled-down reader looks at in place and counts the notes above', () => {
    const once = prependNotes(loaded, ['n6'], false);
    const twice = prependNotes(once, ['n8', 'n7'], false);
    expect(twice.ids).toEqual(['n8', 'n7', 'n6', 'n5', 'n4', 'n3']);
    // The note that was first (n5) keeps its Virtuoso index: firstItemIndex + 3 === FIRST_INDEX.
    expect(twice.firstItemIndex + twice.ids.indexOf('n5')).toBe(FIRST_INDEX);
    expect(twice.unseen).toBe(3);
    expect(markSeen(twice).unseen).toBe(0);
  });

  it('ignores notes it already has, from the stream or an overlapping page', () => {
    expect(prependNotes(loaded, ['n5'], false)).toBe(loaded);
    const more = appendNotes(loaded, ['n3', 'n2', 'n2', 'n1']);
    expect(more.ids).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect(more.firstItemIndex).toBe(FIRST_INDEX);
    expect(oldestId(more)).toBe('n1');
  });

  it('drops a deleted note', () => {
    expect(removeNote(loaded, 'n4').ids).toEqual(['n5', 'n3']);
    expect(removeNote(loaded, 'unknown')).toBe(loaded);
  });

  it('starts empty, with nothing to load older notes from', () => {
    expect(oldestId(emptyTimeline())).toBeUndefined();
  });
});
