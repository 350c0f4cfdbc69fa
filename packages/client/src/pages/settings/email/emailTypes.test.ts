import { describe, expect, it } from 'vitest';
import { withEmailType } from './emailTypes';

describe('withEmailType', () => {
  it("switches one type on in the page's order, once", () => {
    expect(withEmailType(['reply', 'follow'], 'mention', true)).toEqual(['follow', 'mention', 'reply']);
    expect(withEmailType(['follow'], 'follow', true)).toEqual(['follow']);
  });

  it('switches one off and keeps the others', () => {
    expect(withEmailType(['follow', 'receiveFollowRequest'], 'follow', false)).toEqual([
      'receiveFollowRequest',
    ]);
    expect(withEmailType([], 'quote', false)).toEqual([]);
  });

  it('keeps types another client stored that the page does not list', () => {
    expect(withEmailType(['groupInvited', 'follow'], 'quote', true)).toEqual([
      'follow',
      'quote',
      'groupInvited',
    ]);
  });
});
