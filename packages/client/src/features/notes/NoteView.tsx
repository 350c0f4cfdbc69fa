import { IconRepeat } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { useAccountId } from '@/accounts';
import { RelativeTime, useI18n } from '@/i18n';
import { Link } from '@/router';
import { useSetting } from '@/settings';
import { UserAvatar } from '@/users/UserAvatar';
import { displayName } from '@/users/UserName';
import { isNoteSoftMuted, useNoteMutes } from '../mutes';
import { useShownNote } from '../plugins';
import styles from './Note.module.css';
import { DetailedInfo, NoteBody } from './NoteBody';
import { NoteFooter } from './NoteFooter';
import { NoteAvatar, NoteHeader } from './NoteHeader';
import { useNote, useNoteSubscription } from './NoteStoreContext';
import { useNoteContextMenu } from './noteContextMenu';
import { acctPath } from './noteLinks';
import type { Note } from './noteStore';
import { ReactionsBar } from './ReactionsBar';
import { RenotedBy } from './RenotedBy';
import { isPureRenote, shouldCollapseRenote } from './rules';
import { WordMutedNote } from './WordMutedNote';

/**
 * One note in a list, live while mounted (note subscription). A reply shows its parent above
 * unless `withParent` is false (the note page's replies and conversation already show it).
 *
 * Memoised on its two plain props: a virtual list calls its item renderer for every note in
 * range each time it re-renders (a new range, a measured height), and without this each
 * mounted note rendered about four times per scroll step. The note's own changes still come
 * through its store subscription.
 */
export const NoteView = memo(function NoteView({
  noteId,
  withParent = true,
}: {
  noteId: string;
  withParent?: boolean;
}) {
  const note = useNote(noteId);
  useNoteSubscription(noteId);
  const accountId = useAccountId();
  const [collapseRenotes] = useSetting('collapseRenotes');
  const [expandedRenote, setExpandedRenote] = useState(false);
  const i18n = useI18n();
  const mutes = useNoteMutes();
  const [revealed, setRevealed] = useState(false);
  if (!note) return null;
  // Soft word mutes collapse a note in lists (the note's own page shows it whole).
  if (!revealed && isNoteSoftMuted(note, mutes)) return <WordMutedNote onReveal={() => setRevealed(true)} />;
  if (isPureRenote(note) && note.renoteId) {
    const renoter = note.user;
    const collapsed = !expandedRenote && shouldCollapseRenote(note, accountId, collapseRenotes);
    return (
      <div className={styles.renoteWrap}>
        <p className={styles.renoteLine}>
          <IconRepeat size={16} aria-hidden="true" />
          <Link to={acctPath(renoter)} className={styles.renoter}>
            <UserAvatar user={renoter} size={20} />
            <RenotedBy renoter={renoter} />
          </Link>
          <Link to={`/notes/${note.id}`} className={styles.time}>
            <RelativeTime time={note.createdAt} />
          </Link>
          {collapsed && (
            <button type="button" className={styles.linkButton} onClick={() => setExpandedRenote(true)}>
              {i18n.ts.notes.showMore}
            </button>
          )}
        </p>
        {!collapsed && (
          <RenotedNote id={note.renoteId} fallback={note.renote ?? null} withParent={withParent} />
        )}
      </div>
    );
  }
  return <NoteCard note={note} withParent={withParent} />;
});

function RenotedNote({
  id,
  fallback,
  withParent,
}: {
  id: string;
  fallback: Note | null;
  withParent: boolean;
}) {
  const note = useNote(id) ?? fallback;
  useNoteSubscription(id);
  if (!note) return null;
  return <NoteCard note={note} withParent={withParent} />;
}

/** The note page's big note: larger text, the full date and counts. */
export function NoteDetailed({ noteId }: { noteId: string }) {
  const note = useNote(noteId);
  useNoteSubscription(noteId);
  if (!note) return null;
  return <NoteCard note={note} detailed />;
}

interface NoteCardProps {
  note: Note;
  detailed?: boolean;
  /** Inside another note (a reply's parent, a quote): no actions or reactions. */
  compact?: boolean;
  /** Show a reply's parent above it (default true). */
  withParent?: boolean;
}

export function NoteCard({ note: stored, detailed, compact, withParent = true }: NoteCardProps) {
  const i18n = useI18n();
  // As plugins' view interruptors change it (text, CW), or null when one hides it.
  const note = useShownNote(stored);
  const parent = useNote(stored.replyId) ?? stored.reply ?? null;
  const { onContextMenu, opener } = useNoteContextMenu(!compact);
  if (note === null) return null;
  if (note.deletedAt) {
    return (
      <article className={styles.note} data-state="deleted">
        <p className={styles.muted}>{i18n.ts.notes.deleted}</p>
      </article>
    );
  }
  if (note.isHidden) {
    return (
      <article className={styles.note} data-state="hidden">
        <p className={styles.muted}>{i18n.ts.notes.hidden}</p>
      </article>
    );
  }
  return (
    <article
      className={`${styles.note} ${detailed ? styles.detailed : ''} ${compact ? styles.compact : ''}`}
      aria-label={i18n.t('notes.note', { name: displayName(note.user) })}
      onContextMenu={onContextMenu}
    >
      {parent && withParent && !detailed && !compact && (
        <div className={styles.parent}>
          <NoteCard note={parent} compact />
        </div>
      )}
      <div className={styles.main}>
        <NoteAvatar user={note.user} size={compact ? 32 : detailed ? 52 : 44} />
        <div className={styles.content}>
          <NoteHeader note={note} detailed={detailed} />
          <NoteBody note={note} detailed={detailed} />
          {detailed && <DetailedInfo note={note} />}
          {!compact && <ReactionsBar note={note} />}
          {!compact && <NoteFooter note={note} menuOpener={opener} />}
        </div>
      </div>
    </article>
  );
}
