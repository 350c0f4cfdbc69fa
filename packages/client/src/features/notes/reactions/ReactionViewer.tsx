import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import type { AccountApi } from '@/api';
import { openEmojiDetail } from '@/features/emoji/detail';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { Button, DialogFrame, type ModalController, useModals } from '@/ui';
import { UserAvatar } from '@/users/UserAvatar';
import { UserName } from '@/users/UserName';
import styles from '../Note.module.css';
import type { Note } from '../noteStore';
import { parseReaction } from '../rules';
import { ReactionEmoji } from './ReactionEmoji';
import reactionStyles from './Reactions.module.css';
import { isMutedReaction } from './reactionKeys';

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
          <span>
            <UserName user={entry.user} />
          </span>
          <span className={styles.muted} dir="ltr">
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
  const modals = useModals();
  const [muted] = useSetting('mutedReactions');
  // Muted reactions stay hidden here too: the viewer asked never to see them.
  const types = Object.keys(note.reactions).filter((reaction) => !isMutedReaction(reaction, muted));
  const [type, setType] = useState(initial ?? types[0]);
  const selected = type ? parseReaction(type) : null;
  // Only this server's emoji can be looked up with `emoji`; another server's are not ours to show.
  const localCustom = selected?.custom && selected.host === null ? selected.name : null;
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
      {localCustom && (
        <div className={reactionStyles.aboutEmoji}>
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void openEmojiDetail(modals, localCustom)}
          >
            {i18n.t('reactions.aboutEmoji', { name: `:${localCustom}:` })}
          </button>
        </div>
      )}
      <ReactionList api={api} note={note} type={type} />
    </DialogFrame>
  );
}
