import { describe, expect, it, vi } from 'vitest';
import { applyNoteEvent, NoteStore, toggleReaction } from './noteStore';
import { makeNote } from './testNotes';

describe('NoteStore', () => {
  it('keeps one copy of a note and of the notes it embeds', () => {
    const store = new NoteStore();
    const renoted = makeNote({ id: 'inner', text: 'inner' });
    store.put(makeNote({ id: 'outer', renoteId: 'inner', renote: renoted, text: null }));
    expect(store.get('inner')?.text).toBe('inner');
    store.put(makeNote({ id: 'inner', text: 'edited' }));
    expect(store.get('inner')?.text).toBe('edited');
  });

  it('tells only the listeners of the changed note', () => {
    const store = new NoteStore();
    store.put([makeNote({ id: 'a' }), makeNote({ id: 'b' })]);
    const onA = vi.fn();
    const onB = vi.fn();
    store.subscribe('a', onA);
    const stopB = store.subscribe('b', onB);
    store.update('a', (note) => ({ ...note, text: 'new' }));
    expect(onA).toHaveBeenCalledTimes(1);
    expect(onB).not.toHaveBeenCalled();
    stopB();
    store.remove('b');
    expect(onB).not.toHaveBeenCalled();
    expect(store.get('b')).toBeUndefined();
  });

  it('applies stream events to the stored note', () => {
    const store = new NoteStore();
    store.put(makeNote({ id: 'a' }));
    store.apply({ id: 'a', type: 'reacted', body: { reaction: '👍', userId: 'other' } }, 'me');
    expect(store.get('a')).toMatchObject({ reactions: { '👍': 1 }, reactionCount: 1, myReaction: undefined });
  });
});

describe('applyNoteEvent', () => {
  it('counts someone else’s reaction and removes it again', () => {
    const reacted = applyNoteEvent(
      makeNote(),
      { id: 'note1', type: 'reacted', body: { reaction: '🎉', userId: 'x' } },
      'me',
    );
    expect(reacted.reactions).toEqual({ '🎉': 1 });
    const unreacted = applyNoteEvent(
      reacted,
      { id: 'note1', type: 'unreacted', body: { reaction: '🎉', userId: 'x' } },
      'me',
    );
    expect(unreacted.reactions).toEqual({});
    expect(unreacted.reactionCount).toBe(0);
  });

  it('marks my own reaction and does not count it twice after an optimistic update', () => {
    const mine = applyNoteEvent(
      makeNote(),
      { id: 'note1', type: 'reacted', body: { reaction: '👍', userId: 'me' } },
      'me',
    );
    expect(mine.myReaction).toBe('👍');
    expect(
      applyNoteEvent(mine, { id: 'note1', type: 'reacted', body: { reaction: '👍', userId: 'me' } }, 'me'),
    ).toBe(mine);
  });

  it('does not count my ❤️ twice when the stream echoes it as the server’s ❤, and removes it either way', () => {
    const { next: reacted } = toggleReaction(
      makeNote({ reactions: { '❤': 1 }, reactionCount: 1 }),
      '❤\ufe0f',
    );
    const echoed = applyNoteEvent(
      reacted,
      { id: 'note1', type: 'reacted', body: { reaction: '❤', userId: 'me' } },
      'me',
    );
    expect(echoed).toBe(reacted);
    expect(echoed.reactionCount).toBe(2);
    // Taken back on another device: the stream says ❤, the note lists mine as ❤️.
    const unreacted = applyNoteEvent(
      echoed,
      { id: 'note1', type: 'unreacted', body: { reaction: '❤', userId: 'me' } },
      'me',
    );
    expect(unreacted).toMatchObject({ myReaction: null, reactionCount: 1 });
    expect(Object.values(unreacted.reactions).reduce((sum, n) => sum + n, 0)).toBe(1);
  });

  it('learns a custom emoji’s image from the event', () => {
    const note = applyNoteEvent(
      makeNote(),
      {
        id: 'note1',
        type: 'reacted',
        body: {
          reaction: ':blob@.:',
          emoji: { name: 'blob@.', url: 'https://x.test/blob.webp' },
          userId: 'x',
        },
      },
      null,
    );
    expect(note.reactionEmojis).toEqual({ 'blob@.': 'https://x.test/blob.webp' });
  });

  it('counts poll votes and marks the deleted note', () => {
    const poll = { multiple: false, expiresAt: null, choices: [{ text: 'a', votes: 0, isVoted: false }] };
    const voted = applyNoteEvent(
      makeNote({ poll }),
      { id: 'note1', type: 'pollVoted', body: { choice: 0, userId: 'x' } },
      'me',
    );
    expect(voted.poll?.choices[0]).toEqual({ text: 'a', votes: 1, isVoted: false });
    const deleted = applyNoteEvent(
      voted,
      { id: 'note1', type: 'deleted', body: { deletedAt: '2026-01-02T00:00:00Z' } },
      'me',
    );
    expect(deleted.deletedAt).toBe('2026-01-02T00:00:00Z');
  });
});

describe('toggleReaction', () => {
  it('adds a reaction when I have none', () => {
    const { next, calls } = toggleReaction(makeNote(), '👍');
    expect(next).toMatchObject({ myReaction: '👍', reactions: { '👍': 1 }, reactionCount: 1 });
    expect(calls).toEqual(['notes/reactions/create']);
  });

  it('removes my reaction when I click it again', () => {
    const { next, calls } = toggleReaction(
      makeNote({ myReaction: '👍', reactions: { '👍': 2 }, reactionCount: 2 }),
      '👍',
    );
    expect(next).toMatchObject({ myReaction: null, reactions: { '👍': 1 }, reactionCount: 1 });
    expect(calls).toEqual(['notes/reactions/delete']);
  });

  it('replaces my reaction with another one', () => {
    const { next, calls } = toggleReaction(
      makeNote({ myReaction: '👍', reactions: { '👍': 1 }, reactionCount: 1 }),
      '🎉',
    );
    expect(next).toMatchObject({ myReaction: '🎉', reactions: { '🎉': 1 }, reactionCount: 1 });
    expect(calls).toEqual(['notes/reactions/delete', 'notes/reactions/create']);
  });
});
