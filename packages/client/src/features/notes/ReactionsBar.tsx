import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { type AccountApi, openApiErrorDialog } from '@/api';
import { useI18n } from '@/i18n';
import { Button, DialogFrame, type ModalController, useModals } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import styles from './Note.module.css';
import { useNoteStore } from './NoteStoreContext';
import { type Note, type NoteStore, toggleReaction } from './noteStore';
import { parseReaction, reactionToSend } from './rules';
import { openSigninRequired } from './signinRequired';

function isHttpUrl(value: string | undefined): value is string {
  return value != null && /^https?:\/\//i.test(value);
}

/** A reaction as an emoji: the native character, or the custom emoji's image. */
export function ReactionEmoji({ reaction, note }: { reaction: string; note: Note }) {
  const parsed = parseReaction(reaction);
  if (!parsed.custom) return <span className={styles.reactionEmoji}>{reaction}</span>;
  const key = parsed.host ? `${parsed.name}@${parsed.host}` : parsed.name;
  const url = note.reactionEmojis[key] ?? note.emojis?.[key];
  const src = isHttpUrl(url) ? url : `/emoji/${encodeURIComponent(key)}.webp`;
  return <img className={styles.reactionImage} src={src} alt={`:${parsed.name}:`} loading="lazy" />;
}

/** Creates or deletes the viewer's reaction, optimistically, rolling back on failure. */
export async function reactTo(
  api: AccountApi,
  store: NoteStore,
  modals: ModalController,
  note: Note,
  reaction: string,
): Promise<void> {
  const { next, calls } = toggleReaction(note, reaction);
  store.update(note.id, () => next);
  try {
    for (const endpoint of calls) {
      if (endpoint === 'notes/reactions/delete')
        await api.call('notes/reactions/delete', { noteId: note.id });
      else await api.call('notes/reactions/create', { noteId: note.id, reaction: reactionToSend(reaction) });
    }
  } catch (error) {
    store.update(note.id, () => note);
    void openApiErrorDialog(modals, error, { endpoint: calls[calls.length - 1] });
  }
}

/** The reactions with their counts; the viewer's own marked (aria-pressed); a click toggles it. */
export function ReactionsBar({ note }: { note: Note }) {
  const i18n = useI18n();
  const modals = useModals();
  const store = useNoteStore();
  const { api, account } = useAccountContext();
  const entries = Object.entries(note.reactions).filter(([, count]) => count > 0);
  if (entries.length === 0) return null;
  entries.sort((a, b) => b[1] - a[1]);

  const toggle = (reaction: string) => {
    if (!account) {
      void openSigninRequired(modals, i18n);
      return;
    }
    void reactTo(api, store, modals, note, reaction);
  };

  return (
    <ul className={styles.reactions} aria-label={i18n.ts.notes.reactions}>
      {entries.map(([reaction, count]) => (
        <li key={reaction}>
          <button
            type="button"
            className={styles.reaction}
            aria-pressed={note.myReaction === reaction}
            aria-label={i18n.t('notes.reactionBy', { reaction: parseReaction(reaction).name, n: count })}
            onClick={() => toggle(reaction)}
            onContextMenu={(event) => {
              event.preventDefault();
              void openReactionViewer(modals, api, note, reaction);
            }}
          >
            <ReactionEmoji reaction={reaction} note={note} />
            <span className={styles.reactionCount}>{count}</span>
          </button>
        </li>
      ))}
      <li>
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void openReactionViewer(modals, api, note)}
        >
          {i18n.ts.notes.whoReacted}
        </button>
      </li>
    </ul>
  );
}

/** Who reacted (notes/reactions), per reaction type. */
export function openReactionViewer(modals: ModalController, api: AccountApi, note: Note, initial?: string) {
  return modals.open<void>(({ cancel }) => (
    <ReactionViewer api={api} note={note} initial={initial} onClose={cancel} />
  ));
}

export function ReactionList({ api, note, type }: { api: AccountApi; note: Note; type?: string }) {
  const i18n = useI18n();
  const [list, setList] = useState<Misskey.entities.NoteReaction[] | null>(null);
  useEffect(() => {
    let live = true;
    api
      .call('notes/reactions', { noteId: note.id, ...(type ? { type } : {}), limit: 30 })
      .then((result) => live && setList(result))
      .catch(() => live && setList([]));
    return () => {
      live = false;
    };
  }, [api, note.id, type]);
  if (list === null) return <p className={styles.muted}>{i18n.ts.notes.loading}</p>;
  if (list.length === 0) return <p className={styles.muted}>{i18n.ts.notes.noReactions}</p>;
  return (
    <ul className={styles.userList}>
      {list.map((entry) => (
        <li key={entry.id} className={styles.userRow}>
          <UserAvatar user={entry.user} size={28} />
          <span>{entry.user.name || entry.user.username}</span>
          <span className={styles.muted}>
            @{entry.user.username}
            {entry.user.host ? `@${entry.user.host}` : ''}
          </span>
          <ReactionEmoji reaction={entry.type} note={note} />
        </li>
      ))}
    </ul>
  );
}

function ReactionViewer({
  api,
  note,
  initial,
  onClose,
}: {
  api: AccountApi;
  note: Note;
  initial?: string;
  onClose(): void;
}) {
  const i18n = useI18n();
  const types = Object.keys(note.reactions);
  const [type, setType] = useState(initial ?? types[0]);
  return (
    <DialogFrame
      title={i18n.ts.notes.whoReacted}
      actions={<Button onClick={onClose}>{i18n.ts.notes.close}</Button>}
    >
      <fieldset className={styles.reactionTabs}>
        <legend className="visually-hidden">{i18n.ts.notes.reactions}</legend>
        {types.map((reaction) => (
          <button
            key={reaction}
            type="button"
            className={styles.reaction}
            aria-pressed={reaction === type}
            onClick={() => setType(reaction)}
          >
            <ReactionEmoji reaction={reaction} note={note} />
            <span className={styles.reactionCount}>{note.reactions[reaction]}</span>
          </button>
        ))}
      </fieldset>
      <ReactionList api={api} note={note} type={type} />
    </DialogFrame>
  );
}
