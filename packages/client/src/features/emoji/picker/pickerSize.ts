/**
 * The picker's size settings (spec 000 §3: emojiPickerScale, emojiPickerWidth,
 * emojiPickerHeight) are small integer steps; these tables turn them into pixels.
 *
 * - scale 1..5 → the side of one emoji cell: 36, 44, 52, 60, 68 px (the glyph is ~2/3 of it,
 *   the rest is the hit area and the focus ring);
 * - width 1..5 → columns: 8, 10, 12, 14, 16 (a popup or window; a drawer fills the screen width);
 * - height 1..5 → visible rows of the scrolling grid: 5, 8, 11, 14, 17.
 *
 * The defaults (1, 1, 2) give a 304 × ~390 px popup. Steps outside the tables are clamped.
 */
const CELL_PX = [36, 44, 52, 60, 68] as const;
const COLUMNS = [8, 10, 12, 14, 16] as const;
const ROWS = [5, 8, 11, 14, 17] as const;

function step(value: number, table: readonly number[]): number {
  const index = Number.isFinite(value) ? Math.round(value) - 1 : 0;
  return table[Math.max(0, Math.min(table.length - 1, index))] as number;
}

export interface PickerSize {
  cell: number;
  glyph: number;
  columns: number;
  rows: number;
}

export function pickerSize(scale: number, width: number, height: number): PickerSize {
  const cell = step(scale, CELL_PX);
  return { cell, glyph: Math.round((cell * 2) / 3), columns: step(width, COLUMNS), rows: step(height, ROWS) };
}
