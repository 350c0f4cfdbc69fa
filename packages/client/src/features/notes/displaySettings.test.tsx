import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Settings } from '@/settings';
import { NoteView } from './NoteView';
import { setupNotes } from './testing';
import { makeNote } from './testNotes';

// How the display settings of the general page change a note (issue 22).

function show(settings: Partial<Settings> = {}) {
  const note = makeNote({ text: 'Good morning', reactions: { '👍': 2 } });
  const result = setupNotes(<NoteView noteId={note.id} />, {
    settings,
    handler: (endpoint) => (endpoint === 'clips/list' || endpoint === 'notes/clips' ? [] : {}),
  });
  act(() => result.store.put(note));
  const article = screen.getByRole('article', { name: 'Note by Bob' });
  return { ...result, article };
}

describe('note display settings', () => {
  it('shows the actions at all times unless they are asked to wait for hover; they stay reachable by keyboard', async () => {
    const always = show();
    const footer = () => always.article.querySelector('footer') as HTMLElement;
    expect(footer()).not.toHaveAttribute('data-hover-only');
    cleanup();

    const { article, user } = show({ showNoteActionsOnlyHover: true });
    const hoverFooter = article.querySelector('footer') as HTMLElement;
    expect(hoverFooter).toHaveAttribute('data-hover-only');
    // Hidden by opacity only: the reply button is still a button Tab reaches.
    const reply = within(article).getByRole('button', { name: 'Reply' });
    await user.tab();
    while (document.activeElement !== reply && article.contains(document.activeElement)) await user.tab();
    expect(reply).toHaveFocus();
  });

  it('adds a Clip button to the footer only when asked, and it opens the clip picker', async () => {
    const plain = show();
    expect(within(plain.article).queryByRole('button', { name: 'Clip' })).toBeNull();
    cleanup();

    const { article, user, api } = show({ showClipButtonInNoteFooter: true });
    await user.click(await within(article).findByRole('button', { name: 'Clip' }));
    await waitFor(() => expect(api.calls.some((call) => call.endpoint === 'clips/list')).toBe(true));
  });

  it('limits wide reactions by default and shows them whole when the limit is off', () => {
    const limited = show();
    const list = within(limited.article).getByRole('list', { name: 'Reactions' });
    expect(list).not.toHaveAttribute('data-wide-reactions');
    cleanup();

    const { article } = show({ limitWidthOfReaction: false });
    expect(within(article).getByRole('list', { name: 'Reactions' })).toHaveAttribute('data-wide-reactions');
  });
});
