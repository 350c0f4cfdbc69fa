import { IconHeart, IconHeartFilled, IconMoodPlus } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { isLikeReaction } from '@/features/emoji';
import { schedulePickerPreload } from '@/features/emoji/picker';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import noteStyles from '../Note.module.css';
import type { Note } from '../noteStore';
import styles from './Reactions.module.css';
import { useNoteReactions } from './useReactions';

/**
 * The note footer's react button. It opens the emoji picker as a reaction picker for this note
 * (offering only what the note accepts); on a note that takes only likes from this viewer it is
 * a heart that likes and unlikes directly, since a picker with one choice is only in the way.
 */
export function ReactButton({ note, className }: { note: Note; className?: string }) {
  const i18n = useI18n();
  const button = useRef<HTMLButtonElement>(null);
  const { likeOnly, signedIn, pick } = useNoteReactions(note);
  const [showCount] = useSetting('showReactionsCount');
  // Misskey's rule: the total beside the button when asked for, and always on like-only notes
  // (their reactions bar shows only hearts). Inside the button, so it is part of its name.
  const count =
    (showCount || note.reactionAcceptance === 'likeOnly') && note.reactionCount > 0 ? (
      <span className={noteStyles.actionCount}>{note.reactionCount}</span>
    ) : null;
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
        data-react-button=""
        title={i18n.ts.reactions.like}
        // Liked: the same reaction again removes it; otherwise the like replaces what was there.
        onClick={() => void pick(button.current)}
      >
        <span className="visually-hidden">{i18n.ts.reactions.like}</span>
        {liked ? (
          <IconHeartFilled size={18} aria-hidden="true" />
        ) : (
          <IconHeart size={18} aria-hidden="true" />
        )}
        {count}
      </button>
    );
  }

  return (
    <button
      ref={button}
      type="button"
      className={className ?? noteStyles.action}
      title={i18n.ts.notes.addReaction}
      aria-haspopup="dialog"
      data-react-button=""
      onClick={() => void pick(button.current)}
    >
      <span className="visually-hidden">{i18n.ts.notes.addReaction}</span>
      <IconMoodPlus size={18} aria-hidden="true" />
      {count}
    </button>
  );
}
