import type { Note } from './noteStore';

/** A note with the fields the client reads; tests override what they care about. */
export function makeNote(overrides: Partial<Note> = {}): Note {
  return {
    id: 'note1',
    createdAt: '2026-01-01T00:00:00.000Z',
    text: 'hello',
    cw: null,
    userId: 'user2',
    user: {
      id: 'user2',
      name: 'Bob',
      username: 'bob',
      host: null,
      avatarUrl: '',
      avatarBlurhash: null,
      avatarDecorations: [],
      emojis: {},
      onlineStatus: 'unknown',
    },
    visibility: 'public',
    reactionAcceptance: null,
    reactionEmojis: {},
    reactions: {},
    reactionCount: 0,
    renoteCount: 0,
    repliesCount: 0,
    files: [],
    ...overrides,
  } as Note;
}
