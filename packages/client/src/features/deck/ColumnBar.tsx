import { type KeyboardEvent, useRef } from 'react';
import { useI18n } from '@/i18n';
import { UserAvatar } from '@/users/UserAvatar';
import { useColumnReader } from './ColumnAccountScope';
import { readerHandle } from './chooseAccount';
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
      {rows.map((row) => (
        <BarTab key={row.key} row={row} selected={row.key === selected} onSelect={onSelect} />
      ))}
    </div>
  );
}

/** A row's tab: its first column's icon and the names of its columns, with whose they are. */
function BarTab({
  row,
  selected,
  onSelect,
}: {
  row: BarRow;
  selected: boolean;
  onSelect(key: string): void;
}) {
  const i18n = useI18n();
  const [first] = row.columns;
  const { state } = useColumnReader(first ?? { type: 'main' });
  if (!first) return null;
  const Icon = columnIcon(first);
  const names = row.columns.map((column) => columnTitle(column, i18n)).join(', ');
  const name =
    state.status === 'ready'
      ? i18n.t('deck.columnAs', { name: names, account: readerHandle(state.user, state.origin) })
      : names;
  return (
    <button
      type="button"
      role="tab"
      data-row={row.key}
      aria-selected={selected}
      aria-controls={rowElementId(row.key)}
      tabIndex={selected ? 0 : -1}
      className={styles.barTab}
      onClick={() => onSelect(row.key)}
      aria-label={name}
    >
      <Icon size={16} aria-hidden="true" />
      <span className={styles.barName}>{names}</span>
      {state.status === 'ready' && <UserAvatar user={state.user} size={18} />}
    </button>
  );
}

/** The id of a row's element, which its tab controls. */
export function rowElementId(key: string): string {
  return `deck-row-${key}`;
}
