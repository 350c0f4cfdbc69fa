import { IconHeart, IconHeartFilled, IconMoodPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { isLikeReaction } from '@/features/emoji';
import { openEmojiPicker, schedulePickerPreload } from '@/features/emoji/picker';
import { useI18n } from '@/i18n';
import { useModals } from '@/ui';
import noteStyles from '../Note.module.css';
import { useNoteStore } from '../NoteStoreContext';
import type { Note } from '../noteStore';
import styles from './Reactions.module.css';
import { reactionKey } from './reactionKeys';
import { useNoteReactions } from './useReactions';

/** The like Misskey sends for like-only notes. */
export const LIKE_REACTION = '\u2764';

/**
 * The note footer's react button. It opens the emoji picker as a reaction picker for this note
 * (offering only what the note accepts); on a note that takes only likes from this viewer it is
 * a heart that likes and unlikes directly, since a picker with one choice is only in the way.
 */
export function ReactButton({ note, className }: { note: Note; className?: string }) {
  const i18n = useI18n();
  const modals = useModals();
  const store = useNoteStore();
  const button = useRef<HTMLButtonElement>(null);
  const { react, likeOnly, signedIn } = useNoteReactions(note);
  // Someone who can react will likely open the picker: have it ready by then.
  useEffect(() => {
    if (signedIn) schedulePickerPreload();
  }, [signedIn]);

  if (likeOnly) {
    const liked = note.myReaction != null && isLikeReaction(note.myReaction);
    return (
      <button
        ref={button}
        type="button"
        className={`${className ?? noteStyles.action} ${liked ? styles.liked : ''}`}
        aria-pressed={liked}
        title={i18n.ts.reactions.like}
        // Liked: the same reaction again removes it; otherwise the like replaces what was there.
        onClick={() => void react(liked && note.myReaction ? note.myReaction : LIKE_REACTION, button.current)}
      >
        <span className="visually-hidden">{i18n.ts.reactions.like}</span>
        {liked ? (
          <IconHeartFilled size={18} aria-hidden="true" />
        ) : (
          <IconHeart size={18} aria-hidden="true" />
        )}
      </button>
    );
  }

  const pick = async () => {
    if (!signedIn) {
      // The reacting hook explains that signing in is needed.
      void react(LIKE_REACTION, null);
      return;
    }
    const anchor = button.current;
    const value = await openEmojiPicker(modals, { anchor, reactionTarget: note });
    if (value == null) return;
    // Picking the reaction already made keeps it: removing is done from the reactions bar,
    // where the pressed button shows what will go.
    if ((store.get(note.id) ?? note).myReaction === reactionKey(value)) return;
    await react(value, anchor);
  };

  return (
    <button
      ref={button}
      type="button"
      className={className ?? noteStyles.action}
      title={i18n.ts.notes.addReaction}
      aria-haspopup="dialog"
      onClick={() => void pick()}
    >
      <span className="visually-hidden">{i18n.ts.notes.addReaction}</span>
      <IconMoodPlus size={18} aria-hidden="true" />
    </button>
  );
}
