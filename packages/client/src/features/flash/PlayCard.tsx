import type * as Misskey from 'misskey-js';
import { useI18n } from '@/i18n';
import { Mfm } from '@/mfm';
import { Link } from '@/router';
import styles from './Play.module.css';

/** One play in a list: its title (the link to it), summary, author and likes. */
export function PlayCard({ flash }: { flash: Misskey.entities.Flash }) {
  const i18n = useI18n();
  return (
    <article className={styles.card}>
      <h2 className={styles.cardTitle}>
        <Link to={`/play/${flash.id}`} dir="auto">
          {flash.title}
        </Link>
      </h2>
      {flash.summary && (
        <p className={styles.cardSummary} dir="auto">
          <Mfm text={flash.summary} author={flash.user} plain />
        </p>
      )}
      <p className={styles.meta}>
        <span dir="auto">{flash.user.name ?? flash.user.username}</span>
        {' · '}
        {i18n.t('play.likes', { n: flash.likedCount })}
        {flash.visibility === 'private' && ` · ${i18n.ts.play.private}`}
      </p>
    </article>
  );
}

/** A list of plays. */
export function PlayList({ flashes }: { flashes: readonly Misskey.entities.Flash[] }) {
  return (
    <ul className={styles.list}>
      {flashes.map((flash) => (
        <li key={flash.id}>
          <PlayCard flash={flash} />
        </li>
      ))}
    </ul>
  );
}
