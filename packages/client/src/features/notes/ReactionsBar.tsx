import { useRef } from 'react';
import { useAccountContext } from '@/accounts';
import { useI18n } from '@/i18n';
import { useSetting } from '@/settings';
import { useModals } from '@/ui';
import styles from './Note.module.css';
import type { Note } from './noteStore';
import { ReactionEmoji } from './reactions/ReactionEmoji';
import reactionStyles from './reactions/Reactions.module.css';
import { openReactionViewer } from './reactions/ReactionViewer';
import { isMutedReaction, mergeReactionSpellings, REACTION_EMOJI_PX } from './reactions/reactionKeys';
import { orderReactions } from './reactions/reactionOrder';
import { useNoteReactions } from './reactions/useReactions';
import { parseReaction } from './rules';

// Kept here so existing importers (NoteView, NotePage) keep working.
export { ReactionEmoji } from './reactions/ReactionEmoji';
export { openReactionViewer, ReactionList } from './reactions/ReactionViewer';
export { reactTo } from './reactions/reactTo';

/**
 * The reactions with their counts, muted ones left out, sized by `reactionsDisplaySize`.
 * The viewer's own is pressed and a click removes it; one they may use is a toggle that adds
 * (or changes to) it; one they may not (another server's emoji, one the note refuses) is not a
 * toggle at all and shows who reacted instead.
 */
export function ReactionsBar({ note }: { note: Note }) {
  const i18n = useI18n();
  const [size] = useSetting('reactionsDisplaySize');
  const [muted] = useSetting('mutedReactions');
  const [contrarian] = useSetting('gyakubariMode');
  const [limitWidth] = useSetting('limitWidthOfReaction');
  const entries = orderReactions(
    mergeReactionSpellings(note.reactions, note.myReaction).filter(
      ([reaction]) => !isMutedReaction(reaction, muted),
    ),
    contrarian,
  );
  if (entries.length === 0) return null;

  return (
    <ul
      className={`${styles.reactions} ${reactionStyles[size] ?? ''}`}
      aria-label={i18n.ts.notes.reactions}
      data-size={size}
      // Unlimited, a wide custom emoji shows whole (features/appearance/appearance.css).
      data-wide-reactions={!limitWidth || undefined}
    >
      {entries.map(([reaction, count]) => (
        <li key={reaction}>
          <ReactionChip note={note} reaction={reaction} count={count} px={REACTION_EMOJI_PX[size]} />
        </li>
      ))}
      <li>
        <WhoReactedButton note={note} />
      </li>
    </ul>
  );
}

function ReactionChip({
  note,
  reaction,
  count,
  px,
}: {
  note: Note;
  reaction: string;
  count: number;
  px: number;
}) {
  const i18n = useI18n();
  const modals = useModals();
  const { api } = useAccountContext();
  const { react, canReact, signedIn } = useNoteReactions(note);
  const button = useRef<HTMLButtonElement>(null);
  const mine = note.myReaction === reaction;
  // Signed out, a click still "reacts" so the sign-in prompt explains why nothing happened.
  const toggle = mine || canReact(reaction) || !signedIn;
  const name = parseReaction(reaction).name;
  const showViewer = () => void openReactionViewer(modals, api, note, reaction);
  return (
    <button
      ref={button}
      type="button"
      className={styles.reaction}
      aria-pressed={toggle ? mine : undefined}
      aria-label={
        toggle
          ? i18n.t('notes.reactionBy', { reaction: name, n: count })
          : i18n.t('reactions.showReactors', { reaction: name, n: count })
      }
      onClick={() => (toggle ? void react(reaction, button.current) : showViewer())}
      onContextMenu={(event) => {
        event.preventDefault();
        showViewer();
      }}
    >
      <ReactionEmoji reaction={reaction} note={note} size={px} />
      <span className={styles.reactionCount}>{count}</span>
    </button>
  );
}

function WhoReactedButton({ note }: { note: Note }) {
  const i18n = useI18n();
  const modals = useModals();
  const { api } = useAccountContext();
  return (
    <button
      type="button"
      className={styles.linkButton}
      onClick={() => void openReactionViewer(modals, api, note)}
    >
      {i18n.ts.notes.whoReacted}
    </button>
  );
}
