import { describe, expect, it } from 'vitest';
import type { DraftData } from '../types';
import { draftKey, parseDraftKey } from './draftKey';
import { draftStorageKey, LEGACY_DRAFTS_KEY, legacyKeyToDraft } from './draftStorage';
import { createDraftsApi } from './useDrafts';

const alice = { id: 'alice1', origin: 'https://example.test' };
const bob = { id: 'bob2', origin: 'https://example.test' };

function data(overrides: Partial<DraftData> = {}): DraftData {
  return {
    text: 'hello',
    useCw: false,
    cw: null,
    visibility: 'public',
    localOnly: false,
    files: [],
    poll: null,
    visibleUserIds: [],
    quoteId: null,
    reactionAcceptance: null,
    ...overrides,
  };
}

describe('draft identifiers (spec 001 §3)', () => {
  it('builds keys from type, unique id and aux id, and reads them back', () => {
    expect(draftKey('note')).toBe('note::');
    expect(draftKey('reply', 'n1')).toBe('reply:n1:');
    expect(draftKey('reply', 'n1', 'ch1')).toBe('reply:n1:ch1');
    expect(parseDraftKey('reply:n1:ch1')).toEqual({ type: 'reply', uniqueId: 'n1', auxId: 'ch1' });
    expect(parseDraftKey(draftKey('edit', 'n9'))).toEqual({ type: 'edit', uniqueId: 'n9', auxId: null });
  });

  it('tells drafts apart by every part of the key', () => {
    const keys = new Set([
      draftKey('reply', 'a'),
      draftKey('quote', 'a'),
      draftKey('reply', 'b'),
      draftKey('reply', 'a', 'c'),
    ]);
    expect(keys.size).toBe(4);
  });

  it('rejects keys of other shapes', () => {
    expect(parseDraftKey('note:x')).toBeNull();
    expect(parseDraftKey('poll:a:b')).toBeNull();
  });
});

describe('drafts per account', () => {
  it('saves, loads, lists (newest first) and removes drafts', () => {
    let clock = 1_000;
    const drafts = createDraftsApi(localStorage, alice, () => new Date(clock++));
    drafts.save(draftKey('note'), data({ text: 'first' }));
    drafts.save(draftKey('reply', 'n1'), data({ text: 'second', visibility: 'followers' }));
    expect(drafts.load(draftKey('note'))?.text).toBe('first');
    expect(drafts.list().map((d) => d.data.text)).toEqual(['second', 'first']);
    expect(drafts.list()[0]).toMatchObject({ type: 'reply', uniqueId: 'n1', auxId: null });
    drafts.remove(draftKey('note'));
    expect(drafts.load(draftKey('note'))).toBeNull();
  });

  it("keeps one account's drafts away from another's", () => {
    createDraftsApi(localStorage, alice).save(draftKey('note'), data({ text: 'from alice' }));
    expect(createDraftsApi(localStorage, bob).load(draftKey('note'))).toBeNull();
  });

  it('keeps the date of a draft saved again unchanged', () => {
    let clock = 1_000;
    const drafts = createDraftsApi(localStorage, alice, () => new Date(clock++));
    drafts.save(draftKey('note'), data({ text: 'same' }));
    const first = drafts.list()[0]?.updatedAt;
    drafts.save(draftKey('note'), data({ text: 'same' }));
    expect(drafts.list()[0]?.updatedAt).toBe(first);
    drafts.save(draftKey('note'), data({ text: 'changed' }));
    expect(drafts.list()[0]?.updatedAt).not.toBe(first);
  });

  it('drops a draft when the form is emptied', () => {
    const drafts = createDraftsApi(localStorage, alice);
    drafts.save(draftKey('note'), data({ text: 'something' }));
    drafts.save(draftKey('note'), data({ text: '' }));
    expect(drafts.list()).toEqual([]);
    expect(localStorage.getItem(draftStorageKey(alice))).toBeNull();
  });

  it('survives a damaged store', () => {
    localStorage.setItem(draftStorageKey(alice), '{not json');
    expect(createDraftsApi(localStorage, alice).list()).toEqual([]);
  });
});

describe('migration of the older single drafts store', () => {
  it('maps the older keys to draft identifiers', () => {
    expect(legacyKeyToDraft('note:alice1', 'alice1')).toEqual({ type: 'note', uniqueId: null, auxId: null });
    expect(legacyKeyToDraft('note:bob2', 'alice1')).toBeNull();
    expect(legacyKeyToDraft('reply:n1', 'alice1')).toEqual({ type: 'reply', uniqueId: 'n1', auxId: null });
    expect(legacyKeyToDraft('renote:n2', 'alice1')).toEqual({ type: 'quote', uniqueId: 'n2', auxId: null });
    expect(legacyKeyToDraft('channel:c1', 'alice1')).toEqual({
      type: 'channel',
      uniqueId: 'c1',
      auxId: null,
    });
    expect(legacyKeyToDraft('channel:c1reply:n3', 'alice1')).toEqual({
      type: 'reply',
      uniqueId: 'n3',
      auxId: 'c1',
    });
  });

  it("moves each account's drafts once and removes the old key when it is empty", () => {
    localStorage.setItem(
      LEGACY_DRAFTS_KEY,
      JSON.stringify({
        'note:alice1': {
          updatedAt: '2024-05-01T10:00:00.000Z',
          data: { text: 'old alice note', useCw: true, cw: 'cw' },
        },
        'reply:n1': {
          updatedAt: '2024-05-02T10:00:00.000Z',
          data: { text: 'old reply', visibility: 'home' },
        },
        'note:bob2': { updatedAt: '2024-05-03T10:00:00.000Z', data: { text: 'old bob note' } },
      }),
    );
    const forAlice = createDraftsApi(localStorage, alice);
    expect(forAlice.load(draftKey('note'))).toMatchObject({
      text: 'old alice note',
      useCw: true,
      cw: 'cw',
      files: [],
    });
    expect(forAlice.load(draftKey('reply', 'n1'))).toMatchObject({ text: 'old reply', visibility: 'home' });
    expect(forAlice.list()[0]?.updatedAt).toBe('2024-05-02T10:00:00.000Z');
    // Bob's draft waits in the old store for Bob.
    expect(JSON.parse(localStorage.getItem(LEGACY_DRAFTS_KEY) ?? '{}')).toHaveProperty(['note:bob2']);

    const forBob = createDraftsApi(localStorage, bob);
    expect(forBob.load(draftKey('note'))?.text).toBe('old bob note');
    expect(forBob.load(draftKey('reply', 'n1'))).toBeNull();
    expect(localStorage.getItem(LEGACY_DRAFTS_KEY)).toBeNull();
  });

  it('does not overwrite a newer draft with an older one', () => {
    const drafts = createDraftsApi(localStorage, alice, () => new Date('2025-01-01T00:00:00.000Z'));
    drafts.save(draftKey('note'), data({ text: 'new' }));
    localStorage.setItem(
      LEGACY_DRAFTS_KEY,
      JSON.stringify({ 'note:alice1': { updatedAt: '2024-01-01T00:00:00.000Z', data: { text: 'old' } } }),
    );
    expect(createDraftsApi(localStorage, alice).load(draftKey('note'))?.text).toBe('new');
    expect(localStorage.getItem(LEGACY_DRAFTS_KEY)).toBeNull();
  });
});
