import { describe, expect, it } from 'vitest';
import { orderReactions } from './reactionOrder';

const entries: [string, number][] = [
  ['👍', 3],
  ['🎉', 1],
  ['❤️', 7],
  ['🍮', 1],
];

describe('orderReactions', () => {
  it('lists the most given first, equal counts in their own order', () => {
    expect(orderReactions(entries, false).map(([reaction]) => reaction)).toEqual(['❤️', '👍', '🎉', '🍮']);
  });

  it('lists the least given first in contrarian mode', () => {
    expect(orderReactions(entries, true).map(([reaction]) => reaction)).toEqual(['🎉', '🍮', '👍', '❤️']);
  });
});
