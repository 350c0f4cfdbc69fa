import type * as Misskey from 'misskey-js';
import { createContext, useCallback, useContext, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { isApiError } from '@/api';
import { ReactionEmoji, useNote } from '@/features/notes';
import { type LoadPage, NoteList } from '@/features/timelines';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import styles from './Profile.module.css';

const PAGE_SIZE = 20;

/** Which reaction the user gave to each listed note, for the line above it. */
const GivenReactions = createContext<ReadonlyMap<string, string>>(new Map());

/** The reaction given, drawn above the note it was given to. */
function GivenReaction({ noteId }: { noteId: string }) {
  const i18n = useI18n();
  const reaction = useContext(GivenReactions).get(noteId);
  const note = useNote(noteId);
  if (!reaction || !note) return null;
  return (
    <p className={styles.givenReaction}>
      <ReactionEmoji reaction={reaction} note={note} size={20} />
      <span>{i18n.ts.timelines.profile.reactionLabel}</span>
    </p>
  );
}

/**
 * A profile's reactions tab (`users/reactions`): the notes the user reacted to, newest reaction
 * first, each under the reaction given. A user who keeps them private gets a sentence instead.
 */
export function UserReactions({ user, label }: { user: Misskey.entities.UserDetailed; label: string }) {
  const i18n = useI18n();
  const { api } = useAccountContext();
  const given = useRef(new Map<string, string>());
  const [hidden, setHidden] = useState(false);

  const load: LoadPage = useCallback(
    async (untilId) => {
      try {
        const reactions = await api.call('users/reactions', { userId: user.id, limit: PAGE_SIZE, untilId });
        for (const reaction of reactions) given.current.set(reaction.note.id, reaction.type);
        return {
          notes: reactions.map((reaction) => reaction.note),
          // Pages follow the reactions' ids, not the notes'.
          cursor: reactions[reactions.length - 1]?.id,
          exhausted: reactions.length === 0,
        };
      } catch (error) {
        if (isApiError(error) && error.code === 'REACTIONS_NOT_PUBLIC') {
          setHidden(true);
          return { notes: [], exhausted: true };
        }
        throw error;
      }
    },
    [api, user.id],
  );

  if (hidden) {
    return (
      <p className={pageStyles.muted}>
        {i18n.t('timelines.profile.reactionsHidden', { name: user.name ?? user.username })}
      </p>
    );
  }
  return (
    <GivenReactions.Provider value={given.current}>
      <NoteList
        load={load}
        reloadKey={`reactions:${user.id}`}
        label={label}
        emptyText={i18n.ts.timelines.profile.noReactions}
        aboveNote={GivenReaction}
      />
    </GivenReactions.Provider>
  );
}
