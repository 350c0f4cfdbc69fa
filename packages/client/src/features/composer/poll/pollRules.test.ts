import { describe, expect, it } from 'vitest';
import {
  canAddChoice,
  emptyPoll,
  pollPayload,
  pollProblem,
  splitDuration,
  tomorrowMidnight,
  UNIT_MS,
} from './pollRules';

describe('poll validation', () => {
  it('needs at least two filled choices', () => {
    expect(pollProblem({ ...emptyPoll(), choices: ['a', ''] })).toBe('tooFewChoices');
    expect(pollProblem({ ...emptyPoll(), choices: ['a', '  '] })).toBe('tooFewChoices');
    expect(pollProblem({ ...emptyPoll(), choices: ['a', 'b'] })).toBeNull();
  });

  it('allows adding choices up to ten', () => {
    expect(canAddChoice({ ...emptyPoll(), choices: Array(9).fill('x') })).toBe(true);
    expect(canAddChoice({ ...emptyPoll(), choices: Array(10).fill('x') })).toBe(false);
  });

  it('rejects a duration under one second', () => {
    expect(pollProblem({ ...emptyPoll(), choices: ['a', 'b'], expiredAfter: 0 })).toBe('expiryInvalid');
    expect(pollProblem({ ...emptyPoll(), choices: ['a', 'b'], expiredAfter: UNIT_MS.second })).toBeNull();
  });
});

describe('pollPayload', () => {
  it('sends the filled choices and one kind of expiry', () => {
    expect(
      pollPayload({ choices: ['a', '', 'b'], multiple: true, expiresAt: null, expiredAfter: null }),
    ).toEqual({
      choices: ['a', 'b'],
      multiple: true,
    });
    expect(pollPayload({ choices: ['a', 'b'], multiple: false, expiresAt: 123, expiredAfter: null })).toEqual(
      {
        choices: ['a', 'b'],
        multiple: false,
        expiresAt: 123,
      },
    );
    expect(
      pollPayload({ choices: ['a', 'b'], multiple: false, expiresAt: null, expiredAfter: 60_000 }),
    ).toEqual({
      choices: ['a', 'b'],
      multiple: false,
      expiredAfter: 60_000,
    });
  });
});

describe('durations and defaults', () => {
  it('shows a duration in the largest exact unit', () => {
    expect(splitDuration(2 * UNIT_MS.day)).toEqual({ amount: 2, unit: 'day' });
    expect(splitDuration(90 * UNIT_MS.minute)).toEqual({ amount: 90, unit: 'minute' });
    expect(splitDuration(5000)).toEqual({ amount: 5, unit: 'second' });
  });

  it('defaults to tomorrow at local midnight', () => {
    const end = new Date(tomorrowMidnight(new Date(2026, 4, 31, 15, 30)));
    expect([end.getFullYear(), end.getMonth(), end.getDate(), end.getHours(), end.getMinutes()]).toEqual([
      2026, 5, 1, 0, 0,
    ]);
  });
});
