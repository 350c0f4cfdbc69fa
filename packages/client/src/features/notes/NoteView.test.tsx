import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError } from '@/test/helpers';
import { NoteView } from './NoteView';
import { setupNotes } from './testing';
import { makeNote } from './testNotes';

// The composer is tested on its own (features/composer); here only what the note asks of it.
const openComposer = vi.hoisted(() => vi.fn(async () => null));
vi.mock('@/features/composer', () => ({ useComposer: () => ({ open: openComposer }) }));

/** Renders one note the way a timeline does: put in the store, shown by id. */
function show(note = makeNote(), options: Parameters<typeof setupNotes>[1] = {}) {
  const result = setupNotes(<NoteView noteId={note.id} />, options);
  act(() => result.store.put(note));
  return result;
}

describe('NoteView', () => {
  it('shows the author, the text and a link to the note', () => {
    show(makeNote({ text: 'Good morning' }));
    expect(screen.getByRole('article', { name: 'Note by Bob' })).toBeInTheDocument();
    expect(screen.getByText('Good morning')).toBeInTheDocument();
    expect(screen.getByText('@bob')).toBeInTheDocument();
  });

  it('keeps a CW note’s body behind a button summarising it', async () => {
    const { user } = show(makeNote({ cw: 'Spoilers', text: 'The butler did it', poll: null }));
    expect(screen.queryByText('The butler did it')).toBeNull();
    const button = screen.getByRole('button', { name: 'Show content (17 characters)' });
    await user.click(button);
    expect(screen.getByText('The butler did it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide content' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('folds a long note and unfolds it with Show more', async () => {
    const { user } = show(makeNote({ text: 'line\n'.repeat(12) }));
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('says when a note was deleted', () => {
    show(makeNote({ deletedAt: '2026-01-02T00:00:00Z' }));
    expect(screen.getByText('This note has been deleted.')).toBeInTheDocument();
  });

  it('shows who renoted a pure renote', () => {
    const inner = makeNote({ id: 'inner', text: 'original' });
    show(
      makeNote({
        id: 'rn',
        text: null,
        renoteId: 'inner',
        renote: inner,
        user: { ...makeNote().user, id: 'carol', username: 'carol', name: 'Carol' },
      }),
    );
    expect(screen.getByRole('link', { name: 'Carol renoted' })).toHaveAttribute('href', '/@carol');
    expect(screen.getByText('original')).toBeInTheDocument();
  });

  it('toggles my reaction on click and marks it pressed', async () => {
    const { user, api } = show(makeNote({ reactions: { '👍': 1 }, reactionCount: 1 }));
    const reaction = screen.getByRole('button', { name: '👍: 1' });
    expect(reaction).toHaveAttribute('aria-pressed', 'false');
    await user.click(reaction);
    expect(screen.getByRole('button', { name: '👍: 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(api.calls).toContainEqual({
      endpoint: 'notes/reactions/create',
      params: { noteId: 'note1', reaction: '👍' },
    });
    await user.click(screen.getByRole('button', { name: '👍: 2' }));
    expect(screen.getByRole('button', { name: '👍: 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.calls.at(-1)?.endpoint).toBe('notes/reactions/delete');
  });

  it('rolls back a reaction the server refused', async () => {
    const { user } = show(makeNote({ reactions: { '👍': 1 }, reactionCount: 1 }), {
      handler: (endpoint) => {
        if (endpoint === 'notes/reactions/create') throw apiError('ALREADY_REACTED', 'x');
        return {};
      },
    });
    await user.click(screen.getByRole('button', { name: '👍: 1' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '👍: 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('subscribes to the note while mounted and applies live reactions', () => {
    const { stream } = show();
    expect(stream.sent).toContainEqual(['s', { id: 'note1' }]);
    act(() => stream.emit({ id: 'note1', type: 'reacted', body: { reaction: '🎉', userId: 'someone' } }));
    expect(screen.getByRole('button', { name: '🎉: 1' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('fetches the note again when it was edited', async () => {
    const { stream } = show(makeNote(), {
      handler: (endpoint) => (endpoint === 'notes/show' ? makeNote({ text: 'edited text' }) : {}),
    });
    act(() => stream.emit({ id: 'note1', type: 'updated' } as never));
    expect(await screen.findByText('edited text')).toBeInTheDocument();
  });

  it('marks a note deleted live', () => {
    const { stream } = show();
    act(() => stream.emit({ id: 'note1', type: 'deleted', body: { deletedAt: '2026-01-02T00:00:00Z' } }));
    expect(screen.getByText('This note has been deleted.')).toBeInTheDocument();
  });

  it('asks before voting, naming the choice, then shows results', async () => {
    const poll = {
      multiple: false,
      expiresAt: null,
      choices: [
        { text: 'Tea', votes: 0, isVoted: false },
        { text: 'Coffee', votes: 1, isVoted: false },
      ],
    };
    const { user, api } = show(makeNote({ poll }));
    await user.click(screen.getByRole('button', { name: 'Tea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vote for “Tea”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Vote' }));
    expect(api.calls).toContainEqual({
      endpoint: 'notes/polls/vote',
      params: { noteId: 'note1', choice: 0 },
    });
    expect(await screen.findByRole('button', { name: /Tea.*1 vote\b/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('gives a signed-out visitor the sign-in dialog instead of a vote', async () => {
    const poll = { multiple: false, expiresAt: null, choices: [{ text: 'Tea', votes: 0, isVoted: false }] };
    const { user, api } = show(makeNote({ poll }), { signedIn: false });
    await user.click(screen.getByRole('button', { name: 'Tea' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(api.calls.some((call) => call.endpoint === 'notes/polls/vote')).toBe(false);
  });

  it('hides sensitive media until revealed, and hides it again', async () => {
    const file = {
      id: 'f1',
      userId: 'user2',
      name: 'cat.png',
      type: 'image/png',
      url: 'https://example.test/cat.png',
      thumbnailUrl: 'https://example.test/cat-thumb.png',
      isSensitive: true,
      comment: 'A cat',
    };
    const { user } = show(makeNote({ files: [file as never] }));
    expect(screen.queryByRole('img', { name: 'A cat' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /Show media/ }));
    expect(screen.getByRole('img', { name: 'A cat' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide media' }));
    expect(screen.queryByRole('img', { name: 'A cat' })).toBeNull();
  });
});

describe('note actions', () => {
  it('replies through the composer dialog', async () => {
    const note = makeNote();
    const { user } = show(note);
    await user.click(screen.getByRole('button', { name: /^Reply/ }));
    expect(openComposer).toHaveBeenCalledWith(expect.objectContaining({ reply: note }));
  });

  it('quotes through the composer from the Renote menu', async () => {
    const note = makeNote();
    const { user } = show(note);
    await user.click(screen.getByRole('button', { name: 'Renote' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Quote' }));
    expect(openComposer).toHaveBeenCalledWith(expect.objectContaining({ renote: note }));
  });

  it('renotes from the Renote menu', async () => {
    const { user, api } = show(makeNote(), { handler: () => ({ createdNote: makeNote({ id: 'rn' }) }) });
    await user.click(screen.getByRole('button', { name: 'Renote' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Renote' }));
    expect(api.calls.at(-1)).toEqual({
      endpoint: 'notes/create',
      params: { renoteId: 'note1', visibility: 'public' },
    });
  });

  it('asks before deleting my own note, then shows it deleted', async () => {
    const { user, api } = show(makeNote({ userId: 'me' }), {
      handler: (endpoint) => (endpoint === 'notes/state' ? { isFavorited: false } : {}),
    });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this note?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(api.calls.at(-1)).toEqual({ endpoint: 'notes/delete', params: { noteId: 'note1' } });
    expect(await screen.findByText('This note has been deleted.')).toBeInTheDocument();
  });
});
