import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '@/settings';
import { NoteView } from './NoteView';
import type { Note } from './noteStore';
import { setupNotes } from './testing';
import { makeNote } from './testNotes';

// showReactionsCount and useReactionPickerForContextMenu (issue 22).

function show(settings: Partial<Settings> = {}, overrides: Partial<Note> = {}) {
  const note = makeNote({
    text: 'Good morning',
    reactions: { '👍': 2, '🎉': 1 },
    reactionCount: 3,
    ...overrides,
  });
  const result = setupNotes(<NoteView noteId={note.id} />, { settings });
  act(() => result.store.put(note));
  const article = screen.getByRole('article', { name: 'Note by Bob' });
  return { ...result, article };
}

describe('showReactionsCount', () => {
  it('puts the number of reactions beside the react button only when asked', () => {
    const plain = show();
    expect(within(plain.article).getByRole('button', { name: 'Add reaction' })).toBeInTheDocument();
    cleanup();

    const { article } = show({ showReactionsCount: true });
    expect(within(article).getByRole('button', { name: 'Add reaction 3' })).toBeInTheDocument();
  });

  it('always counts on a like-only note, and never shows a zero', () => {
    const liked = show({}, { reactionAcceptance: 'likeOnly', reactions: { '❤': 3 } });
    expect(within(liked.article).getByRole('button', { name: 'Like 3' })).toBeInTheDocument();
    cleanup();

    const { article } = show({ showReactionsCount: true }, { reactions: {}, reactionCount: 0 });
    expect(within(article).getByRole('button', { name: 'Add reaction' })).toBeInTheDocument();
  });
});

describe('useReactionPickerForContextMenu', () => {
  // Off (the default), a right click opens the note's own menu: noteContextMenu.test.tsx.
  it('opens the reaction picker on a right click on the note, not on its links or buttons', async () => {
    const { article } = show({ useReactionPickerForContextMenu: true });
    fireEvent.contextMenu(within(article).getByRole('button', { name: 'Reply' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    act(() => {
      within(article).getByText('Good morning').dispatchEvent(event);
    });
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('likes a like-only note, and gives way to the browser’s menu when the contextMenu setting asks', async () => {
    const native = show({ useReactionPickerForContextMenu: true, contextMenu: 'native' });
    fireEvent.contextMenu(within(native.article).getByText('Good morning'));
    expect(native.api.calls.some((call) => call.endpoint === 'notes/reactions/create')).toBe(false);
    cleanup();

    const { article, api } = show(
      { useReactionPickerForContextMenu: true },
      { reactionAcceptance: 'likeOnly' },
    );
    fireEvent.contextMenu(within(article).getByText('Good morning'));
    await waitFor(() =>
      expect(api.calls).toContainEqual(
        expect.objectContaining({
          endpoint: 'notes/reactions/create',
          params: { noteId: 'note1', reaction: '❤' },
        }),
      ),
    );
  });
});
