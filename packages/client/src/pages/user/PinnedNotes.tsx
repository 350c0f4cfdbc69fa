import type * as Misskey from 'misskey-js';
import { useEffect, useState } from 'react';
import { useAccount } from '@/accounts';
import { NoteView, useNoteStore } from '@/features/notes';
import { useI18n } from '@/i18n';
import styles from './ProfileExtras.module.css';

/**
 * The notes a user pinned, above their notes tab. On one's own profile they come from the
 * account, which `i/pin` and `i/unpin` refresh, so pinning from a note's menu shows here at once.
 */
export function PinnedNotes({ user }: { user: Misskey.entities.UserDetailed }) {
  const i18n = useI18n();
  const me = useAccount();
  const store = useNoteStore();
  const notes = me?.id === user.id ? (me.pinnedNotes ?? []) : user.pinnedNotes;

  // The notes render from the shared store, so they are put there first (and shown after).
  const [stored, setStored] = useState<readonly Misskey.entities.Note[]>([]);
  useEffect(() => {
    store.put(notes);
    setStored(notes);
  }, [notes, store]);

  if (notes.length === 0 || stored !== notes) return null;
  return (
    <section className={styles.pinned} aria-labelledby="profile-pinned-notes">
      <h2 id="profile-pinned-notes" className={styles.pinnedTitle}>
        {i18n.ts.profileExtras.pinnedNotes}
      </h2>
      {notes.map((note) => (
        <NoteView key={note.id} noteId={note.id} withParent={false} />
      ))}
    </section>
  );
}
