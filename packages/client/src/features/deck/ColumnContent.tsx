import { lazy, type ReactNode, Suspense, useCallback } from 'react';
import { antennaSource } from '@/features/antennas';
import { channelSource } from '@/features/channels';
import { userListSource } from '@/features/lists';
import { NotificationList } from '@/features/notifications';
import { type NoteSource, Timeline } from '@/features/timelines';
import type { StackWidget } from '@/features/widgets';
import { useI18n } from '@/i18n';
import { type TimelineFilter, useSettingsStore } from '@/settings';
import { Button } from '@/ui';
import { playColumnSound } from './columnSound';
import styles from './Deck.module.css';
import { MentionsTimeline } from './MentionsTimeline';
import type { DeckColumn } from './model';

/**
 * The widgets' code stays a chunk of its own, as in the side column: a deck without a widget
 * column never loads it, and it does not move into the start-up files.
 */
const WidgetStack = lazy(() =>
  import('@/features/widgets').then((module) => ({ default: module.WidgetStack })),
);

/** A stored column's widgets as the stack takes them (Misskey's {id, name, data}); anything else is dropped. */
function widgetsOf(column: DeckColumn): StackWidget[] {
  return (column.widgets ?? [])
    .filter(
      (widget): widget is StackWidget =>
        typeof widget === 'object' &&
        widget !== null &&
        typeof (widget as StackWidget).id === 'string' &&
        typeof (widget as StackWidget).name === 'string',
    )
    .map((widget) => ({
      ...widget,
      data: typeof widget.data === 'object' && widget.data !== null ? widget.data : {},
    }));
}

const asStored = (widget: StackWidget) => widget;

function filterOf(column: DeckColumn): TimelineFilter {
  return {
    withReplies: column.withReplies ?? true,
    withRenotes: column.withRenotes ?? true,
    withSensitive: true,
    onlyFiles: column.onlyFiles ?? false,
    withCw: false,
  };
}

/** The note source of a column that follows something, or null until it is chosen. */
function sourceOf(column: DeckColumn): NoteSource | null {
  switch (column.type) {
    case 'list':
      return column.listId ? userListSource(column.listId) : null;
    case 'antenna':
      return column.antennaId ? antennaSource(column.antennaId) : null;
    case 'channel':
      return column.channelId ? channelSource(column.channelId) : null;
    case 'roleTimeline':
      // roles/notes, kept live by the roleTimeline channel (the role's public notes as posted).
      return column.roleId
        ? {
            endpoint: 'roles/notes',
            params: { roleId: column.roleId },
            channel: 'roleTimeline',
            channelParams: { roleId: column.roleId },
          }
        : null;
    default:
      return null;
  }
}

export interface ColumnContentProps {
  column: DeckColumn;
  /** The routed page, for the main column. */
  main: ReactNode;
  onChoose(): void;
  /** Changes the column's own settings (its notification filter). */
  onPatch(changes: Partial<DeckColumn>): void;
}

/** What a column shows: the page, a timeline, the notifications, or what to choose first. */
export function ColumnContent({ column, main, onChoose, onPatch }: ColumnContentProps) {
  const i18n = useI18n();
  const t = i18n.ts.deck;
  const settings = useSettingsStore();
  // The column's own sound for each new note (none by default), in place of the app's note sound.
  const soundSetting = column.soundSetting;
  const playSound = useCallback(
    () => void playColumnSound(settings, { soundSetting }),
    [settings, soundSetting],
  );
  switch (column.type) {
    case 'main':
      return <>{main}</>;
    case 'notifications':
      return (
        <NotificationList
          holdsPopups
          exclude={{
            types: column.excludeTypes ?? [],
            onChange: (types) => onPatch({ excludeTypes: types }),
          }}
        />
      );
    case 'widgets':
      return (
        <Suspense fallback={null}>
          <WidgetStack
            widgets={widgetsOf(column)}
            onChange={(widgets) => onPatch({ widgets })}
            create={asStored}
          />
        </Suspense>
      );
    case 'mentions':
    case 'direct':
      return <MentionsTimeline direct={column.type === 'direct'} />;
    case 'tl':
      return <Timeline src={column.tl ?? 'home'} filter={filterOf(column)} onNote={playSound} />;
    default: {
      const source = sourceOf(column);
      if (source) return <Timeline source={source} filter={filterOf(column)} onNote={playSound} />;
      const type = column.type as keyof typeof t.choose;
      return (
        <div className={styles.choose}>
          <p>{t.notChosen}</p>
          <Button onClick={onChoose}>{t.choose[type]}</Button>
        </div>
      );
    }
  }
}
