import { useCallback, useEffect, useRef } from 'react';
import { useAccountContext } from '@/accounts';
import { type LoadPage, NoteList, type NoteListHandle } from '@/features/timelines';
import { useI18n } from '@/i18n';
import { openVisitorStream, type VisitorStream } from '@/stream';

const PAGE_SIZE = 10;

/**
 * The local timeline as a visitor sees it: read without an account, and kept live over a
 * visitor stream (`@/stream`). Visitors have no account stream (that belongs to a signed-in
 * account), and Misskey lets an anonymous connection join `localTimeline` when the server's
 * policies for visitors allow it.
 *
 * A note posted after the first page was read but before the server joined the channel (or
 * while the connection was down) would never arrive: each time the connection opens, and once
 * the first page is in, the notes newer than the newest shown are asked for.
 */
export function LandingTimeline() {
  const i18n = useI18n();
  const { anonymousApi } = useAccountContext();
  const handle = useRef<NoteListHandle | null>(null);
  const live = useRef({ newest: undefined as string | undefined, loaded: false });
  const stream = useRef<VisitorStream | null>(null);

  const seen = useCallback((id: string | undefined) => {
    if (id && (!live.current.newest || id > live.current.newest)) live.current.newest = id;
  }, []);

  // `since` is the first page's newest when the page has just loaded: a note streamed meanwhile
  // may be newer than one that was missed before the channel was joined.
  const catchUp = useCallback(
    async (since = live.current.newest) => {
      if (!live.current.loaded || stream.current?.state !== 'connected') return;
      try {
        const notes = await anonymousApi.call('notes/local-timeline', { limit: PAGE_SIZE, sinceId: since });
        // Oldest first, as they would have arrived; the list ignores notes it already shows.
        for (const note of [...notes].sort((a, b) => (a.id < b.id ? -1 : 1))) {
          seen(note.id);
          handle.current?.add(note);
        }
      } catch {
        // A missed catch-up only leaves the list as it was; the next connection tries again.
      }
    },
    [anonymousApi, seen],
  );

  const load: LoadPage = useCallback(
    async (untilId) => {
      const notes = await anonymousApi.call('notes/local-timeline', { limit: PAGE_SIZE, untilId });
      if (untilId === undefined) {
        seen(notes[0]?.id);
        live.current.loaded = true;
        void catchUp(notes[0]?.id);
      }
      return { notes, cursor: notes[notes.length - 1]?.id, exhausted: notes.length === 0 };
    },
    [anonymousApi, catchUp, seen],
  );

  useEffect(() => {
    const opened = openVisitorStream(anonymousApi.origin);
    stream.current = opened;
    const channel = opened.connectChannel('localTimeline');
    channel.on('note', (note) => {
      seen(note.id);
      handle.current?.add(note);
    });
    const stopCatchingUp = opened.onOpen(() => void catchUp());
    return () => {
      stopCatchingUp();
      channel.dispose();
      opened.close();
      if (stream.current === opened) stream.current = null;
    };
  }, [anonymousApi.origin, catchUp, seen]);

  const onReady = useCallback((ready: NoteListHandle) => {
    handle.current = ready;
  }, []);

  return (
    <NoteList
      load={load}
      reloadKey="landing:local"
      label={i18n.ts.landing.previewLabel}
      emptyText={i18n.ts.landing.previewEmpty}
      onReady={onReady}
    />
  );
}
