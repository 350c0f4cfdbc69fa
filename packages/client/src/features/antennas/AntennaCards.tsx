import type * as Misskey from 'misskey-js';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import styles from './Antennas.module.css';

/** The account's antennas, each linking to its timeline and its editor. */
export function AntennaCards({
  antennas,
  buttonClassName,
}: {
  antennas: readonly Misskey.entities.Antenna[];
  /** The page's link-as-button style for each Edit link. */
  buttonClassName?: string;
}) {
  const i18n = useI18n();
  const t = i18n.ts.antennas;
  const sourceLabel: Record<Misskey.entities.Antenna['src'], string> = {
    all: t.sourceAll,
    home: t.sourceHome,
    users: t.sourceUsers,
    users_blacklist: t.sourceUsersBlacklist,
    list: t.sourceList,
  };
  return (
    <ul className={styles.list}>
      {antennas.map((antenna) => (
        <li key={antenna.id} className={styles.card}>
          <div className={styles.cardMain}>
            <Link to={`/timeline/antenna/${antenna.id}`} className={styles.cardName}>
              {antenna.hasUnreadNote && <span className={styles.unread} aria-hidden="true" />}
              {antenna.name}
              {antenna.hasUnreadNote && <span className="visually-hidden"> ({t.unread})</span>}
            </Link>
            <span className={styles.cardMeta}>
              {sourceLabel[antenna.src]}
              {!antenna.isActive && ` · ${t.inactive}`}
            </span>
          </div>
          <Link to={`/my/antennas/${antenna.id}`} className={buttonClassName}>
            {t.edit}
            <span className="visually-hidden"> {antenna.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
