import { ReversiGame } from '@reversi/engine';
import { reversiMaps } from '@reversi/maps';
import { describe, expect, it } from 'vitest';
import { cellName, columnName, initialFocus, moveFocus } from './cells';

const board = (id: string) => new ReversiGame(reversiMaps.find((m) => m.id === id)?.data ?? []);

describe('reversi cell names', () => {
  it('names a cell by its column letter and its row from 1, as players say them', () => {
    expect(cellName(8, 0)).toBe('A1');
    expect(cellName(8, 8 * 2 + 3)).toBe('D3');
    expect(cellName(8, 63)).toBe('H8');
  });

  it('goes on past Z for the widest boards', () => {
    expect(columnName(25)).toBe('Z');
    expect(columnName(26)).toBe('AA');
    expect(columnName(31)).toBe('AF');
    expect(cellName(32, 31)).toBe('AF1');
  });
});

describe('moving the board focus with the keyboard', () => {
  it('moves one cell in the arrow direction and stays at the edge', () => {
    const game = board('eighteight');
    expect(moveFocus(game, 0, 'ArrowRight')).toBe(1);
    expect(moveFocus(game, 0, 'ArrowDown')).toBe(8);
    expect(moveFocus(game, 0, 'ArrowLeft')).toBe(0);
    expect(moveFocus(game, 0, 'ArrowUp')).toBe(0);
    expect(moveFocus(game, 63, 'ArrowRight')).toBe(63);
  });

  it('jumps over the holes of an irregular board to the next cell in line', () => {
    // 'hole' has a 2×2 hole in the middle of a 10×10 board.
    const game = board('hole');
    const holes = game.board.flatMap((square, pos) => (square === undefined ? [pos] : []));
    expect(holes.length).toBeGreaterThan(0);
    const hole = holes[0] as number;
    const left = hole - 1;
    expect(game.isCell(left)).toBe(true);
    const landed = moveFocus(game, left, 'ArrowRight');
    expect(game.isCell(landed)).toBe(true);
    expect(landed).toBeGreaterThan(hole);
    expect(Math.floor(landed / game.width)).toBe(Math.floor(left / game.width));
  });

  it('stays put when only holes lie ahead, and Home/End reach the first and last cells', () => {
    // The rounded 6×6 board has no corner cells: from B1 going left there is no cell.
    const game = board('roundedSixsix');
    expect(game.isCell(0)).toBe(false);
    const first = moveFocus(game, 8, 'Home');
    expect(game.isCell(first)).toBe(true);
    expect(moveFocus(game, first, 'ArrowLeft')).toBe(first);
    const last = moveFocus(game, first, 'End');
    expect(game.isCell(last)).toBe(true);
    expect(game.isCell(35)).toBe(false);
    expect(last).toBeLessThan(35);
  });

  it('starts on a legal move when there is one', () => {
    const game = board('eighteight');
    const legal = game.legalMoves(true);
    expect(initialFocus(game, legal)).toBe(legal[0]);
    expect(initialFocus(game, [])).toBe(0);
  });
});
