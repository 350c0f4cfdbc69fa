import {
  BUILT_IN_SOUNDS,
  builtInSoundKey,
  DRIVE_FILE_SOUND,
  type StoredSound,
} from '@/features/sounds/engine';
import type { I18n } from '@/i18n';
import type { MenuItem } from '@/ui';
import { isChoosable } from './chooseSource';
import { COLUMN_SOUND_VOLUMES, columnSoundOf, hasColumnSound } from './columnSound';
import { COLUMN_WIDTHS, type ColumnMove, DECK_TIMELINES, type DeckColumn, type DeckTimeline } from './model';

/** The types whose notes the renote, reply and file filters apply to. */
const FILTERED_TYPES: readonly DeckColumn['type'][] = ['tl', 'list', 'antenna', 'channel', 'roleTimeline'];

export interface ColumnMenuActions {
  choose(): void;
  /** Which account the column reads as; absent for the main column. */
  chooseAccount?(): void;
  setTimeline(tl: DeckTimeline): void;
  setFlag(flag: 'withRenotes' | 'withReplies' | 'onlyFiles', value: boolean): void;
  /** The column's own sound for new notes (Misskey's `soundSetting`). */
  setSound(sound: StoredSound): void;
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

  if (hasColumnSound(column.type)) own.push(...soundItems(column, i18n, actions));

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

/** The column's sound (none, one of ours, or the drive file Misskey Web set) and its volume. */
function soundItems(column: DeckColumn, i18n: I18n, actions: ColumnMenuActions): MenuItem[] {
  const sound = columnSoundOf(column);
  const names = i18n.ts.soundSettings;
  const percent = new Intl.NumberFormat(i18n.lang, { style: 'percent' });
  const volumes = new Set<number>([...COLUMN_SOUND_VOLUMES, sound.volume]);
  return [
    {
      type: 'radio',
      text: i18n.ts.deck.sound,
      value: sound.type ?? '',
      options: [
        { value: '', text: names.none },
        ...BUILT_IN_SOUNDS.map((id) => ({ value: id, text: names.builtIn[builtInSoundKey(id)] })),
        ...(sound.type === DRIVE_FILE_SOUND
          ? [{ value: DRIVE_FILE_SOUND, text: names.driveFileChosen }]
          : []),
      ],
      onChange: (value) => {
        // Choosing the drive file again keeps it; anything else is a sound of ours (or none).
        if (value !== DRIVE_FILE_SOUND)
          actions.setSound({ type: value === '' ? null : value, volume: sound.volume });
      },
    },
    {
      type: 'radio',
      text: i18n.ts.deck.soundVolume,
      value: String(sound.volume),
      options: [...volumes]
        .sort((a, b) => a - b)
        .map((volume) => ({ value: String(volume), text: percent.format(volume) })),
      onChange: (value) => actions.setSound({ ...sound, volume: Number(value) }),
    },
  ];
}
