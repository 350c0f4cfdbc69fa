import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announceRelationChange,
  hiddenByRelations,
  onRelationChange,
  resetRelationsForTests,
} from './relationBus';

const note = (userId: string, extra: Record<string, unknown> = {}) => ({ userId, text: 'hi', ...extra });
const renoteOf = (userId: string, inner: ReturnType<typeof note>) => ({
  userId,
  text: null,
  renoteId: 'r',
  renote: inner,
});

afterEach(() => resetRelationsForTests());

describe('mutes and blocks made in this tab', () => {
  it('hide the author’s notes, renotes of them and replies to them, and tell the lists', () => {
    const listener = vi.fn();
    const stop = onRelationChange(listener);
    expect(hiddenByRelations(note('alice'))).toBe(false);
    announceRelationChange('alice', 'muted');
    expect(listener).toHaveBeenCalledWith('alice', 'muted');
    expect(hiddenByRelations(note('alice'))).toBe(true);
    expect(hiddenByRelations(renoteOf('bob', note('alice')))).toBe(true);
    expect(hiddenByRelations(note('bob', { reply: note('alice') }))).toBe(true);
    expect(hiddenByRelations(note('bob'))).toBe(false);
    stop();
  });

  it('stop hiding after unmute or unblock', () => {
    announceRelationChange('alice', 'blocked');
    expect(hiddenByRelations(note('alice'))).toBe(true);
    announceRelationChange('alice', 'unblocked');
    expect(hiddenByRelations(note('alice'))).toBe(false);
  });

  it('a renote mute hides pure renotes by that user, not their notes or quotes', () => {
    announceRelationChange('carol', 'renoteMuted');
    expect(hiddenByRelations(renoteOf('carol', note('dave')))).toBe(true);
    expect(hiddenByRelations(note('carol'))).toBe(false);
    expect(hiddenByRelations({ ...renoteOf('carol', note('dave')), text: 'a quote' })).toBe(false);
  });
});
