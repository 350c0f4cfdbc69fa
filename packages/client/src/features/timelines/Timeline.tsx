import type * as Misskey from 'misskey-js';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useAccountContext, useAccountId } from '@/accounts';
import { soundFor } from '@/features/sounds/bus';
import { useI18n } from '@/i18n';
import { type TimelineFilter, useSetting } from '@/settings';
import { useCatchUpOnReconnect } from '@/stream';
import { PAGE_SIZE, sourcePageRequest, takePrefetchedPage } from './firstPage';
import { type LoadPage, NoteList, type NoteListHandle } from './NoteList';
import { positionKey } from './readingPosition';
import { readNewer } from './readNewer';
import { type NoteSource, passesFilter, type TimelineTab } from './sources';
import { useTimelineChannel } from './useTimelineChannel';

const RefreshBar = lazy(() => import('./RefreshBar'));

const DEFAULT_FILTER: TimelineFilter = {
  withReplies: true,
  withRenotes: true,
  withSensitive: true,
  onlyFiles: false,
  withCw: false,
};

export interface TimelineProps {
  /** One of the four tabs, or "user" (with userId); ignored when `source` is given. */
  src?: TimelineTab | 'user';
  /** Any other note source: a list, an antenna, a channel. */
  source?: NoteSource;
  /** For src "user". */
  userId?: string;
  withReplies?: boolean;
  withFiles?: boolean;
  filter?: TimelineFilter;
  label?: string;
  /**
   * Called for each note that arrives live, in place of the app's note sound: a deck column plays
   * its own sound instead, as Misskey's columns do.
   */
  onNote?(note: Misskey.entities.Note): void;
}

/**
 * A live timeline: one of the four sources (streamed), a user's notes (`users/notes`), or any
 * other note source with its streaming channel.
 */
export function Timeline({
  src = 'home',
  source,
  userId,
  withReplies,
  withFiles,
  filter = DEFAULT_FILTER,
  label,
  onNote,
}: TimelineProps) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const accountId = useAccountId();
  const handle = useRef<NoteListHandle | null>(null);
  const filterKey = JSON.stringify(filter);
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for filter's content.
  const effectiveFilter = useMemo(() => filter, [filterKey]);
  const sourceKey = source ? JSON.stringify(source) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: sourceKey stands for source's content.
  const stableSource = useMemo(() => source, [sourceKey]);
  // disableStreamingTimeline: no channel is joined; new notes come by the Refresh button,
  // asked for after the newest note the list has read.
  const [noStreaming] = useSetting('disableStreamingTimeline');
  const newest = useRef<string | undefined>(undefined);
  // Bumped by a Refresh while the list has no note to read after: it starts over instead.
  const [round, setRound] = useState(0);

  const load: LoadPage = useCallback(
    async (untilId, sinceId) => {
      let notes: Misskey.entities.Note[];
      if (stableSource) {
        notes = (await api.call(stableSource.endpoint, {
          ...stableSource.params,
          limit: PAGE_SIZE,
          untilId,
          sinceId,
        } as never)) as Misskey.entities.Note[];
      } else if (src === 'user') {
        notes = await api.call('users/notes', {
          userId: userId ?? '',
          limit: PAGE_SIZE,
          untilId,
          withReplies: withReplies ?? false,
          withFiles: withFiles ?? false,
          withRenotes: !withFiles,
        });
      } else {
        const request = sourcePageRequest(src, effectiveFilter, untilId, sinceId);
        const early = await takePrefetchedPage(api, request);
        notes =
          early ?? ((await api.call(request.endpoint, request.params as never)) as Misskey.entities.Note[]);
      }
      // A sinceId page may come oldest first (Misskey) or not: its cursor is its newest note.
      if (sinceId !== undefined) notes = [...notes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      if (untilId === undefined) {
        const top = sinceId === undefined ? notes[0]?.id : notes[notes.length - 1]?.id;
        if (sinceId === undefined) newest.current = top;
        else if (top && (!newest.current || top > newest.current)) newest.current = top;
      }
      const kept =
        src === 'user' && !stableSource ? notes : notes.filter((note) => passesFilter(note, effectiveFilter));
      // The cursor is the page's oldest note, even when the client filtered it out.
      return { notes: kept, cursor: notes[notes.length - 1]?.id, exhausted: notes.length === 0 };
    },
    [api, src, stableSource, userId, withReplies, withFiles, effectiveFilter],
  );

  const channel = stableSource ?? (src === 'user' ? null : src);
  const streams = channel !== null && (typeof channel === 'string' || Boolean(channel.channel));
  useTimelineChannel(noStreaming ? null : channel, (note) => {
    if (!passesFilter(note, effectiveFilter)) return;
    newest.current = !newest.current || note.id > newest.current ? note.id : newest.current;
    handle.current?.add(note);
    if (onNote) onNote(note);
    else soundFor(note.userId === accountId ? 'noteMy' : 'note');
  });

  useCatchUpOnReconnect(streams && !noStreaming, () => {
    // Quietly: a burst of note sounds for notes that came late would say nothing new.
    readNewer(load, newest, (note) => handle.current?.add(note)).catch(() => {
      // The list stays as it was; the next reconnection (or a reload) reads them again.
    });
  });

  const onReady = useCallback((ready: NoteListHandle) => {
    handle.current = ready;
  }, []);

  const list = (
    <NoteList
      load={load}
      reloadKey={`${src}:${sourceKey}:${userId ?? ''}:${withReplies ?? ''}:${withFiles ?? ''}:${filterKey}:${round}`}
      label={label ?? i18n.ts.timelines.listLabel}
      emptyText={i18n.ts.timelines.empty}
      onReady={onReady}
      keepMutedAuthors={src === 'user'}
      withAds={src !== 'user'}
      positionKey={
        accountId && (stableSource || src !== 'user')
          ? positionKey(api.origin, accountId, sourceKey || src)
          : undefined
      }
    />
  );
  if (!noStreaming || !streams) return list;
  return (
    <>
      <Suspense fallback={null}>
        <RefreshBar
          load={load}
          newest={newest}
          add={(note) => handle.current?.add(note)}
          restart={() => setRound((value) => value + 1)}
        />
      </Suspense>
      {list}
    </>
  );
}
