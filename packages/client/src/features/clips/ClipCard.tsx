import type * as Misskey from 'misskey-js';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import styles from './Clips.module.css';

/** One clip in a list: its name (a link to its page), description, notes and visibility. */
export function ClipCard({ clip, showOwner = false }: { clip: Misskey.entities.Clip; showOwner?: boolean }) {
  const i18n = useI18n();
  const t = i18n.ts.clips;
  return (
    <li className={styles.card}>
      <Link to={`/clips/${clip.id}`} className={styles.cardName}>
        {clip.name}
      </Link>
      {clip.description && <p className={styles.cardDescription}>{clip.description}</p>}
      <p className={styles.cardMeta}>
        {clip.notesCount !== undefined && <span>{i18n.t('clips.notesCount', { n: clip.notesCount })}</span>}
        {showOwner && <span>{i18n.t('clips.by', { name: `@${clip.user.username}` })}</span>}
        {!clip.isPublic && <span className={styles.badge}>{t.private}</span>}
      </p>
    </li>
  );
}

export function ClipList({ clips, showOwner }: { clips: Misskey.entities.Clip[]; showOwner?: boolean }) {
  return (
    <ul className={styles.cards}>
      {clips.map((clip) => (
        <ClipCard key={clip.id} clip={clip} showOwner={showOwner} />
      ))}
    </ul>
  );
}
