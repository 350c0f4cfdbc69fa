/**
 * The deck's layout model (spec 000 §3): columns, and a layout that is a list of rows, each a
 * list of column ids stacked top to bottom. Every change is a pure function answering a new
 * deck, so the store can save what it gets and tests need no browser.
 *
 * Field names follow Misskey's deck profiles (`active`, `tl`, `listId`, …): a profile saved by
 * Misskey's web client loads here, and one saved here loads there. Fields this client does not
 * know are kept as they were.
 */

export const COLUMN_TYPES = [
  'main',
  'widgets',
  'notifications',
  'tl',
  'antenna',
  'list',
  'channel',
  'mentions',
  'direct',
  'roleTimeline',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** What the "Add column" menu offers: every type. */
export const ADDABLE_COLUMN_TYPES = COLUMN_TYPES;

export const DECK_TIMELINES = ['home', 'local', 'social', 'global'] as const;
export type DeckTimeline = (typeof DECK_TIMELINES)[number];

export interface DeckColumn {
  id: string;
  type: ColumnType;
  /** Null: the column is called by its type (or its list's, antenna's … name). */
  name: string | null;
  width: number;
  /** False when collapsed to its header. */
  active?: boolean;
  tl?: DeckTimeline;
  listId?: string;
  antennaId?: string;
  channelId?: string;
  roleId?: string;
  withRenotes?: boolean;
  withReplies?: boolean;
  onlyFiles?: boolean;
  excludeTypes?: string[];
  widgets?: unknown[];
  /** Misskey's: the sound a note column plays for each new note ({type, volume}; type null: none). */
  soundSetting?: { type: string | null; volume: number; fileId?: string; fileUrl?: string };
  /**
   * Beyond Misskey: the saved account this column reads as (its server and user id, never the
   * token, which stays on the device); absent for the signed-in account. Misskey's deck ignores
   * the field.
   */
  account?: ColumnAccount;
  [other: string]: unknown;
}

/** Which account a column reads as: enough to find it among the device's saved accounts. */
export interface ColumnAccount {
  id: string;
  origin: string;
}

export interface Deck {
  columns: DeckColumn[];
  layout: string[][];
}

export const DEFAULT_COLUMN_WIDTH = 330;
/** The main column holds whole pages: wider by default. */
export const MAIN_COLUMN_WIDTH = 480;
export const COLUMN_WIDTHS = [250, 330, 400, 480, 640] as const;
export const MIN_COLUMN_WIDTH = 200;
export const MAX_COLUMN_WIDTH = 1000;
export const COLUMN_NAME_MAX = 64;

/** A fresh column of a type, with that type's defaults. */
export function newColumn(type: ColumnType, id: string): DeckColumn {
  const width = type === 'main' ? MAIN_COLUMN_WIDTH : DEFAULT_COLUMN_WIDTH;
  const column: DeckColumn = { id, type, name: null, width, active: true };
  if (type === 'tl') column.tl = 'home';
  if (type === 'widgets') column.widgets = [];
  return column;
}

/** A new profile's deck: the main column, the home timeline and the notifications. */
export function defaultDeck(newId: () => string): Deck {
  const columns = [newColumn('main', newId()), newColumn('tl', newId()), newColumn('notifications', newId())];
  return { columns, layout: columns.map((column) => [column.id]) };
}

/** Adds a column as a row of its own at the end. */
export function addColumn(deck: Deck, column: DeckColumn): Deck {
  return { columns: [...deck.columns, column], layout: [...deck.layout, [column.id]] };
}

export function removeColumn(deck: Deck, id: string): Deck {
  return {
    columns: deck.columns.filter((column) => column.id !== id),
    layout: withoutEmptyRows(deck.layout.map((row) => row.filter((other) => other !== id))),
  };
}

/** Changes a column's own fields (its settings, width, collapsed state). */
export function updateColumn(deck: Deck, id: string, patch: Partial<DeckColumn>): Deck {
  return {
    ...deck,
    columns: deck.columns.map((column) =>
      column.id === id ? { ...column, ...patch, id, type: column.type } : column,
    ),
  };
}

/** An empty name (after trimming) gives the column back its default name. */
export function renameColumn(deck: Deck, id: string, name: string): Deck {
  const trimmed = name.trim().slice(0, COLUMN_NAME_MAX);
  return updateColumn(deck, id, { name: trimmed === '' ? null : trimmed });
}

export function setColumnWidth(deck: Deck, id: string, width: number): Deck {
  const clamped = Math.round(Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)));
  return updateColumn(deck, id, { width: clamped });
}

/** Makes a column read as another account, or (null) as the signed-in one again. */
export function setColumnAccount(deck: Deck, id: string, account: ColumnAccount | null): Deck {
  return {
    ...deck,
    columns: deck.columns.map((column) => {
      if (column.id !== id) return column;
      const { account: _dropped, ...rest } = column;
      return account ? { ...rest, account: { id: account.id, origin: account.origin } } : rest;
    }),
  };
}

export function toggleCollapsed(deck: Deck, id: string): Deck {
  const column = deck.columns.find((other) => other.id === id);
  return column ? updateColumn(deck, id, { active: column.active === false }) : deck;
}

export interface ColumnPlace {
  /** Index of the column's row, from the left. */
  row: number;
  /** Index within its row, from the top. */
  index: number;
  rows: number;
  rowLength: number;
}

export function placeOf(deck: Deck, id: string): ColumnPlace | null {
  const row = deck.layout.findIndex((ids) => ids.includes(id));
  if (row < 0) return null;
  const ids = deck.layout[row] ?? [];
  return { row, index: ids.indexOf(id), rows: deck.layout.length, rowLength: ids.length };
}

export type ColumnMove = 'left' | 'right' | 'up' | 'down' | 'stack' | 'pop';

/** Which moves a column's menu offers where it stands. */
export function possibleMoves(deck: Deck, id: string): Record<ColumnMove, boolean> {
  const place = placeOf(deck, id);
  if (!place) return { left: false, right: false, up: false, down: false, stack: false, pop: false };
  return {
    left: place.row > 0,
    right: place.row < place.rows - 1,
    up: place.index > 0,
    down: place.index < place.rowLength - 1,
    stack: place.row > 0,
    pop: place.rowLength > 1,
  };
}

/**
 * Moves a column. left/right swap its whole row with the neighbouring one (a stack moves
 * together); up/down swap it with its neighbour in the stack; stack puts it at the bottom of
 * the row on its left; pop takes it out of its stack into a row of its own just right of it.
 * A move that cannot be made answers the same deck.
 */
export function moveColumn(deck: Deck, id: string, move: ColumnMove): Deck {
  const place = placeOf(deck, id);
  if (!place || !possibleMoves(deck, id)[move]) return deck;
  const layout = deck.layout.map((row) => [...row]);
  const { row, index } = place;
  const ids = layout[row] as string[];
  switch (move) {
    case 'left':
    case 'right': {
      const other = move === 'left' ? row - 1 : row + 1;
      [layout[row], layout[other]] = [layout[other] as string[], ids];
      break;
    }
    case 'up':
    case 'down': {
      const other = move === 'up' ? index - 1 : index + 1;
      [ids[index], ids[other]] = [ids[other] as string, id];
      break;
    }
    case 'stack':
      ids.splice(index, 1);
      (layout[row - 1] as string[]).push(id);
      break;
    case 'pop':
      ids.splice(index, 1);
      layout.splice(row + 1, 0, [id]);
      break;
  }
  return { ...deck, layout: withoutEmptyRows(layout) };
}

/** Swaps two columns' places (a column dropped on another, by drag and drop). */
export function swapColumns(deck: Deck, a: string, b: string): Deck {
  if (a === b || !placeOf(deck, a) || !placeOf(deck, b)) return deck;
  return { ...deck, layout: deck.layout.map((row) => row.map((id) => (id === a ? b : id === b ? a : id))) };
}

function withoutEmptyRows(layout: string[][]): string[][] {
  return layout.filter((row) => row.length > 0);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isColumnAccount(value: unknown): value is ColumnAccount {
  return isRecord(value) && typeof value.id === 'string' && typeof value.origin === 'string';
}

/**
 * A deck as stored in the registry, made safe to render: columns need an id and a known type,
 * every laid-out id must name a column and appear once, and a column the layout forgot is
 * dropped (Misskey does the same). Answers null when the value is not a deck at all.
 */
export function normalizeDeck(value: unknown): Deck | null {
  if (!isRecord(value) || !Array.isArray(value.columns) || !Array.isArray(value.layout)) return null;
  const known = new Map<string, DeckColumn>();
  for (const raw of value.columns) {
    if (!isRecord(raw) || typeof raw.id !== 'string' || raw.id === '') continue;
    if (!(COLUMN_TYPES as readonly unknown[]).includes(raw.type) || known.has(raw.id)) continue;
    const width =
      typeof raw.width === 'number' && Number.isFinite(raw.width) ? raw.width : DEFAULT_COLUMN_WIDTH;
    const name = typeof raw.name === 'string' && raw.name.trim() !== '' ? raw.name : null;
    const { account, ...rest } = raw;
    known.set(raw.id, {
      ...rest,
      id: raw.id,
      type: raw.type as ColumnType,
      name,
      width: Math.min(MAX_COLUMN_WIDTH, Math.max(MIN_COLUMN_WIDTH, width)),
      // The main column is the app's own page: it always reads as the signed-in account.
      ...(isColumnAccount(account) && raw.type !== 'main'
        ? { account: { id: account.id, origin: account.origin } }
        : {}),
    });
  }
  const placed = new Set<string>();
  const layout: string[][] = [];
  for (const row of value.layout) {
    if (!Array.isArray(row)) continue;
    const ids = row.filter((id): id is string => typeof id === 'string' && known.has(id) && !placed.has(id));
    for (const id of ids) placed.add(id);
    if (ids.length > 0) layout.push(ids);
  }
  return { columns: [...known.values()].filter((column) => placed.has(column.id)), layout };
}

/** A column id: random, unique within a deck. */
export function randomColumnId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}
