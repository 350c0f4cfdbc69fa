import { IconPencil } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import styles from './Nav.module.css';
import { useNewNote } from './useNewNote';

/** The navigation's "New note" button; icon-only in a rail, where a tooltip names it. */
export function NewNoteButton({ iconOnly, onChosen }: { iconOnly: boolean; onChosen?(): void }) {
  const i18n = useI18n();
  const newNote = useNewNote();
  const label = i18n.ts.navigation.newNote;
  return (
    <button
      type="button"
      className={styles.newNote}
      title={iconOnly ? label : undefined}
      onClick={() => {
        onChosen?.();
        newNote();
      }}
    >
      <IconPencil className={styles.icon} aria-hidden="true" stroke={1.9} />
      <span className={iconOnly ? 'visually-hidden' : styles.label}>{label}</span>
    </button>
  );
}
