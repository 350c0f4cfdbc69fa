import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { isApiError } from '@/api';
import { type LoadPage, NoteList } from '@/features/timelines';
import { useI18n } from '@/i18n';
import { Notice } from '@/ui';
import { ChannelFilter } from './ChannelFilter';
import styles from './SearchPage.module.css';
import { noteHostOf, type SearchState } from './search';

/** Misskey's notes/search refusal when the `canSearchNotes` policy is off. */
const SEARCH_UNAVAILABLE_ID = '0b44998d-77aa-4427-80d0-d2c9b8523011';

type Author = { kind: 'none' } | { kind: 'resolving' } | { kind: 'found'; id: string } | { kind: 'missing' };

/**
 * The notes tab: `notes/search` in the same virtualized list as the timelines, paged by
 * untilId. An author given by username is looked up first, since the endpoint takes an id.
 * A channel given in the URL narrows the search to it (`channelId`), and says so.
 */
export function NoteResults({ state }: { state: SearchState }) {
  const i18n = useI18n();
  const { api, account } = useAccountContext();
  const [author, setAuthor] = useState<Author>({ kind: 'none' });
  const [unavailable, setUnavailable] = useState(account?.policies?.canSearchNotes === false);
  const { userId, username, host, query, channel } = state;

  useEffect(() => {
    if (userId !== '') return setAuthor({ kind: 'found', id: userId });
    if (username === '') return setAuthor({ kind: 'none' });
    let live = true;
    setAuthor({ kind: 'resolving' });
    api.call('users/show', { username, host: host === '' ? null : host }).then(
      (user) => live && setAuthor({ kind: 'found', id: user.id }),
      () => live && setAuthor({ kind: 'missing' }),
    );
    return () => {
      live = false;
    };
  }, [api, userId, username, host]);

  const authorId = author.kind === 'found' ? author.id : null;
  const noteHost = noteHostOf(state);
  const load: LoadPage = useCallback(
    async (untilId) => {
      try {
        const notes = await api.call('notes/search', {
          query,
          userId: authorId,
          host: noteHost,
          channelId: channel === '' ? null : channel,
          limit: 20,
          untilId,
        });
        return { notes };
      } catch (error) {
        if (isApiError(error) && error.id === SEARCH_UNAVAILABLE_ID) {
          setUnavailable(true);
          return { notes: [], exhausted: true };
        }
        throw error;
      }
    },
    [api, query, authorId, noteHost, channel],
  );

  if (unavailable) return <Notice tone="info">{i18n.ts.searchPage.notesUnavailable}</Notice>;
  if (author.kind === 'missing') {
    return <Notice tone="error">{i18n.t('searchPage.userNotFound', { user: `@${username}` })}</Notice>;
  }
  if (author.kind === 'resolving') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  return (
    <>
      {channel !== '' && <ChannelFilter state={state} />}
      <NoteList
        load={load}
        reloadKey={`search:${query}:${authorId ?? ''}:${noteHost ?? ''}:${channel}`}
        label={i18n.t('searchPage.notesResults', { query })}
        emptyText={i18n.ts.searchPage.noNotes}
      />
    </>
  );
}
