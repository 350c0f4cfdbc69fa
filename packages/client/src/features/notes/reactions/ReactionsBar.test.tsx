import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { NoteView } from '../NoteView';
import type { Note } from '../noteStore';
import { setupNotes } from '../testing';
import { makeNote } from '../testNotes';

const sensitiveEmoji = {
  name: 'spicy',
  aliases: [],
  category: null,
  url: 'https://example.test/emoji/spicy.webp',
  isSensitive: true,
};
const partyEmoji = {
  name: 'party',
  aliases: [],
  category: null,
  url: 'https://example.test/emoji/party.webp',
};

/** A timeline's note with the given settings; the server knows the two emoji above. */
function show(note: Note, settings: Partial<Settings> = {}) {
  const result = setupNotes(
    <SettingsProvider store={createMemorySettingsStore(settings)}>
      <NoteView noteId={note.id} />
    </SettingsProvider>,
    {
      handler: (endpoint) => {
        if (endpoint === 'emojis') return { emojis: [sensitiveEmoji, partyEmoji] };
        if (endpoint === 'notes/reactions') return [];
        if (endpoint === 'emoji') return { ...partyEmoji, id: 'e1', host: null, license: null };
        return {};
      },
    },
  );
  act(() => result.store.put(note));
  const reactionCalls = () => result.api.calls.filter((call) => call.endpoint.startsWith('notes/reactions/'));
  return { ...result, reactionCalls };
}

describe('ReactionsBar', () => {
  it.each([
    ['small', 16],
    ['medium', 20],
    ['large', 28],
  ] as const)('shows emoji at the %s display size', (size, px) => {
    show(makeNote({ reactions: { ':party@.:': 2 }, reactionCount: 2 }), { reactionsDisplaySize: size });
    const bar = screen.getByRole('list', { name: 'Reactions' });
    expect(bar).toHaveAttribute('data-size', size);
    const image = within(bar).getByRole('img', { name: ':party:' });
    expect(image.style.getPropertyValue('--emoji-size')).toBe(`${px}px`);
  });

  it('never shows a muted reaction, unicode or custom, local or remote', () => {
    show(
      makeNote({
        reactions: { '❤️': 3, ':party@.:': 2, ':blob@far.example:': 1, '👍': 1 },
        reactionCount: 7,
      }),
      { mutedReactions: ['❤', ':party:', ':blob@far.example:'] },
    );
    const bar = screen.getByRole('list', { name: 'Reactions' });
    expect(within(bar).getByRole('button', { name: '👍: 1' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: /❤|party|blob/ })).toBeNull();
  });

  it('does not call the API for a reaction the viewer may not use, and shows who reacted', async () => {
    const { user, reactionCalls } = show(
      makeNote({
        reactionAcceptance: 'nonSensitiveOnly',
        reactions: { ':spicy@.:': 1, ':blob@far.example:': 1 },
        reactionCount: 2,
      }),
    );
    // The list must be loaded for the rule to be about sensitivity, not about an unknown emoji.
    await act(async () => {});
    const spicy = screen.getByRole('button', { name: 'spicy: 1, see who reacted' });
    expect(spicy).not.toHaveAttribute('aria-pressed');
    await user.click(spicy);
    expect(await screen.findByRole('dialog', { name: 'Who reacted' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'blob: 1, see who reacted' }));
    expect(reactionCalls().filter((call) => call.endpoint !== 'notes/reactions')).toEqual([]);
  });

  it('adds an eligible custom reaction as :name: and removes it with a second click', async () => {
    const { user, reactionCalls } = show(makeNote({ reactions: { ':party@.:': 1 }, reactionCount: 1 }));
    await act(async () => {});
    await user.click(screen.getByRole('button', { name: 'party: 1' }));
    expect(screen.getByRole('button', { name: 'party: 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(reactionCalls()).toEqual([
      { endpoint: 'notes/reactions/create', params: { noteId: 'note1', reaction: ':party:' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'party: 2' }));
    expect(screen.getByRole('button', { name: 'party: 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(reactionCalls().at(-1)?.endpoint).toBe('notes/reactions/delete');
  });

  it('shows ❤ and ❤️ as one reaction with their counts added, mine whichever spelling I used', async () => {
    const { user, reactionCalls } = show(
      makeNote({ reactions: { '❤': 2, '❤\ufe0f': 1, '👍': 2 }, reactionCount: 5, myReaction: '❤\ufe0f' }),
    );
    const bar = screen.getByRole('list', { name: 'Reactions' });
    const heart = within(bar).getByRole('button', { name: '❤\ufe0f: 3' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar).queryByRole('button', { name: /^❤: / })).toBeNull();
    // Most used first: the merged heart leads the thumbs up.
    expect(within(bar).getAllByRole('button')[0]).toBe(heart);

    await user.click(heart);
    expect(reactionCalls()).toEqual([{ endpoint: 'notes/reactions/delete', params: { noteId: 'note1' } }]);
    expect(within(bar).getByRole('button', { name: '❤: 2' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('adds to a merged reaction in its most used spelling', async () => {
    const { user, reactionCalls } = show(makeNote({ reactions: { '❤': 1, '❤\ufe0f': 2 }, reactionCount: 3 }));
    await user.click(screen.getByRole('button', { name: '❤\ufe0f: 3' }));
    expect(screen.getByRole('button', { name: '❤\ufe0f: 4' })).toHaveAttribute('aria-pressed', 'true');
    expect(reactionCalls()).toEqual([
      { endpoint: 'notes/reactions/create', params: { noteId: 'note1', reaction: '❤\ufe0f' } },
    ]);
  });

  it('changes my reaction to another one, moving the count', async () => {
    const { user } = show(makeNote({ reactions: { '👍': 1, '🎉': 1 }, reactionCount: 2, myReaction: '👍' }));
    await user.click(screen.getByRole('button', { name: '🎉: 1' }));
    expect(screen.getByRole('button', { name: '🎉: 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /👍/ })).toBeNull();
  });
});

describe('the who-reacted viewer', () => {
  it('opens the detail of this server’s custom emoji', async () => {
    const { user } = show(makeNote({ reactions: { ':party@.:': 1, '👍': 1 }, reactionCount: 2 }));
    await user.click(screen.getByRole('button', { name: 'Who reacted' }));
    const viewer = await screen.findByRole('dialog', { name: 'Who reacted' });
    expect(within(viewer).getByRole('button', { name: ':party: 1' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(viewer).getByRole('button', { name: 'About :party:' }));
    expect(await screen.findByRole('dialog', { name: ':party:' })).toBeInTheDocument();
  });
});

describe('the react button', () => {
  it('is a heart on a like-only note that likes and unlikes directly', async () => {
    const { user, reactionCalls } = show(makeNote({ reactionAcceptance: 'likeOnly' }));
    const like = screen.getByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    // A like-only note always counts its likes beside the heart (Misskey's showReactionsCount rule).
    expect(screen.getByRole('button', { name: 'Like 1' })).toHaveAttribute('aria-pressed', 'true');
    expect(reactionCalls()).toEqual([
      { endpoint: 'notes/reactions/create', params: { noteId: 'note1', reaction: '\u2764' } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Like 1' }));
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(reactionCalls().at(-1)?.endpoint).toBe('notes/reactions/delete');
  });

  it('opens the reaction picker on other notes', () => {
    show(makeNote());
    expect(screen.getByRole('button', { name: 'Add reaction' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
  });
});
