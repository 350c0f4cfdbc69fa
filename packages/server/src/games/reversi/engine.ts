/**
 * The reversi rules, as Misskey's games play them: a pure module (no Node, no server imports) so
 * the server checks every move with it and the client can import the very same file to draw the
 * board, suggest moves and replay a finished game.
 *
 * Colours follow Misskey's logs: `true` is black (who moves first), `false` is white.
 */

export type Color = boolean;
export const BLACK: Color = true;
export const WHITE: Color = false;

/** A board square: a stone's colour, `null` for an empty cell, `undefined` where the map has no cell. */
export type Square = Color | null | undefined;

export interface ReversiRules {
  /** Llotheo: whoever has fewer stones at the end wins. */
  isLlotheo: boolean;
  /** A stone may go on any empty cell, whether it flips anything or not. */
  canPutEverywhere: boolean;
  /** Lines continue across the edges (the board is a torus). */
  loopedBoard: boolean;
}

export const defaultRules: ReversiRules = { isLlotheo: false, canPutEverywhere: false, loopedBoard: false };

/** One move as the engine made it: who, where, and the stones it turned. */
export interface Move {
  color: Color;
  pos: number;
  flips: number[];
}

/** The eight directions a line can run from a cell, as [dx, dy]. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
  [-1, -1],
];

/**
 * The largest board side accepted. Misskey takes rows of up to 64 characters and any number of
 * rows; the largest built-in board is 17 rows, and a 64×64 game costs the server whole seconds
 * to replay, so boards stop at 32 a side.
 */
export const MAX_MAP_SIDE = 32;

/** Whether `map` is a board the engine can play: equal rows of ' ', '-', 'b' and 'w', 1 to 32 a side. */
export function isValidMap(map: unknown): map is string[] {
  if (!Array.isArray(map) || map.length === 0 || map.length > MAX_MAP_SIDE) return false;
  const width = typeof map[0] === 'string' ? map[0].length : 0;
  if (width === 0 || width > MAX_MAP_SIDE) return false;
  return map.every((row) => typeof row === 'string' && row.length === width && /^[ \-bw]*$/.test(row));
}

export class ReversiGame {
  readonly width: number;
  readonly height: number;
  readonly board: Square[];
  /** Whose move it is; null once neither colour can move (the game is over). */
  turn: Color | null = BLACK;
  readonly rules: ReversiRules;
  /** The moves made so far, in order. */
  readonly moves: Move[] = [];

  constructor(map: readonly string[], rules: Partial<ReversiRules> = {}) {
    if (!isValidMap(map)) throw new Error('invalid reversi map');
    this.rules = { ...defaultRules, ...rules };
    this.height = map.length;
    this.width = map[0]?.length ?? 0;
    this.board = [...map.join('')].map((c) =>
      c === 'b' ? BLACK : c === 'w' ? WHITE : c === '-' ? null : undefined,
    );
    // A board may leave black without a move from the start (or nobody at all).
    if (!this.hasLegalMove(BLACK)) this.turn = this.hasLegalMove(WHITE) ? WHITE : null;
  }

  count(color: Color): number {
    return this.board.filter((square) => square === color).length;
  }

  get blackCount(): number {
    return this.count(BLACK);
  }

  get whiteCount(): number {
    return this.count(WHITE);
  }

  get isEnded(): boolean {
    return this.turn === null;
  }

  /** The winning colour once the game is over; null for a draw (and while it is still going). */
  get winner(): Color | null {
    if (!this.isEnded) return null;
    const black = this.blackCount;
    const white = this.whiteCount;
    if (black === white) return null;
    return black > white !== this.rules.isLlotheo ? BLACK : WHITE;
  }

  xyToPos(x: number, y: number): number {
    return x + y * this.width;
  }

  posToXy(pos: number): [number, number] {
    return [pos % this.width, Math.floor(pos / this.width)];
  }

  /** Whether `pos` is a cell of the map (not a hole, not off the board). */
  isCell(pos: number): boolean {
    return Number.isInteger(pos) && pos >= 0 && pos < this.board.length && this.board[pos] !== undefined;
  }

  /** The stones `color` would turn by putting a stone on `pos`. */
  flipsFor(color: Color, pos: number): number[] {
    if (!this.isCell(pos)) return [];
    // On a looped board two directions can reach the same stone: each is turned once.
    const flips = new Set<number>();
    for (const direction of DIRECTIONS)
      for (const flipped of this.flipsInLine(color, pos, direction)) flips.add(flipped);
    return [...flips];
  }

  private flipsInLine(color: Color, start: number, [dx, dy]: readonly [number, number]): number[] {
    const { width, height } = this;
    const found: number[] = [];
    let [x, y] = this.posToXy(start);
    for (;;) {
      x += dx;
      y += dy;
      if (this.rules.loopedBoard) {
        x = (x + width) % width;
        y = (y + height) % height;
        // Around the whole loop and back: the new stone closes the line itself.
        if (this.xyToPos(x, y) === start) return found;
      } else if (x < 0 || y < 0 || x >= width || y >= height) {
        return [];
      }
      const square = this.board[this.xyToPos(x, y)];
      if (square === undefined || square === null) return []; // a hole or an empty cell ends the line
      if (square === color) return found;
      found.push(this.xyToPos(x, y));
    }
  }

  /** Whether `color` may put a stone on `pos` now (whatever the turn). */
  canPut(color: Color, pos: number): boolean {
    if (!this.isCell(pos) || this.board[pos] !== null) return false;
    if (this.rules.canPutEverywhere) return true;
    return this.flipsFor(color, pos).length > 0;
  }

  legalMoves(color: Color): number[] {
    const moves: number[] = [];
    for (let pos = 0; pos < this.board.length; pos++) if (this.canPut(color, pos)) moves.push(pos);
    return moves;
  }

  hasLegalMove(color: Color): boolean {
    for (let pos = 0; pos < this.board.length; pos++) if (this.canPut(color, pos)) return true;
    return false;
  }

  /**
   * Puts a stone of the colour whose turn it is on `pos` and turns what it encloses; then the
   * other colour moves, or, when it cannot, the same colour again (a pass), or nobody (the end).
   * Answers the move, or null when it is not legal (the game is over or the cell is not allowed).
   */
  put(pos: number): Move | null {
    const color = this.turn;
    if (color === null || !this.canPut(color, pos)) return null;
    const flips = this.flipsFor(color, pos);
    this.board[pos] = color;
    for (const flipped of flips) this.board[flipped] = color;
    const move = { color, pos, flips };
    this.moves.push(move);
    this.turn = this.hasLegalMove(!color) ? !color : this.hasLegalMove(color) ? color : null;
    return move;
  }

  /**
   * The board and turn's checksum, as Misskey's `crc32` of a game (a signed 32-bit CRC-32 of
   * `JSON.stringify({board, turn})`), which `reversi/verify` compares with a client's.
   */
  checksum(): number {
    return crc32(JSON.stringify({ board: this.board, turn: this.turn }));
  }
}

/** One entry of a game's log, as Misskey keeps it. */
export interface LogEntry {
  /** Milliseconds since the epoch. */
  time: number;
  /** The mover's colour (true: black). */
  player: Color;
  operation: 'put';
  pos: number;
}

/** Misskey's stored form: `[time since the previous entry (the first: since the epoch), player 1|0, 0 (put), pos]`. */
export type SerializedLog = number[];

export function serializeLogs(logs: readonly LogEntry[]): SerializedLog[] {
  return logs.map((log, i) => [
    i === 0 ? log.time : log.time - (logs[i - 1]?.time ?? 0),
    log.player ? 1 : 0,
    0,
    log.pos,
  ]);
}

export function deserializeLogs(logs: readonly SerializedLog[]): LogEntry[] {
  const entries: LogEntry[] = [];
  let time = 0;
  for (const [delta = 0, player, operation, pos = -1] of logs) {
    time += delta;
    if (operation === 0) entries.push({ time, player: player === 1, operation: 'put', pos });
  }
  return entries;
}

/**
 * The game after the first `upTo` moves of a log (all of them by default): the server restores a
 * game this way for each move, and a replay slider shows any point of a finished one.
 * A move the rules refuse stops the replay there (a stored log never holds one).
 */
export function replay(
  map: readonly string[],
  rules: Partial<ReversiRules>,
  logs: readonly SerializedLog[],
  upTo = Number.POSITIVE_INFINITY,
): ReversiGame {
  const game = new ReversiGame(map, rules);
  for (const entry of deserializeLogs(logs).slice(0, upTo)) {
    if (!game.put(entry.pos)) break;
  }
  return game;
}

let crcTable: Uint32Array | null = null;

/** CRC-32 (IEEE) of a string's UTF-8 bytes, as a signed 32-bit integer (as the crc-32 package answers). */
export function crc32(text: string): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = -1;
  for (const byte of new TextEncoder().encode(text)) {
    crc = (crc >>> 8) ^ (crcTable[(crc ^ byte) & 0xff] ?? 0);
  }
  return (crc ^ -1) | 0;
}
