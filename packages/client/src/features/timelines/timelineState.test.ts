import { describe, expect, it } from 'vitest';
import {
  appendNotes,
  emptyTimeline,
  keepNotes,
  oldestId,
  prependNotes,
  reachTop,
  releaseHeld,
  removeNote,
  restoredTimeline,
  showPending,
} from './timelineState';

describe('timeline state', () => {
  const loaded = appendNotes(emptyTimeline(), ['n5', 'n4', 'n3']);

  it('shows a streamed note at once when the reader is at the top', () => {
    const next = prependNotes(loaded, ['n6'], true);
    expect(next.ids).toEqual(['n6', 'n5', 'n4', 'n3']);
    expect(next.unseen).toBe(0);
  });

  it('holds notes that arrive while the reader is scrolled down, so nothing on screen moves', () => {
    const once = prependNotes(loaded, ['n6'], false);
    const twice = prependNotes(once, ['n8', 'n7'], false);
    // The list the reader is in is untouched; the new notes wait above it, counted.
    expect(twice.ids).toEqual(['n5', 'n4', 'n3']);
    expect(twice.pending).toEqual(['n8', 'n7', 'n6']);
    expect(twice.unseen).toBe(3);
    // Back at the top (or "New notes"), they join the list, newest first.
    const shown = showPending(twice);
    expect(shown.ids).toEqual(['n8', 'n7', 'n6', 'n5', 'n4', 'n3']);
    expect(shown.unseen).toBe(0);
    expect(shown.pending).toEqual([]);
  });

  it('lets held notes in with the next one that arrives at the top', () => {
    const held = prependNotes(loaded, ['n6'], false);
    expect(prependNotes(held, ['n7'], true).ids).toEqual(['n7', 'n6', 'n5', 'n4', 'n3']);
  });

  it('ignores notes it already has, from the stream, the held ones or an overlapping page', () => {
    expect(prependNotes(loaded, ['n5'], false)).toBe(loaded);
    const held = prependNotes(loaded, ['n6'], false);
    expect(prependNotes(held, ['n6'], false)).toBe(held);
    const more = appendNotes(loaded, ['n3', 'n2', 'n2', 'n1']);
    expect(more.ids).toEqual(['n5', 'n4', 'n3', 'n2', 'n1']);
    expect(oldestId(more)).toBe('n1');
  });

  it('drops a deleted note, shown or held', () => {
    expect(removeNote(loaded, 'n4').ids).toEqual(['n5', 'n3']);
    expect(removeNote(loaded, 'unknown')).toBe(loaded);
    const held = prependNotes(loaded, ['n7', 'n6'], false);
    const after = removeNote(held, 'n6');
    expect(after.pending).toEqual(['n7']);
    expect(after.unseen).toBe(1);
  });

  it('starts empty, with nothing to load older notes from', () => {
    expect(oldestId(emptyTimeline())).toBeUndefined();
  });
});

describe('keeping only some notes (a mute or block made elsewhere)', () => {
  it('drops the notes from the list and the held notes, and recounts the held ones', () => {
    const held = prependNotes(appendNotes(emptyTimeline(), ['n3', 'n2', 'n1']), ['n5', 'n4'], false);
    const next = keepNotes(held, (id) => id !== 'n2' && id !== 'n5');
    expect(next.ids).toEqual(['n3', 'n1']);
    expect(next.pending).toEqual(['n4']);
    expect(next.unseen).toBe(1);
    expect(keepNotes(next, () => true)).toBe(next);
  });
});

describe('a timeline opened at a remembered note', () => {
  const restored = restoredTimeline(['n5', 'n4'], ['n8', 'n7', 'n6'], false);

  it('holds the newer notes even at the top, counted', () => {
    expect(restored.ids).toEqual(['n5', 'n4']);
    expect(restored.unseen).toBe(3);
    expect(reachTop(restored)).toBe(restored);
    const streamed = prependNotes(restored, ['n9'], true);
    expect(streamed.ids).toEqual(['n5', 'n4']);
    expect(streamed.unseen).toBe(4);
  });

  it('puts them on top when the reader asks, and then behaves as any list', () => {
    const released = releaseHeld(restored);
    expect(released.ids).toEqual(['n8', 'n7', 'n6', 'n5', 'n4']);
    expect(released.unseen).toBe(0);
    expect(prependNotes(released, ['n9'], true).ids[0]).toBe('n9');
  });
});
