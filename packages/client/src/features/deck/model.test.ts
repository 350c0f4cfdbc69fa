import { describe, expect, it } from 'vitest';
import {
  addColumn,
  type Deck,
  defaultDeck,
  moveColumn,
  newColumn,
  normalizeDeck,
  possibleMoves,
  removeColumn,
  renameColumn,
  setColumnWidth,
  swapColumns,
  toggleCollapsed,
  updateColumn,
} from './model';
import { profileList, profileNameProblem } from './profiles';

function counter() {
  let n = 0;
  return () => `c${++n}`;
}

/** A deck laid out as given: ids name notification columns unless they start with "m". */
function deckOf(layout: string[][]): Deck {
  const columns = layout.flat().map((id) => newColumn(id.startsWith('m') ? 'main' : 'notifications', id));
  return { columns, layout };
}

describe('the deck layout model', () => {
  it('starts a profile with the main column, the home timeline and the notifications, side by side', () => {
    const deck = defaultDeck(counter());
    expect(deck.columns.map((column) => column.type)).toEqual(['main', 'tl', 'notifications']);
    expect(deck.columns[1]?.tl).toBe('home');
    expect(deck.layout).toEqual([['c1'], ['c2'], ['c3']]);
  });

  it('adds a column as a new row at the end and removes it with its row', () => {
    const deck = addColumn(deckOf([['m'], ['a']]), newColumn('list', 'l'));
    expect(deck.layout).toEqual([['m'], ['a'], ['l']]);
    expect(deck.columns.find((column) => column.id === 'l')?.type).toBe('list');
    const removed = removeColumn(deckOf([['m'], ['a', 'b']]), 'a');
    expect(removed.layout).toEqual([['m'], ['b']]);
    expect(removed.columns.map((column) => column.id)).toEqual(['m', 'b']);
    expect(removeColumn(deckOf([['m'], ['a']]), 'a').layout).toEqual([['m']]);
  });

  it('renames (an empty name restores the default), resizes within bounds and collapses', () => {
    let deck = renameColumn(deckOf([['a']]), 'a', '  Work  ');
    expect(deck.columns[0]?.name).toBe('Work');
    deck = renameColumn(deck, 'a', '   ');
    expect(deck.columns[0]?.name).toBeNull();
    expect(setColumnWidth(deck, 'a', 20).columns[0]?.width).toBe(200);
    expect(setColumnWidth(deck, 'a', 400).columns[0]?.width).toBe(400);
    deck = toggleCollapsed(deck, 'a');
    expect(deck.columns[0]?.active).toBe(false);
    expect(toggleCollapsed(deck, 'a').columns[0]?.active).toBe(true);
  });

  it('changes a column’s settings but never its id or type', () => {
    const deck = updateColumn(deckOf([['a']]), 'a', { id: 'x', type: 'main', withRenotes: false });
    expect(deck.columns[0]).toMatchObject({ id: 'a', type: 'notifications', withRenotes: false });
  });

  it('moves a whole row left and right, and a column up and down in its stack', () => {
    const deck = deckOf([['m'], ['a', 'b', 'c'], ['d']]);
    expect(moveColumn(deck, 'b', 'left').layout).toEqual([['a', 'b', 'c'], ['m'], ['d']]);
    expect(moveColumn(deck, 'b', 'right').layout).toEqual([['m'], ['d'], ['a', 'b', 'c']]);
    expect(moveColumn(deck, 'b', 'up').layout).toEqual([['m'], ['b', 'a', 'c'], ['d']]);
    expect(moveColumn(deck, 'b', 'down').layout).toEqual([['m'], ['a', 'c', 'b'], ['d']]);
  });

  it('stacks a column under the row on its left and pops it out to a row of its own', () => {
    const deck = deckOf([['m'], ['a'], ['b']]);
    const stacked = moveColumn(deck, 'b', 'stack');
    expect(stacked.layout).toEqual([['m'], ['a', 'b']]);
    expect(moveColumn(stacked, 'a', 'pop').layout).toEqual([['m'], ['b'], ['a']]);
    expect(moveColumn(stacked, 'b', 'pop').layout).toEqual([['m'], ['a'], ['b']]);
  });

  it('swaps two columns dropped on each other, in or across stacks', () => {
    const deck = deckOf([['m'], ['a', 'b'], ['c']]);
    expect(swapColumns(deck, 'a', 'c').layout).toEqual([['m'], ['c', 'b'], ['a']]);
    expect(swapColumns(deck, 'b', 'a').layout).toEqual([['m'], ['b', 'a'], ['c']]);
    expect(swapColumns(deck, 'a', 'a')).toBe(deck);
    expect(swapColumns(deck, 'a', 'gone')).toBe(deck);
  });

  it('offers only the moves that can be made, and ignores the others', () => {
    const deck = deckOf([['m'], ['a', 'b']]);
    expect(possibleMoves(deck, 'm')).toEqual({
      left: false,
      right: true,
      up: false,
      down: false,
      stack: false,
      pop: false,
    });
    expect(possibleMoves(deck, 'b')).toEqual({
      left: true,
      right: false,
      up: true,
      down: false,
      stack: true,
      pop: true,
    });
    expect(moveColumn(deck, 'm', 'left')).toBe(deck);
    expect(moveColumn(deck, 'a', 'up')).toBe(deck);
    expect(moveColumn(deck, 'missing', 'right')).toBe(deck);
  });

  it('reads a stored deck safely: unknown types, duplicate and dangling ids are dropped, other fields kept', () => {
    const deck = normalizeDeck({
      columns: [
        { id: 'a', type: 'tl', name: 'Home', width: 330, tl: 'local', soundSetting: { type: null } },
        { id: 'b', type: 'unknownKind', name: null, width: 330 },
        { id: 'c', type: 'notifications', name: '', width: 'wide' },
        { id: 'orphan', type: 'mentions', name: null, width: 330 },
        'garbage',
      ],
      layout: [['a', 'b', 'gone'], ['c', 'a'], [], 'x'],
    });
    expect(deck?.layout).toEqual([['a'], ['c']]);
    expect(deck?.columns).toEqual([
      { id: 'a', type: 'tl', name: 'Home', width: 330, tl: 'local', soundSetting: { type: null } },
      { id: 'c', type: 'notifications', name: null, width: 330 },
    ]);
    expect(normalizeDeck(null)).toBeNull();
    expect(normalizeDeck({ columns: [] })).toBeNull();
  });
});

describe('deck profile names', () => {
  it('refuses empty, too long and taken names, but a rename may keep its own name', () => {
    expect(profileNameProblem('  ', [])).toBe('empty');
    expect(profileNameProblem('x'.repeat(65), [])).toBe('tooLong');
    expect(profileNameProblem('work', ['default', 'work'])).toBe('taken');
    expect(profileNameProblem('work', ['default', 'work'], 'work')).toBeNull();
    expect(profileNameProblem('play', ['default', 'work'])).toBeNull();
  });

  it('lists the default first, then the others by name, the current one even when not saved yet', () => {
    expect(profileList(['work', 'default', 'art'], 'new')).toEqual(['default', 'art', 'new', 'work']);
    expect(profileList([], 'default')).toEqual(['default']);
  });
});
