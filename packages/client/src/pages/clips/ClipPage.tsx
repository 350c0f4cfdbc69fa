import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { callAfterConfirm, describeApiError, isApiError, openApiErrorDialog } from '@/api';
import { forgetClipNotes, onClipNoteChange, openClipEditor, rememberClipNotes } from '@/features/clips';
import { type LoadPage, NoteList, type NoteListHandle } from '@/features/timelines';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps, useNavigate } from '@/router';
import { Button, useModals, useToast } from '@/ui';
import own from './ClipPage.module.css';

type Clip = Misskey.entities.Clip;
type State =
  | { kind: 'loading' }
  | { kind: 'notFound' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; clip: Clip };

/** /clips/{clipId}: the clip's name, owner and description, its actions, and its notes. */
export function ClipPage({ params }: { params: RouteProps }) {
  const i18n = useI18n();
  const t = i18n.ts.clips;
  const { api, account } = useAccountContext();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const clipId = params.clipId ?? '';
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    let live = true;
    setState({ kind: 'loading' });
    api
      .call('clips/show', { clipId })
      .then((clip) => live && setState({ kind: 'ready', clip }))
      .catch((error) => {
        if (!live) return;
        if (isApiError(error) && error.code === 'NO_SUCH_CLIP') setState({ kind: 'notFound' });
        else setState({ kind: 'failed', message: describeApiError(error, i18n).text });
      });
    return () => {
      live = false;
    };
  }, [api, clipId, i18n]);

  // Older pages load as the reader scrolls, each after the last note shown (untilId).
  const loadNotes: LoadPage = useCallback(
    async (untilId) => {
      const notes = await api.call('clips/notes', { clipId, limit: 20, untilId });
      rememberClipNotes(
        clipId,
        notes.map((note) => note.id),
      );
      return { notes, cursor: notes[notes.length - 1]?.id };
    },
    [api, clipId],
  );

  // A note taken out of this clip (the note menu's Clip, unticked) leaves the list at once.
  const list = useRef<NoteListHandle | null>(null);
  useEffect(() => {
    const stop = onClipNoteChange((change) => {
      if (change.clipId === clipId && !change.held) list.current?.remove(change.noteId);
    });
    return () => {
      stop();
      forgetClipNotes(clipId);
    };
  }, [clipId]);
  const onListReady = useCallback((handle: NoteListHandle) => {
    list.current = handle;
  }, []);

  if (state.kind === 'loading') return <p className={styles.muted}>{i18n.ts.loading}</p>;
  if (state.kind === 'notFound') {
    return (
      <div className={styles.center}>
        <h1 className={styles.title}>{t.title}</h1>
        <p className={styles.muted}>{t.notFound}</p>
      </div>
    );
  }
  if (state.kind === 'failed') return <p className={styles.muted}>{state.message}</p>;

  const clip = state.clip;
  const mine = account?.id === clip.userId;
  const update = (next: Clip) => setState({ kind: 'ready', clip: next });

  const toggleFavorite = async () => {
    const endpoint = clip.isFavorited ? 'clips/unfavorite' : 'clips/favorite';
    try {
      await api.call(endpoint, { clipId: clip.id });
      const favorited = !clip.isFavorited;
      update({ ...clip, isFavorited: favorited, favoritedCount: clip.favoritedCount + (favorited ? 1 : -1) });
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint });
    }
  };

  const edit = async () => {
    const fields = await openClipEditor(modals, clip);
    if (!fields) return;
    try {
      update(await api.call('clips/update', { clipId: clip.id, ...fields }));
    } catch (error) {
      void openApiErrorDialog(modals, error, { endpoint: 'clips/update' });
    }
  };

  const remove = async () => {
    const confirm = { title: t.deleteConfirm, okLabel: t.delete, cancelLabel: i18n.ts.cancel, danger: true };
    const call = () => api.call('clips/delete', { clipId: clip.id });
    if (!(await callAfterConfirm(modals, confirm, 'clips/delete', call))) return;
    toast(t.deleted);
    navigate('/my/clips');
  };

  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{clip.name}</h1>
        <p className={`${styles.muted} ${own.owner}`}>
          <Link to={`/@${clip.user.username}`}>{i18n.t('clips.by', { name: `@${clip.user.username}` })}</Link>
          {!clip.isPublic && ` · ${t.private}`}
        </p>
        {clip.description && <p className={own.description}>{clip.description}</p>}
      </header>
      {account && (
        <div className={styles.actions}>
          <Button onClick={() => void toggleFavorite()}>
            {clip.isFavorited ? t.unfavorite : t.favorite}
          </Button>
          {mine && <Button onClick={() => void edit()}>{t.edit}</Button>}
          {mine && (
            <Button variant="danger" onClick={() => void remove()}>
              {t.delete}
            </Button>
          )}
        </div>
      )}
      <NoteList
        load={loadNotes}
        reloadKey={`clip:${clip.id}`}
        label={clip.name}
        emptyText={t.notesEmpty}
        onReady={onListReady}
      />
    </div>
  );
}
