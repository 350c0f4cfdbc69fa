import { type KeyboardEvent, useRef } from 'react';
import { useI18n } from '@/i18n';
import { columnIcon, columnTitle } from './columnLooks';
import styles from './Deck.module.css';
import type { DeckColumn } from './model';

export interface BarRow {
  /** The row's key: its first column's id. */
  key: string;
  columns: DeckColumn[];
}

/**
 * Phones show the deck one row at a time (CSS snaps each swipe to a row); this bar names the
 * rows as tabs, marks the one on screen and brings another into view on a tap or by keyboard
 * (arrow keys, Home, End, as a tab list). Hidden above 500 px, where every row is on screen.
 */
export function ColumnBar({
  rows,
  current,
  onSelect,
}: {
  rows: BarRow[];
  /** The key of the row on screen. */
  current: string | null;
  onSelect(key: string): void;
}) {
  const i18n = useI18n();
  const list = useRef<HTMLDivElement | null>(null);
  const selected = rows.some((row) => row.key === current) ? current : (rows[0]?.key ?? null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = rows.findIndex((row) => row.key === selected);
    const forward = i18n.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = i18n.dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (at + 1) % rows.length
        : event.key === backward
          ? (at - 1 + rows.length) % rows.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? rows.length - 1
              : null;
    const row = next === null ? undefined : rows[next];
    if (!row) return;
    event.preventDefault();
    onSelect(row.key);
    list.current?.querySelector<HTMLElement>(`[data-row="${CSS.escape(row.key)}"]`)?.focus();
  };

  return (
    <div
      ref={list}
      role="tablist"
      aria-label={i18n.ts.deck.columnBar}
      className={styles.columnBar}
      onKeyDown={onKeyDown}
    >
      {rows.map((row) => {
        const [first] = row.columns;
        if (!first) return null;
        const Icon = columnIcon(first);
        const isSelected = row.key === selected;
        const name = row.columns.map((column) => columnTitle(column, i18n)).join(', ');
        return (
          <button
            key={row.key}
            type="button"
            role="tab"
            data-row={row.key}
            aria-selected={isSelected}
            aria-controls={rowElementId(row.key)}
            tabIndex={isSelected ? 0 : -1}
            className={styles.barTab}
            onClick={() => onSelect(row.key)}
          >
            <Icon size={16} aria-hidden="true" />
            <span className={styles.barName}>{name}</span>
          </button>
        );
      })}
    </div>
  );
}

/** The id of a row's element, which its tab controls. */
export function rowElementId(key: string): string {
  return `deck-row-${key}`;
}
