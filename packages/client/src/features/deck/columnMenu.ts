import type { I18n } from '@/i18n';
import type { MenuItem } from '@/ui';
import { isChoosable } from './chooseSource';
import { COLUMN_WIDTHS, type ColumnMove, DECK_TIMELINES, type DeckColumn, type DeckTimeline } from './model';

/** The types whose notes the renote, reply and file filters apply to. */
const FILTERED_TYPES: readonly DeckColumn['type'][] = ['tl', 'list', 'antenna', 'channel', 'roleTimeline'];

export interface ColumnMenuActions {
  choose(): void;
  /** Which account the column reads as; absent for the main column. */
  chooseAccount?(): void;
  setTimeline(tl: DeckTimeline): void;
  setFlag(flag: 'withRenotes' | 'withReplies' | 'onlyFiles', value: boolean): void;
  rename(): void;
  setWidth(width: number): void;
  toggleCollapsed(): void;
  move(move: ColumnMove): void;
  remove(): void;
}

/**
 * A column's menu: first its own settings (what it shows), then its name, width and collapse,
 * then the moves that can be made where it stands, and last removal. The moves are what a
 * keyboard user has instead of dragging.
 */
export function columnMenuItems(
  column: DeckColumn,
  moves: Record<ColumnMove, boolean>,
  i18n: I18n,
  actions: ColumnMenuActions,
  /** The timelines the server lets this account read (its policies). */
  timelines: readonly DeckTimeline[] = DECK_TIMELINES,
): MenuItem[] {
  const t = i18n.ts.deck;
  const own: MenuItem[] = [];
  if (column.type === 'tl') {
    own.push({
      type: 'radio',
      text: t.timeline,
      value: column.tl ?? 'home',
      options: timelines.map((tl) => ({ value: tl, text: t.timelines[tl] })),
      onChange: (value) => actions.setTimeline(value as DeckTimeline),
    });
  }
  if (isChoosable(column.type)) {
    own.push({ type: 'button', text: t.choose[column.type], action: actions.choose });
  }
  if (FILTERED_TYPES.includes(column.type)) {
    for (const flag of ['withRenotes', 'withReplies', 'onlyFiles'] as const) {
      const fallback = flag !== 'onlyFiles';
      own.push({
        type: 'switch',
        text: t[flag],
        checked: column[flag] ?? fallback,
        onChange: (checked) => actions.setFlag(flag, checked),
      });
    }
  }

  const moveItems: MenuItem[] = (
    [
      ['left', t.moveLeft],
      ['right', t.moveRight],
      ['up', t.moveUp],
      ['down', t.moveDown],
      ['stack', t.stack],
      ['pop', t.pop],
    ] as const
  )
    .filter(([move]) => moves[move])
    .map(([move, text]) => ({ type: 'button', text, action: () => actions.move(move) }));

  const widths = new Set<number>([...COLUMN_WIDTHS, column.width]);
  return [
    ...own,
    ...(own.length > 0 ? [{ type: 'divider' } as const] : []),
    ...(actions.chooseAccount
      ? [{ type: 'button', text: t.readAs, action: actions.chooseAccount } as const]
      : []),
    { type: 'button', text: t.rename, action: actions.rename },
    {
      type: 'radio',
      text: t.width,
      value: String(column.width),
      options: [...widths]
        .sort((a, b) => a - b)
        .map((px) => ({ value: String(px), text: i18n.t('deck.widthPx', { px }) })),
      onChange: (value) => actions.setWidth(Number(value)),
    },
    {
      type: 'button',
      text: column.active === false ? t.expand : t.collapse,
      action: actions.toggleCollapsed,
    },
    ...(moveItems.length > 0 ? [{ type: 'divider' } as const, ...moveItems] : []),
    { type: 'divider' },
    { type: 'button', text: t.remove, danger: true, action: actions.remove },
  ];
}
