import { IconEyeOff } from '@tabler/icons-react';
import { useI18n } from '@/i18n';
import styles from './Note.module.css';

/**
 * A note collapsed by a soft word mute: one line that says so, without repeating the word
 * (the reader muted it for a reason), and a button that shows the note.
 */
export function WordMutedNote({ onReveal }: { onReveal(): void }) {
  const i18n = useI18n();
  const t = i18n.ts.wordMutes;
  return (
    <article
      className={`${styles.note} ${styles.wordMuted}`}
      data-state="word-muted"
      aria-label={t.collapsedLabel}
    >
      <IconEyeOff size={16} aria-hidden="true" />
      <span className={styles.muted}>{t.collapsed}</span>
      <button type="button" className={styles.linkButton} onClick={onReveal}>
        {t.reveal}
      </button>
    </article>
  );
}
