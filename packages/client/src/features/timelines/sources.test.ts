import { describe, expect, it } from 'vitest';
import type { TimelineFilter } from '@/settings';
import { availableSources, effectiveSource, passesFilter } from './sources';

const defaults: TimelineFilter = {
  withReplies: true,
  withRenotes: true,
  withSensitive: true,
  onlyFiles: false,
  withCw: false,
};

function note(overrides: Record<string, unknown> = {}) {
  return {
    text: 'hi',
    cw: null,
    replyId: null,
    renoteId: null,
    fileIds: [],
    files: [],
    ...overrides,
  } as never;
}

describe('timeline sources', () => {
  it('offers local and social only with ltlAvailable, global only with gtlAvailable', () => {
    expect(availableSources({ ltlAvailable: true, gtlAvailable: true })).toEqual([
      'home',
      'local',
      'social',
      'global',
    ]);
    expect(availableSources({ ltlAvailable: false, gtlAvailable: true })).toEqual(['home', 'global']);
    expect(availableSources({ ltlAvailable: true, gtlAvailable: false })).toEqual([
      'home',
      'local',
      'social',
    ]);
    expect(availableSources({ ltlAvailable: false, gtlAvailable: false })).toEqual(['home']);
    expect(availableSources(undefined)).toEqual(['home']);
  });

  it('falls back to home when the saved source is not offered', () => {
    expect(effectiveSource('social', ['home', 'local', 'social'])).toBe('social');
    expect(effectiveSource('global', ['home', 'local', 'social'])).toBe('home');
    expect(effectiveSource('list', ['home'])).toBe('home');
  });
});

describe('timeline filters', () => {
  it('lets everything through with the defaults', () => {
    expect(passesFilter(note(), defaults)).toBe(true);
    expect(passesFilter(note({ replyId: 'x' }), defaults)).toBe(true);
    expect(passesFilter(note({ text: null, renoteId: 'x' }), defaults)).toBe(true);
  });

  it('hides replies, pure renotes, sensitive media, file-less and CW-less notes when asked', () => {
    expect(passesFilter(note({ replyId: 'x' }), { ...defaults, withReplies: false })).toBe(false);
    expect(passesFilter(note({ text: null, renoteId: 'x' }), { ...defaults, withRenotes: false })).toBe(
      false,
    );
    // A quote is not a pure renote.
    expect(passesFilter(note({ text: 'quote', renoteId: 'x' }), { ...defaults, withRenotes: false })).toBe(
      true,
    );
    const sensitive = note({ fileIds: ['f'], files: [{ isSensitive: true }] });
    expect(passesFilter(sensitive, { ...defaults, withSensitive: false })).toBe(false);
    expect(passesFilter(note(), { ...defaults, onlyFiles: true })).toBe(false);
    expect(passesFilter(sensitive, { ...defaults, onlyFiles: true })).toBe(true);
    expect(passesFilter(note(), { ...defaults, withCw: true })).toBe(false);
    expect(passesFilter(note({ cw: 'spoiler' }), { ...defaults, withCw: true })).toBe(true);
  });
});
