import type * as Misskey from 'misskey-js';
import { useI18n } from '@/i18n';
import { Link } from '@/router';
import styles from './Reversi.module.css';

type GameLite = Misskey.entities.ReversiGameLite;

/** Games as links to their pages: the two players and where the game stands. */
export function GameList({ games }: { games: readonly GameLite[] }) {
  const i18n = useI18n();
  const t = i18n.ts.reversi;
  const nameOf = (user: GameLite['user1']) => user.name ?? user.username;
  return (
    <ul className={styles.gameList}>
      {games.map((game) => (
        <li key={game.id}>
          <Link to={`/reversi/g/${game.id}`} className={styles.gameLink}>
            {i18n.t('reversi.versus', { user1: nameOf(game.user1), user2: nameOf(game.user2) })}
          </Link>{' '}
          <span className={styles.muted}>
            {game.isEnded ? t.stateEnded : game.isStarted ? t.statePlaying : t.statePreparing}
          </span>
        </li>
      ))}
    </ul>
  );
}
