import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NoteMutesScope, wordMuteMatcher } from '../mutes';
import { NoteView } from './NoteView';
import { setupNotes } from './testing';
import { makeNote } from './testNotes';

const mutes = (soft: Array<string | string[]>) => ({
  soft: wordMuteMatcher(soft),
  hard: wordMuteMatcher([]),
  viewerId: 'me',
});

function show(text: string, soft: Array<string | string[]>) {
  const note = makeNote({ text });
  const result = setupNotes(
    <NoteMutesScope mutes={mutes(soft)}>
      <NoteView noteId={note.id} />
    </NoteMutesScope>,
  );
  act(() => result.store.put(note));
  return result;
}

describe('a soft word-muted note', () => {
  it('collapses behind a line that does not repeat the word, and opens on request', async () => {
    const { user } = show('The finale spoiler is here', [['finale', 'spoiler']]);
    const collapsed = screen.getByRole('article', { name: 'Collapsed note' });
    expect(collapsed).toHaveTextContent('Collapsed: it contains a word you muted.');
    expect(collapsed).not.toHaveTextContent(/finale|spoiler/);
    expect(screen.queryByText('The finale spoiler is here')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByText('The finale spoiler is here')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Note by Bob' })).toBeInTheDocument();
  });

  it('shows a note that has only some words of an entry', () => {
    show('Only the finale', [['finale', 'spoiler']]);
    expect(screen.queryByRole('article', { name: 'Collapsed note' })).toBeNull();
    expect(screen.getByText('Only the finale')).toBeInTheDocument();
  });

  it('matches /pattern/flags entries', () => {
    show('BREAKING: news', ['/^breaking:/i']);
    expect(screen.getByRole('article', { name: 'Collapsed note' })).toBeInTheDocument();
  });
});
