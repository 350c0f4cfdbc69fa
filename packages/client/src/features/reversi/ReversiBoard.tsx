import type { ReversiGame } from '@reversi/engine';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useI18n } from '@/i18n';
import { cellName, cellState, columnName, type FocusKey, initialFocus, moveFocus } from './cells';
import styles from './Reversi.module.css';

export interface ReversiBoardProps {
  game: ReversiGame;
  /** The cells the viewer may play now (empty when it is not their turn or they only watch). */
  playable: readonly number[];
  onPlay?: (pos: number) => void;
  /** The last move's cell, marked on the board. */
  lastPos?: number | null;
  label: string;
}

const FOCUS_KEYS = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Home', 'End']);

/**
 * The board as a grid of buttons, one per cell (holes are blank space). One roving tab stop:
 * Tab enters the board once, arrows move between cells (skipping holes), Enter or Space plays
 * the focused cell when the viewer may. Each button says its cell, its stone and whether a
 * stone can go there, so a screen reader user plays from the names alone.
 */
export function ReversiBoard({ game, playable, onPlay, lastPos = null, label }: ReversiBoardProps) {
  const i18n = useI18n();
  const t = i18n.ts.reversi;
  const [focus, setFocus] = useState(() => initialFocus(game, playable));
  const buttons = useRef(new Map<number, HTMLButtonElement>());
  const moved = useRef(false);
  const playableSet = new Set(playable);
  const current = game.isCell(focus) ? focus : initialFocus(game, playable);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    buttons.current.get(current)?.focus();
  }, [current]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (!FOCUS_KEYS.has(event.key)) return;
    event.preventDefault();
    moved.current = true;
    setFocus(moveFocus(game, current, event.key as FocusKey));
  };

  // Column letters above and row numbers beside, as the cells are named; hidden from screen
  // readers, whose buttons already say their names.
  const cells = [<span key="corner" aria-hidden="true" />];
  for (let x = 0; x < game.width; x++)
    cells.push(
      <span key={`c${x}`} className={styles.coordinate} aria-hidden="true">
        {columnName(x)}
      </span>,
    );
  for (let pos = 0; pos < game.width * game.height; pos++) {
    if (pos % game.width === 0)
      cells.push(
        <span key={`r${pos}`} className={styles.coordinate} aria-hidden="true">
          {pos / game.width + 1}
        </span>,
      );
    if (!game.isCell(pos)) {
      cells.push(<span key={pos} className={styles.hole} aria-hidden="true" />);
      continue;
    }
    const state = cellState(game.board[pos]);
    const name = cellName(game.width, pos);
    const canPlay = playableSet.has(pos);
    const description =
      state === 'black'
        ? i18n.t('reversi.cellBlack', { cell: name })
        : state === 'white'
          ? i18n.t('reversi.cellWhite', { cell: name })
          : canPlay
            ? i18n.t('reversi.cellPlayable', { cell: name })
            : i18n.t('reversi.cellEmpty', { cell: name });
    cells.push(
      <button
        key={pos}
        ref={(element) => {
          if (element) buttons.current.set(pos, element);
          else buttons.current.delete(pos);
        }}
        type="button"
        className={styles.cell}
        data-state={state}
        data-playable={canPlay || undefined}
        data-last={pos === lastPos || undefined}
        tabIndex={pos === current ? 0 : -1}
        aria-label={pos === lastPos ? `${description} ${t.lastMoveMark}` : description}
        // Not `disabled`: a disabled button leaves the roving focus; it just does nothing.
        aria-disabled={!canPlay}
        onFocus={() => setFocus(pos)}
        onClick={() => canPlay && onPlay?.(pos)}
      >
        {state !== 'empty' && <span className={styles.stone} aria-hidden="true" />}
      </button>,
    );
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of buttons laid out as the board; not a form fieldset.
    <div
      role="group"
      aria-label={label}
      className={styles.board}
      style={{ gridTemplateColumns: `1.6em repeat(${game.width}, minmax(0, 1fr))` }}
      onKeyDown={onKeyDown}
    >
      {cells}
    </div>
  );
}

/** A small, silent drawing of a board layout for the board picker. */
export function BoardPreview({ map }: { map: readonly string[] }) {
  const width = map[0]?.length ?? 0;
  return (
    <div
      className={styles.preview}
      aria-hidden="true"
      style={{ gridTemplateColumns: `repeat(${width}, 1fr)`, aspectRatio: `${width} / ${map.length}` }}
    >
      {[...map.join('')].map((c, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the cells of a fixed layout.
        <span key={i} data-cell={c === ' ' ? 'hole' : c === 'b' ? 'black' : c === 'w' ? 'white' : 'empty'} />
      ))}
    </div>
  );
}
