import { describe, expect, it } from 'vitest';
import { makeNote } from '@/features/notes/testNotes';
import { type FieldDefaults, initialFields, loadsDraft, resolveMode } from './initialFields';

const defaults: FieldDefaults = {
  meId: 'me',
  localHost: 'example.test',
  visibility: 'public',
  localOnly: false,
  keepCw: true,
  reactionAcceptance: 'nonSensitiveOnly',
};

describe('initialFields', () => {
  it('starts a reply by mentioning its author, with the CW kept when keepCw is on', () => {
    const reply = makeNote({ cw: 'food' });
    const fields = initialFields({ reply }, defaults);
    expect(fields.text).toBe('@bob ');
    expect(fields).toMatchObject({ useCw: true, cw: 'food' });
    expect(initialFields({ reply }, { ...defaults, keepCw: false }).useCw).toBe(false);
  });

  it('starts from the settings otherwise', () => {
    expect(initialFields({}, { ...defaults, visibility: 'home', localOnly: true })).toMatchObject({
      text: '',
      visibility: 'home',
      localOnly: true,
      reactionAcceptance: 'nonSensitiveOnly',
    });
  });

  it('starts a direct note addressed to the user', () => {
    const user = makeNote().user;
    expect(initialFields({ specified: user }, defaults)).toMatchObject({
      visibility: 'specified',
      recipients: [user],
    });
  });

  it('brings back every field of a note written again', () => {
    const note = makeNote({
      text: 'again',
      cw: 'cw',
      visibility: 'followers',
      poll: {
        choices: [
          { text: 'a', votes: 0, isVoted: false },
          { text: 'b', votes: 0, isVoted: false },
        ],
        multiple: true,
        expiresAt: null,
      },
    });
    expect(initialFields({ initialNote: note }, defaults)).toMatchObject({
      text: 'again',
      useCw: true,
      cw: 'cw',
      visibility: 'followers',
      poll: { choices: ['a', 'b'], multiple: true, expiresAt: null, expiredAfter: null },
    });
  });
});

describe('modes and drafts', () => {
  it('derives the mode from the target', () => {
    expect(resolveMode({ reply: makeNote() })).toBe('reply');
    expect(resolveMode({ renote: makeNote() })).toBe('quote');
    expect(resolveMode({ channel: { id: 'c', name: 'C' } })).toBe('channel');
    expect(resolveMode({})).toBe('plain');
  });

  it('loads no draft for instant, mention, specified and mock composers', () => {
    expect(loadsDraft('plain', {})).toBe(true);
    expect(loadsDraft('plain', { instant: true })).toBe(false);
    expect(loadsDraft('mention', {})).toBe(false);
    expect(loadsDraft('specified', {})).toBe(false);
    expect(loadsDraft('mock', {})).toBe(false);
  });
});
