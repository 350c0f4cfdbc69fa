import { IconArrowUp } from '@tabler/icons-react';
import type * as Misskey from 'misskey-js';
import {
  type ComponentType,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Virtuoso } from 'react-virtuoso';
import { describeApiError } from '@/api';
import { AdSlot } from '@/features/ads';
import { isNoteHidden, NoteMutesScope, useAccountNoteMutes, useRelationVersion } from '@/features/mutes';
import { useNoteStore } from '@/features/notes';
import { useI18n } from '@/i18n';
import { useInstance } from '@/instance';
import { useSetting } from '@/settings';
import { Button, Notice } from '@/ui';
import { ArrivalBatch } from './arrivalBatch';
import { MountQueue } from './mountQueue';
import { type FooterContext, type ListStatus, VirtualListFooter } from './NoteListFooter';
import { createItemBuilder, type ItemBuilder, NoteListItem } from './NoteListItem';
import { loadAround } from './restorePosition';
import styles from './Timeline.module.css';
import {
  appendNotes,
  emptyTimeline,
  keepNotes,
  prependNotes,
  reachTop,
  releaseHeld,
  removeNote,
  restoredTimeline,
  type TimelineState,
} from './timelineState';
import { useReadingPosition } from './useReadingPosition';
import { scrollParentOf, useScrollAnchor } from './useScrollAnchor';

/**
 * Loads one page, newest first; `untilId` is the cursor of the last page's oldest entry.
 * `exhausted` says the server has nothing older; without it, an empty page means that (a
 * page the client filtered down to nothing is not the end, so filtering loaders set it).
 * Loaders of timelines that remember the reading position also take `sinceId` (the notes
 * after it, oldest first, as Misskey answers); their cursor is then the page's newest note.
 */
export type LoadPage = (
  untilId: string | undefined,
  sinceId?: string,
) => Promise<{ notes: Misskey.entities.Note[]; cursor?: string; exhausted?: boolean }>;

export interface NoteListHandle {
  /** Puts a streamed note on top (without moving the reader). */
  add(note: Misskey.entities.Note): void;
  remove(id: string): void;
}

export interface NoteListProps {
  load: LoadPage;
  /** Changes to this restart the list from the newest page (source, filters). */
  reloadKey: string;
  label: string;
  emptyText: string;
  /** Receives add/remove for live updates. */
  onReady?(handle: NoteListHandle): void;
  /**
   * Keep the notes of people muted or blocked in this tab (a profile's own notes: muting
   * someone from their profile should not empty it). Hard word mutes apply regardless.
   */
  keepMutedAuthors?: boolean;
  /**
   * Where this timeline's reading position is kept (readingPosition.ts), for the timelines
   * that open where the reader left off; without it the list always opens at the newest.
   */
  positionKey?: string;
  /** A line drawn above each note (a profile's reactions tab: the reaction given). */
  aboveNote?: ComponentType<{ noteId: string }>;
  /** An ad after every `notesPerOneAd` notes (the server's meta), as Misskey's timelines. */
  withAds?: boolean;
}

/**
 * Notes built beyond the viewport while reading, so a wheel step finds the next one laid out
 * and its pictures loading. A jump (End, a dragged scrollbar, a fast fling) builds the whole
 * window in one task, so every extra pixel costs frames: with 400/800 px the bench's scroll
 * had its longest task at 120 ms and 195 tasks over 50 ms, with these 84-100 ms and 18-29.
 */
const READING_MARGINS = { top: 100, bottom: 300 };
const FIRST_FRAME_MARGINS = { top: 0, bottom: 0 };
/** How long after a scroll event the list still counts as scrolling (notes then queue). */
const SCROLLING_MS = 200;
/** The same object every render: Virtuoso remounts a component whose type changes. */
const LIST_COMPONENTS = { Footer: VirtualListFooter };

/**
 * A virtualized list of notes (react-virtuoso over the window scroll, so the DOM stays small
 * however long the session), newest on top, older pages loaded when the end comes into view.
 */
export function NoteList({
  load,
  reloadKey,
  label,
  emptyText,
  onReady,
  keepMutedAuthors = false,
  aboveNote,
  positionKey,
  withAds = false,
}: NoteListProps) {
  const i18n = useI18n();
  const { meta } = useInstance();
  const adEvery = withAds && meta && meta.ads.length > 0 ? meta.notesPerOneAd : 0;
  const [gapBetweenNotes] = useSetting('showGapBetweenNotesInTimeline');
  const [infiniteScroll] = useSetting('enableInfiniteScroll');
  const [state, setState] = useState<TimelineState>(emptyTimeline);
  const [status, setStatus] = useState<ListStatus>('loading');
  const store = useNoteStore();
  const cursor = useRef<string | undefined>(undefined);
  const atTop = useRef(true);
  const [showNewButton, setShowNewButton] = useState(false);
  const box = useRef<HTMLElement | null>(null);
  const [scrollParent, setScrollParent] = useState<HTMLElement | null | undefined>(undefined);
  const generation = useRef(0);
  const arrivalsRef = useRef<ArrivalBatch | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  const ids = useRef(state.ids);
  ids.current = state.ids;
  const position = useReadingPosition(positionKey);
  const stateHeld = useRef(false);
  stateHeld.current = state.held === true;

  // Hard word mutes, and authors muted or blocked in this tab, never show: not in a page, not
  // live, and when the mute comes after the note, the note leaves the list at once.
  const mutes = useAccountNoteMutes();
  const relationVersion = useRelationVersion();
  const hidden = useRef<(note: Misskey.entities.Note) => boolean>(() => false);
  hidden.current = (note) => isNoteHidden(note, mutes, !keepMutedAuthors);
  // biome-ignore lint/correctness/useExhaustiveDependencies: relationVersion is the trigger.
  useEffect(() => {
    setState((previous) =>
      keepNotes(previous, (id) => {
        const note = store.get(id);
        return !note || !hidden.current(note);
      }),
    );
  }, [mutes, relationVersion, store, keepMutedAuthors]);

  // Notes that come into range while the reader scrolls down are built one task at a time
  // (NoteListItem). The scroll is noticed in the capture phase, before the virtual list's own
  // scroll listener renders the new rows. Scrolling up is left alone: rows above the reader
  // that change height make the list correct the scroll offset, which stops a smooth scroll.
  const lastScrollDown = useRef(Number.NEGATIVE_INFINITY);
  const builder = useMemo<ItemBuilder>(
    () =>
      createItemBuilder(new MountQueue(), () => performance.now() - lastScrollDown.current < SCROLLING_MS),
    [],
  );
  useEffect(() => () => builder.sizes?.disconnect(), [builder]);

  // The loader reads the status through a ref: Virtuoso may call an `endReached` from an
  // earlier render, whose closure would still see 'loadingMore' and never load again.
  const statusRef = useRef<ListStatus>('loading');
  const changeStatus = useCallback((next: ListStatus) => {
    statusRef.current = next;
    setStatus(next);
  }, []);

  const loadPage = useCallback(
    function loadPage(first: boolean, restoreAt?: string) {
      const mine = generation.current;
      changeStatus(first ? 'loading' : 'loadingMore');
      if (restoreAt) {
        // Opened where the reader left off, or at the top when that note is gone.
        loadAround(loadRef.current, restoreAt).then(
          (restored) => {
            if (generation.current !== mine) return;
            if (!restored) return loadPage(true);
            store.put([...restored.older, ...restored.newer]);
            cursor.current = restored.cursor;
            const visible = (notes: Misskey.entities.Note[]) =>
              notes.filter((note) => !hidden.current(note)).map((note) => note.id);
            setState(restoredTimeline(visible(restored.older), visible(restored.newer), restored.more));
            changeStatus(restored.exhausted ? 'end' : 'idle');
          },
          () => {
            if (generation.current === mine) loadPage(true);
          },
        );
        return;
      }
      loadRef.current(first ? undefined : cursor.current).then(
        ({ notes: page, cursor: next, exhausted }) => {
          if (generation.current !== mine) return;
          store.put(page);
          const before = cursor.current;
          cursor.current = next ?? page[page.length - 1]?.id ?? cursor.current;
          const pageIds = page.filter((note) => !hidden.current(note)).map((note) => note.id);
          const known = new Set(ids.current);
          const grew = pageIds.some((id) => !known.has(id));
          setState((previous) => appendNotes(previous, pageIds));
          // A cursor that does not move would ask for the same page forever.
          const stuck = !first && !grew && cursor.current === before;
          const ended = (exhausted ?? page.length === 0) || stuck;
          changeStatus(ended ? 'end' : 'idle');
          // A page that adds no row (notes that came live meanwhile, or all filtered out)
          // gives Virtuoso no new end to report: go on to the next page at once.
          if (!ended && !grew) loadPage(false);
        },
        (error: unknown) => {
          if (generation.current !== mine) return;
          changeStatus({ error: describeApiError(error, i18n).text });
        },
      );
    },
    [i18n, store, changeStatus],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the trigger to start over.
  useEffect(() => {
    generation.current += 1;
    cursor.current = undefined;
    arrivalsRef.current?.clear();
    setState(emptyTimeline());
    loadPage(true, position.saved());
  }, [reloadKey, loadPage]);

  useEffect(() => {
    const arrivals = new ArrivalBatch((newest) =>
      setState((previous) => prependNotes(previous, newest, atTop.current)),
    );
    arrivalsRef.current = arrivals;
    onReady?.({
      add: (note) => {
        if (hidden.current(note)) return;
        store.put(note);
        arrivals.add(note.id);
      },
      remove: (id) => {
        if (!arrivals.remove(id)) setState((previous) => removeNote(previous, id));
      },
    });
    return () => arrivals.clear();
  }, [onReady, store]);

  useEffect(() => {
    setShowNewButton(state.unseen > 0 && (!atTop.current || state.held === true));
  }, [state.unseen, state.held]);

  const loadMore = useCallback(() => {
    if (statusRef.current === 'idle' && ids.current.length > 0) loadPage(false);
  }, [loadPage]);
  const retryMore = useCallback(() => loadPage(false), [loadPage]);
  const footer = useMemo<FooterContext>(
    () => ({ status, onLoadMore: loadMore, onRetry: retryMore }),
    [status, loadMore, retryMore],
  );

  useLayoutEffect(() => {
    if (scrollParent === undefined && box.current) setScrollParent(scrollParentOf(box.current));
  });

  useEffect(() => {
    if (scrollParent === undefined) return;
    const scroller = scrollParent ?? document;
    const offset = () => (scrollParent ?? document.scrollingElement ?? document.documentElement).scrollTop;
    let last = offset();
    const mark = (event: Event) => {
      if (event.target !== scroller) return;
      const now = offset();
      if (now > last) lastScrollDown.current = performance.now();
      last = now;
    };
    window.addEventListener('scroll', mark, { capture: true, passive: true });
    return () => window.removeEventListener('scroll', mark, { capture: true });
  }, [scrollParent]);

  const virtuoso = useScrollAnchor({ box, scrollParent, ids, position });

  // The first notes on screen are painted before the ones below the fold are built: with the
  // reading margins the first frame built 10 notes where 4 were on screen: about 100 ms of an
  // unthrottled cold start in back-to-back runs (docs/performance.md).
  const [margins, setMargins] = useState(FIRST_FRAME_MARGINS);
  const widenLater = useRef<{ frame: number; timer?: ReturnType<typeof setTimeout> } | null>(null);
  const onItemsRendered = (items: readonly unknown[]) => {
    if (items.length === 0 || widenLater.current !== null) return;
    // The next frame paints what was just rendered; the timer runs after that paint.
    const pending: { frame: number; timer?: ReturnType<typeof setTimeout> } = {
      frame: requestAnimationFrame(() => {
        pending.timer = setTimeout(() => setMargins(READING_MARGINS), 0);
      }),
    };
    widenLater.current = pending;
  };
  useEffect(
    () => () => {
      if (!widenLater.current) return;
      cancelAnimationFrame(widenLater.current.frame);
      clearTimeout(widenLater.current.timer);
    },
    [],
  );

  const scrollToTop = () => {
    setShowNewButton(false);
    if (state.held) {
      // Opened at a remembered note: the newer notes go on top, or, when there were more
      // than were counted, the list starts over from the newest.
      if (state.more) {
        generation.current += 1;
        cursor.current = undefined;
        setState(emptyTimeline());
        loadPage(true);
      } else {
        setState(releaseHeld);
        // Already at the top, nothing scrolls: the newest note is now the one being read.
        const newest = state.pending[0] ?? state.ids[0];
        if (newest) position.note(newest);
      }
      (scrollParent ?? window).scrollTo({ top: 0 });
      return;
    }
    // Reaching the top shows the held notes (atTopStateChange below).
    (scrollParent ?? window).scrollTo({ top: 0, behavior: 'smooth' });
  };
  const newNotesLabel = !state.held
    ? i18n.ts.timelines.newNotes
    : state.more
      ? i18n.t('timelines.moreNewNotes', { counted: state.unseen })
      : i18n.t('timelines.newNotesCount', { n: state.unseen });

  if (status === 'loading' && state.ids.length === 0) {
    return (
      <p className={styles.muted} role="status">
        {i18n.ts.loading}
      </p>
    );
  }
  if (typeof status === 'object' && state.ids.length === 0) {
    return (
      <div className={styles.stateBox}>
        <Notice tone="error">{status.error}</Notice>
        <Button onClick={() => loadPage(true)}>{i18n.ts.timelines.retry}</Button>
      </div>
    );
  }
  if (state.ids.length === 0) {
    return (
      <p className={styles.empty} role="status">
        {emptyText}
      </p>
    );
  }

  return (
    <section className={styles.list} aria-label={label} ref={box} data-gap={gapBetweenNotes || undefined}>
      <NoteMutesScope mutes={mutes}>
        {showNewButton && (
          <div className={styles.newNotesBar}>
            <Button variant="primary" size="small" onClick={scrollToTop}>
              <IconArrowUp size={16} aria-hidden="true" />
              {newNotesLabel}
            </Button>
          </div>
        )}
        {scrollParent !== undefined && (
          <Virtuoso
            ref={virtuoso}
            {...(scrollParent ? { customScrollParent: scrollParent } : { useWindowScroll: true })}
            data={state.ids}
            computeItemKey={(_, id) => id}
            increaseViewportBy={margins}
            itemsRendered={margins === READING_MARGINS ? undefined : onItemsRendered}
            atTopStateChange={(top) => {
              // Hidden behind another page, the window's scroll is not this list's.
              if (box.current?.closest('[hidden]')) return;
              atTop.current = top;
              if (top) {
                setState(reachTop);
                setShowNewButton((shown) => shown && stateHeld.current);
              }
            }}
            endReached={infiniteScroll ? loadMore : undefined}
            itemContent={(index, id) => (
              <>
                <NoteListItem id={id} builder={builder} above={aboveNote} />
                {adEvery > 0 && (index + 1) % adEvery === 0 && (
                  <AdSlot where="timeline" slot={`${reloadKey}:${(index + 1) / adEvery}`} />
                )}
              </>
            )}
            context={footer}
            components={LIST_COMPONENTS}
          />
        )}
      </NoteMutesScope>
    </section>
  );
}
