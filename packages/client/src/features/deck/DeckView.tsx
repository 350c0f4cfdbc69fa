import { DndContext, type DragEndEvent, MouseSensor, useSensor, useSensors } from '@dnd-kit/core';
import { IconPlus } from '@tabler/icons-react';
import { type CSSProperties, type ReactNode, useCallback, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { Button, MenuButton, type MenuItem, Notice } from '@/ui';
import { SILENT_DND } from '@/ui/silentDnd';
import { type BarRow, ColumnBar, rowElementId } from './ColumnBar';
import { columnTitle, typeIcon } from './columnLooks';
import styles from './Deck.module.css';
import { DeckColumnView } from './DeckColumnView';
import { useDeck } from './DeckProvider';
import {
  ADDABLE_COLUMN_TYPES,
  addColumn,
  type DeckColumn,
  newColumn,
  placeOf,
  randomColumnId,
  swapColumns,
} from './model';

/** The routed page in a column of its own, when the deck has none (or has not loaded yet). */
function StandaloneMain({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  return (
    <main
      id="main"
      className={`${styles.column} ${styles.standalone}`}
      tabIndex={-1}
      aria-label={i18n.ts.deck.columnTypes.main}
    >
      <div className={styles.body}>{children}</div>
    </main>
  );
}

/**
 * The deck's columns, row by row from the left (a row stacks its columns top to bottom), the
 * "Add column" menu after them, and a live region announcing keyboard moves.
 */
export function DeckView({ children }: { children: ReactNode }) {
  const i18n = useI18n();
  const t = i18n.ts.deck;
  const { store, snapshot, announce, announcement } = useDeck();
  const [align] = useSetting('deck.columnAlign');
  const [alwaysShowMain] = useSetting('deck.alwaysShowMainColumn');
  const area = useRef<HTMLDivElement | null>(null);
  const deck = snapshot.deck;
  const columns = new Map((deck?.columns ?? []).map((column) => [column.id, column]));
  const firstMain = deck?.layout.flat().find((id) => columns.get(id)?.type === 'main');
  const standaloneMain = !deck || (firstMain === undefined && alwaysShowMain);
  const barRows: BarRow[] = (deck?.layout ?? []).map((row) => ({
    key: row[0] ?? '',
    columns: row.flatMap((id) => columns.get(id) ?? []),
  }));

  // On a phone one row fills the screen: the bar marks the one nearest the middle after a swipe.
  const [onScreen, setOnScreen] = useState<string | null>(null);
  const frame = useRef(0);
  const onScroll = useCallback(() => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      const box = area.current;
      if (!box) return;
      const middle = box.getBoundingClientRect().left + box.clientWidth / 2;
      let best: { key: string; distance: number } | null = null;
      for (const row of box.querySelectorAll<HTMLElement>('[data-row-key]')) {
        const rect = row.getBoundingClientRect();
        const distance = Math.abs(rect.left + rect.width / 2 - middle);
        if (!best || distance < best.distance) best = { key: row.dataset.rowKey ?? '', distance };
      }
      if (best) setOnScreen(best.key);
    });
  }, []);
  const showRow = (key: string) => {
    setOnScreen(key);
    document
      .getElementById(rowElementId(key))
      ?.scrollIntoView({ inline: 'center', block: 'nearest', behavior: 'smooth' });
  };

  // Dragging is for pointers; keyboard users move columns from the column menu, and the drop is
  // announced in the deck's own live region (dnd-kit's English texts stay silent: SILENT_DND).
  // A mouse press on a header that moves 8 px is a drag; a shorter one stays a click (collapse,
  // menu). Touch keeps swiping the deck sideways; phones move columns from the menu.
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 8 } }));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const moved = String(active.id);
    if (!over || over.id === active.id) return;
    store.update((current) => swapColumns(current, moved, String(over.id)));
    const after = store.getSnapshot().deck;
    const place = after && placeOf(after, moved);
    const column = after?.columns.find((other) => other.id === moved);
    if (!place || !column) return;
    announce(
      i18n.t('deck.moved', {
        name: columnTitle(column, i18n),
        row: place.row + 1,
        rows: place.rows,
        index: place.index + 1,
        total: place.rowLength,
      }),
    );
  };

  const add = (type: DeckColumn['type']) => {
    const column = newColumn(type, randomColumnId());
    store.update((current) => addColumn(current, column));
    announce(i18n.t('deck.added', { name: columnTitle(column, i18n) }));
    // The new column is the last one: show it.
    requestAnimationFrame(() =>
      area.current?.scrollTo({ left: area.current.scrollWidth, behavior: 'smooth' }),
    );
  };
  const addItems: MenuItem[] = ADDABLE_COLUMN_TYPES.filter(
    (type) => type !== 'main' || firstMain === undefined,
  ).map((type) => {
    const Icon = typeIcon(type);
    return { type: 'button', text: t.columnTypes[type], icon: <Icon size={18} />, action: () => add(type) };
  });

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={SILENT_DND}>
      {deck && barRows.length > 1 && <ColumnBar rows={barRows} current={onScreen} onSelect={showRow} />}
      <div
        ref={area}
        className={styles.deck}
        data-align={align}
        aria-busy={snapshot.status === 'loading'}
        onScroll={onScroll}
      >
        {standaloneMain && <StandaloneMain>{children}</StandaloneMain>}
        {deck?.layout.map((row) => {
          const first = columns.get(row[0] ?? '');
          return (
            <div
              key={row[0]}
              id={rowElementId(row[0] ?? '')}
              data-row-key={row[0]}
              className={styles.row}
              style={{ '--column-width': `${first?.width ?? 330}px` } as CSSProperties}
            >
              {row.map((id) => {
                const column = columns.get(id);
                if (!column) return null;
                return (
                  <DeckColumnView
                    key={id}
                    column={column}
                    deck={deck}
                    main={id === firstMain ? children : null}
                  />
                );
              })}
            </div>
          );
        })}
        {snapshot.status === 'failed' && (
          <div className={styles.failed}>
            <Notice tone="error">{t.loadFailed}</Notice>
            <Button onClick={() => store.reload()}>{t.retry}</Button>
          </div>
        )}
        {deck && (
          <div className={styles.addArea}>
            <MenuButton label={t.addColumn} items={addItems} className={styles.addButton}>
              <IconPlus size={20} aria-hidden="true" />
            </MenuButton>
          </div>
        )}
        <div className="visually-hidden" role="status" aria-live="polite">
          {announcement}
        </div>
      </div>
    </DndContext>
  );
}
