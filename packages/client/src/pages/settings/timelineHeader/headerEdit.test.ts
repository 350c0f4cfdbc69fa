import { describe, expect, it } from 'vitest';
import { headerOf, rowsOf } from './headerEdit';

describe('timeline header edits', () => {
  it('lists the shown tabs in order, then the hidden ones', () => {
    expect(rowsOf(['global', 'lists', 'home'])).toEqual([
      { id: 'global', shown: true },
      { id: 'home', shown: true },
      { id: 'local', shown: false },
      { id: 'social', shown: false },
    ]);
  });

  it('saves the shown tabs in the rows’ order and keeps the ids it does not edit', () => {
    const rows = [
      { id: 'social', shown: true },
      { id: 'home', shown: true },
      { id: 'local', shown: false },
      { id: 'global', shown: true },
    ] as const;
    expect(headerOf(rows, ['home', 'local', 'lists', 'channels'])).toEqual([
      'social',
      'home',
      'global',
      'lists',
      'channels',
    ]);
  });
});
