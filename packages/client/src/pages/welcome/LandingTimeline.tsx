import * as Misskey from 'misskey-js';
import { useCallback, useEffect, useRef } from 'react';
import { useAccountContext } from '@/accounts';
import { type LoadPage, NoteList, type NoteListHandle } from '@/features/timelines';
import { useI18n } from '@/i18n';

const PAGE_SIZE = 10;

/**
 * The local timeline as a visitor sees it: read without an account, and kept live over a
 * connection of its own. Visitors have no account stream (that belongs to a signed-in
 * account), and Misskey lets an anonymous connection join `localTimeline` when the server's
 * policies for visitors allow it.
 */
export function LandingTimeline() {
  const i18n = useI18n();
  const { anonymousApi } = useAccountContext();
  const handle = useRef<NoteListHandle | null>(null);

  const load: LoadPage = useCallback(
    async (untilId) => {
      const notes = await anonymousApi.call('notes/local-timeline', { limit: PAGE_SIZE, untilId });
      return { notes, cursor: notes[notes.length - 1]?.id, exhausted: notes.length === 0 };
    },
    [anonymousApi],
  );

  useEffect(() => {
    const stream = new Misskey.Stream(anonymousApi.origin, null);
    // biome-ignore lint/correctness/useHookAtTopLevel: misskey-js's Stream.useChannel joins a channel, it is no React hook.
    const channel = stream.useChannel('localTimeline');
    channel.on('note', (note) => handle.current?.add(note));
    return () => {
      channel.dispose();
      stream.close();
    };
  }, [anonymousApi.origin]);

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
