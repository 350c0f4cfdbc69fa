import { describe, expect, it } from 'vitest';
import {
  applyPollVote,
  cwSummary,
  extraEntries,
  isPureRenote,
  parseReaction,
  pollState,
  shouldCollapse,
} from './rules';

const file = { id: 'f' } as never;
const files = (n: number) => Array.from({ length: n }, () => file);

describe('shouldCollapse (spec 001 §4, §9)', () => {
  it('keeps a short note open', () => {
    expect(shouldCollapse({ cw: null, text: 'hello', files: [] })).toBe(false);
  });

  it('folds at 501 characters, not at 500', () => {
    expect(shouldCollapse({ cw: null, text: 'a'.repeat(500), files: [] })).toBe(false);
    expect(shouldCollapse({ cw: null, text: 'a'.repeat(501), files: [] })).toBe(true);
  });

  it('folds at 10 lines, not at 9', () => {
    expect(shouldCollapse({ cw: null, text: Array(9).fill('x').join('\n'), files: [] })).toBe(false);
    expect(shouldCollapse({ cw: null, text: Array(10).fill('x').join('\n'), files: [] })).toBe(true);
  });

  it('folds at 5 files, not at 4', () => {
    expect(shouldCollapse({ cw: null, text: null, files: files(4) })).toBe(false);
    expect(shouldCollapse({ cw: null, text: null, files: files(5) })).toBe(true);
  });

  it('folds at 4 distinct links (extra entries), not at 3', () => {
    const links = (n: number) => Array.from({ length: n }, (_, i) => `https://example.com/${i}`).join(' ');
    expect(shouldCollapse({ cw: null, text: links(3), files: [] })).toBe(false);
    expect(shouldCollapse({ cw: null, text: links(4), files: [] })).toBe(true);
    expect(
      shouldCollapse({ cw: null, text: `${links(1)} ${links(1)} ${links(1)} ${links(1)}`, files: [] }),
    ).toBe(false);
  });

  it('folds large-size MFM (x2, x3, x4, scale) but not other functions', () => {
    for (const fn of ['x2', 'x3', 'x4', 'scale.x=2']) {
      expect(shouldCollapse({ cw: null, text: `$[${fn} big]`, files: [] }), fn).toBe(true);
    }
    expect(shouldCollapse({ cw: null, text: '$[tada party]', files: [] })).toBe(false);
  });

  it('never folds a note with a content warning', () => {
    expect(shouldCollapse({ cw: 'spoiler', text: 'a'.repeat(2000), files: files(8) })).toBe(false);
    expect(shouldCollapse({ cw: '', text: 'a'.repeat(2000), files: [] })).toBe(false);
  });
});

describe('extraEntries', () => {
  it('counts http(s) links only, once each', () => {
    expect(extraEntries('https://a.test http://b.test https://a.test [x](https://c.test)')).toEqual([
      'https://a.test',
      'http://b.test',
      'https://c.test',
    ]);
  });
});

describe('cwSummary', () => {
  it('summarises length, quote, files and poll', () => {
    expect(
      cwSummary({ text: 'héllo', renoteId: 'n1', files: files(2), poll: { multiple: false, choices: [] } }),
    ).toEqual({ characters: 5, hasQuote: true, files: 2, hasPoll: true });
  });

  it('is empty for a note with nothing behind the warning', () => {
    expect(cwSummary({ text: null, renoteId: null, files: [], poll: null })).toEqual({
      characters: 0,
      hasQuote: false,
      files: 0,
      hasPoll: false,
    });
  });

  it('counts emoji as one character each', () => {
    expect(cwSummary({ text: '👍👍', renoteId: null, files: undefined, poll: undefined }).characters).toBe(2);
  });
});

describe('pollState (spec 001 §4)', () => {
  const now = Date.parse('2026-01-01T00:00:00Z');
  const choices = (voted: number | null) =>
    ['a', 'b'].map((text, index) => ({ text, votes: index === voted ? 1 : 0, isVoted: index === voted }));

  it('is unvoted and votable before any vote', () => {
    const state = pollState({ multiple: false, choices: choices(null), expiresAt: null }, now);
    expect(state).toMatchObject({
      phase: 'unvoted',
      readOnly: false,
      resultsByDefault: false,
      canToggle: true,
    });
  });

  it('makes a voted single-choice poll read-only with results', () => {
    const state = pollState({ multiple: false, choices: choices(0), expiresAt: null }, now);
    expect(state).toMatchObject({ phase: 'voted', readOnly: true, resultsByDefault: true, canToggle: false });
    expect(state.totalVotes).toBe(1);
  });

  it('lets a voted multiple-choice poll take more votes', () => {
    const state = pollState({ multiple: true, choices: choices(0), expiresAt: null }, now);
    expect(state).toMatchObject({ phase: 'voted', readOnly: false, canToggle: true });
  });

  it('closes exactly at expiry', () => {
    const at = (ms: number) => new Date(now + ms).toISOString();
    expect(pollState({ multiple: false, choices: choices(null), expiresAt: at(1) }, now).phase).toBe(
      'unvoted',
    );
    const closed = pollState({ multiple: false, choices: choices(null), expiresAt: at(0) }, now);
    expect(closed).toMatchObject({
      phase: 'closed',
      readOnly: true,
      resultsByDefault: true,
      canToggle: false,
    });
  });

  it('counts a vote, marking it only when it is mine', () => {
    const poll = { multiple: false, choices: choices(null) };
    expect(applyPollVote(poll, 1, false).choices[1]).toEqual({ text: 'b', votes: 1, isVoted: false });
    expect(applyPollVote(poll, 1, true).choices[1]).toEqual({ text: 'b', votes: 1, isVoted: true });
  });
});

describe('reactions and renotes', () => {
  it('tells custom emoji reactions from unicode ones', () => {
    expect(parseReaction('👍')).toEqual({ custom: false, name: '👍', host: null });
    expect(parseReaction(':blob@.:')).toEqual({ custom: true, name: 'blob', host: null });
    expect(parseReaction(':blob@remote.test:')).toEqual({ custom: true, name: 'blob', host: 'remote.test' });
  });

  it('calls a renote without content pure and one with text a quote', () => {
    const base = { renoteId: 'n1', text: null, cw: null, files: [], poll: null };
    expect(isPureRenote(base)).toBe(true);
    expect(isPureRenote({ ...base, text: 'look' })).toBe(false);
  });
});
