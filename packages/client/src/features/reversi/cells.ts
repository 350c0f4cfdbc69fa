import type { ReversiGame, Square } from '@reversi/engine';

/** A column's letters, as a spreadsheet names them: A…Z, then AA, AB… (boards reach 32 wide). */
export function columnName(x: number): string {
  let name = '';
  for (let n = x + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** A cell's name as players say it: column letter then row number from 1, "D3". */
export function cellName(width: number, pos: number): string {
  return `${columnName(pos % width)}${Math.floor(pos / width) + 1}`;
}

export type CellState = 'black' | 'white' | 'empty';

export function cellState(square: Square): CellState {
  return square === true ? 'black' : square === false ? 'white' : 'empty';
}

export type FocusKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight' | 'Home' | 'End';

const STEPS: Record<'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', readonly [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/**
 * Where a key moves the board's focus from `pos`. Holes are not buttons, so an arrow skips
 * over them to the next cell in its line (a board can have gaps, as 'hole' or 'twoBoard'),
 * and stays put at the edge; Home and End go to the first and last cell of the board.
 */
export function moveFocus(
  game: Pick<ReversiGame, 'width' | 'height' | 'isCell'>,
  pos: number,
  key: FocusKey,
): number {
  const { width, height } = game;
  if (key === 'Home' || key === 'End') {
    const total = width * height;
    for (let i = 0; i < total; i++) {
      const p = key === 'Home' ? i : total - 1 - i;
      if (game.isCell(p)) return p;
    }
    return pos;
  }
  const [dx, dy] = STEPS[key];
  let x = pos % width;
  let y = Math.floor(pos / width);
  for (;;) {
    x += dx;
    y += dy;
    if (x < 0 || y < 0 || x >= width || y >= height) return pos;
    const p = x + y * width;
    if (game.isCell(p)) return p;
  }
}

/** The first cell a board's focus rests on: a legal move when there is one, else the first cell. */
export function initialFocus(
  game: Pick<ReversiGame, 'width' | 'height' | 'isCell'>,
  legal: readonly number[],
): number {
  return legal[0] ?? moveFocus(game, 0, 'Home');
}
