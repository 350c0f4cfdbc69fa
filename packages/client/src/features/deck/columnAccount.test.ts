import { describe, expect, it } from 'vitest';
import { columnReader } from './columnAccount';
import { type Deck, newColumn, normalizeDeck, setColumnAccount } from './model';

const alice = { id: 'a1', origin: 'https://one.example' };
const bob = { id: 'b2', origin: 'https://one.example' };
const bobElsewhere = { id: 'b2', origin: 'https://two.example' };
const saved = [
  { ...alice, token: 'ta' },
  { ...bob, token: 'tb' },
];

describe('a column reading as another account', () => {
  const deck: Deck = {
    columns: [newColumn('main', 'm'), newColumn('tl', 't')],
    layout: [['m'], ['t']],
  };

  it('is saved in the column as its server and id only, and removed again for the signed-in one', () => {
    const withBob = setColumnAccount(deck, 't', { ...bob, token: 'secret' } as typeof bob);
    expect(withBob.columns[1]).toEqual({ ...deck.columns[1], account: bob });
    expect(JSON.stringify(withBob)).not.toContain('secret');
    const back = setColumnAccount(withBob, 't', null);
    expect(back.columns[1]).toEqual(deck.columns[1]);
    expect('account' in (back.columns[1] ?? {})).toBe(false);
  });

  it('survives a round trip through the registry; a malformed one, or one on the main column, is dropped', () => {
    const stored = JSON.parse(JSON.stringify(setColumnAccount(deck, 't', bob)));
    expect(normalizeDeck(stored)?.columns[1]?.account).toEqual(bob);
    const odd = {
      columns: [
        { ...newColumn('main', 'm'), account: bob },
        { ...newColumn('tl', 't'), account: { id: 3 } },
      ],
      layout: [['m'], ['t']],
    };
    const normalized = normalizeDeck(odd);
    expect(normalized?.columns.map((column) => column.account)).toEqual([undefined, undefined]);
  });

  it('reads as the saved account it names, by server and id', () => {
    const column = { type: 'tl' as const, account: bob };
    expect(columnReader(column, alice, saved)).toEqual({ kind: 'other', saved: saved[1] });
    // The same id on another server is another account, which this device has no token for.
    expect(columnReader({ type: 'tl', account: bobElsewhere }, alice, saved)).toEqual({
      kind: 'missing',
      account: bobElsewhere,
    });
  });

  it('reads as the signed-in account without a second connection when it names that one, or none', () => {
    expect(columnReader({ type: 'tl', account: alice }, alice, saved)).toEqual({ kind: 'own' });
    expect(columnReader({ type: 'tl' }, alice, saved)).toEqual({ kind: 'own' });
    expect(columnReader({ type: 'main', account: bob }, alice, saved)).toEqual({ kind: 'own' });
  });
});
