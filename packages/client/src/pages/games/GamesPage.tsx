import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import styles from './Games.module.css';
import { GAMES } from './gameList';

/** /games: the games that can be played here, each a link to its page. */
export function GamesPage() {
  const i18n = useI18n();
  return (
    <div className={pageStyles.page}>
      <h1 className={pageStyles.title}>{i18n.ts.navigation.entries.games}</h1>
      <p className={pageStyles.lead}>{i18n.ts.games.intro}</p>
      <ul className={styles.list}>
        {GAMES.map((game) => {
          const GameIcon = game.icon;
          return (
            <li key={game.id} className={styles.card}>
              <GameIcon className={styles.icon} aria-hidden="true" size={40} stroke={1.6} />
              <div className={styles.text}>
                <h2 className={styles.name}>
                  <Link to={game.path} className={styles.link}>
                    {game.name(i18n)}
                  </Link>
                </h2>
                <p className={styles.description}>{game.description(i18n)}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
