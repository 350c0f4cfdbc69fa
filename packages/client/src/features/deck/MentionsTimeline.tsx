import type * as Misskey from 'misskey-js';
import { useCallback, useRef } from 'react';
import { useAccountContext } from '@/accounts';
import { type LoadPage, NoteList, type NoteListHandle } from '@/features/timelines';
import { useI18n } from '@/i18n';
import { useMainChannelEvent } from '@/stream';

const PAGE_SIZE = 20;

/**
 * Notes that mention the account (`notes/mentions`), or only the direct ones (specified
 * visibility). They have no timeline channel of their own: new ones come as the main
 * channel's `mention` event, as in Misskey.
 */
export function MentionsTimeline({ direct }: { direct: boolean }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const handle = useRef<NoteListHandle | null>(null);

  const load: LoadPage = useCallback(
    async (untilId, sinceId) => {
      let notes = await api.call('notes/mentions', {
        limit: PAGE_SIZE,
        untilId,
        sinceId,
        ...(direct ? { visibility: 'specified' } : {}),
      });
      // As the timelines do: a sinceId page oldest first, so its cursor (the last) is its newest.
      if (sinceId !== undefined) notes = [...notes].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
      return { notes, cursor: notes[notes.length - 1]?.id, exhausted: notes.length === 0 };
    },
    [api, direct],
  );

  useMainChannelEvent('mention', (note: Misskey.entities.Note) => {
    if (!direct || note.visibility === 'specified') handle.current?.add(note);
  });

  const onReady = useCallback((ready: NoteListHandle) => {
    handle.current = ready;
  }, []);

  return (
    <NoteList
      load={load}
      reloadKey={direct ? 'direct' : 'mentions'}
      label={i18n.ts.timelines.listLabel}
      emptyText={i18n.ts.timelines.empty}
      onReady={onReady}
    />
  );
}
