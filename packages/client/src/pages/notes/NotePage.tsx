import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { NoteDetailed, NoteView, useNoteStore } from '@/features/notes';
import { ReactionList } from '@/features/notes/ReactionsBar';
import { useI18n } from '@/i18n';
import { Link, type RouteProps } from '@/router';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import styles from './NotePage.module.css';

type Note = Misskey.entities.Note;

export const NOTE_TABS = ['replies', 'renotes', 'reactions'] as const;
export type NoteTab = (typeof NOTE_TABS)[number];

export function noteTabOf(value: string | undefined): NoteTab {
  return (NOTE_TABS as readonly string[]).includes(value ?? '') ? (value as NoteTab) : 'replies';
}

type State =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; note: Note; conversation: string[]; replies: string[]; renotes: Note[] };

/** /notes/{noteId}/{initialTab?}: the conversation above, the note, and tabs for replies, renotes and reactions. */
export function NotePage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const store = useNoteStore();
  const noteId = params.noteId ?? '';
  const tab = noteTabOf(params.initialTab);
  const [state, setState] = useState<State>({ kind: 'loading' });

  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    let note: Note;
    try {
      note = await api.call('notes/show', { noteId });
    } catch (error) {
      const code = (error as { code?: string })?.code;
      if (code === 'NO_SUCH_NOTE' || code === 'NOTE_NOT_FOUND') setState({ kind: 'notFound' });
      else setState({ kind: 'failed', message: describeApiError(error, i18n).text });
      return;
    }
    store.put(note);
    const [conversation, replies, renotes] = await Promise.all([
      note.replyId
        ? api.call('notes/conversation', { noteId, limit: 30 }).catch(() => [])
        : Promise.resolve([]),
      api.call('notes/children', { noteId, limit: 30 }).catch(() => []),
      api.call('notes/renotes', { noteId, limit: 30 }).catch(() => []),
    ]);
    store.put([...conversation, ...replies, ...renotes]);
    setState({
      kind: 'ready',
      note,
      // notes/conversation answers nearest parent first; the page reads top-down.
      conversation: conversation.map((entry) => entry.id).reverse(),
      replies: replies.map((entry) => entry.id),
      renotes,
    });
  }, [api, noteId, store, i18n]);

  useEffect(() => {
    void load();
  }, [load]);

  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.notes.loading}</p>;
  if (state.kind === 'notFound') {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>{i18n.ts.notes.noteNotFound}</h1>
        <p className={styles.muted}>{i18n.ts.notes.noteNotFoundText}</p>
      </div>
    );
  }
  if (state.kind === 'failed') {
    return (
      <div className={styles.center} role="alert">
        <p>{state.message}</p>
      </div>
    );
  }
  const base = `/notes/${noteId}`;
  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{i18n.ts.notes.notePage}</h1>
      {state.conversation.length > 0 && (
        <section aria-label={i18n.ts.notes.conversation} className={styles.conversation}>
          {state.conversation.map((id) => (
            <NoteView key={id} noteId={id} withParent={false} />
          ))}
        </section>
      )}
      <div className={styles.main}>
        <NoteDetailed noteId={noteId} />
      </div>
      <nav aria-label={i18n.ts.notes.notePage} className={styles.tabs}>
        {NOTE_TABS.map((name) => (
          <Link
            key={name}
            to={name === 'replies' ? base : `${base}/${name}`}
            className={styles.tab}
            aria-current={name === tab ? 'page' : undefined}
          >
            {i18n.ts.notes[name]}
          </Link>
        ))}
      </nav>
      {tab === 'replies' && (
        <section aria-label={i18n.ts.notes.replies}>
          {state.replies.length === 0 ? (
            <p className={styles.empty}>{i18n.ts.notes.noReplies}</p>
          ) : (
            state.replies.map((id) => <NoteView key={id} noteId={id} withParent={false} />)
          )}
        </section>
      )}
      {tab === 'renotes' && (
        <section aria-label={i18n.ts.notes.renotes}>
          {state.renotes.length === 0 ? (
            <p className={styles.empty}>{i18n.ts.notes.noRenotes}</p>
          ) : (
            <ul className={styles.users}>
              {state.renotes.map((renote) => (
                <li key={renote.id} className={styles.user}>
                  <UserAvatar user={renote.user} size={28} />
                  <Link
                    to={
                      renote.user.host
                        ? `/@${renote.user.username}@${renote.user.host}`
                        : `/@${renote.user.username}`
                    }
                  >
                    <UserName user={renote.user} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {tab === 'reactions' && (
        <section aria-label={i18n.ts.notes.reactions} className={styles.padded}>
          <ReactionList api={api} note={state.note} />
        </section>
      )}
    </div>
  );
}
