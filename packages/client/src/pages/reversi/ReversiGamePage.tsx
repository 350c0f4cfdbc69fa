import { BLACK } from '@reversi/engine';
import { useCallback, useRef, useState } from 'react';
import { useAccountContext, useAccountId } from '@/accounts';
import {
  endText,
  type GameDetailed,
  type GameNews,
  GamePlay,
  GameSettings,
  moveAnnouncement,
  playNewsSound,
  seatOf,
  useReversiGame,
  userOfColor,
} from '@/features/reversi';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { Link, type RouteProps } from '@/router';
import { useSettingsStore } from '@/settings';
import { openConfirm, useModals } from '@/ui';

/** /reversi/g/{gameId}: the settings before the start, then the game, then its replay. */
export function ReversiGamePage({ params }: { params: RouteProps }) {
  const gameId = params.gameId ?? '';
  const i18n = useI18n();
  const t = i18n.ts.reversi;
  const me = useAccountId();
  const { api } = useAccountContext();
  const store = useSettingsStore();
  const modals = useModals();
  const [announcement, setAnnouncement] = useState('');
  const [canceled, setCanceled] = useState(false);
  const gameRef = useRef<GameDetailed | null>(null);

  const nameOfId = useCallback((id: string) => {
    const game = gameRef.current;
    const user = game ? (id === game.user1Id ? game.user1 : game.user2) : null;
    return user ? (user.name ?? user.username) : '';
  }, []);

  // Every change is told in the polite live region: a player who cannot see the board hears the
  // other's move, a pass, the start and the end.
  const onNews = useCallback(
    (news: GameNews) => {
      const game = gameRef.current;
      // A stone placed and the end are heard too (the sound settings decide how loud, or not).
      playNewsSound(store, news, me);
      switch (news.kind) {
        case 'log': {
          if (!game) return;
          setAnnouncement(moveAnnouncement(game, news.player, news.pos, i18n));
          return;
        }
        case 'started':
          setAnnouncement(t.started);
          return;
        case 'ended':
          return; // the result is announced once the ended game is in state (below)
        case 'canceled':
          setCanceled(true);
          setAnnouncement(i18n.t('reversi.canceled', { user: nameOfId(news.userId) }));
          return;
        case 'ready':
          if (!game) return;
          setAnnouncement(
            [game.user1, game.user2]
              .map((user, i) =>
                i18n.t(
                  (i === 0 ? news.user1 : news.user2) ? 'reversi.playerReady' : 'reversi.playerNotReady',
                  {
                    user: user.name ?? user.username,
                  },
                ),
              )
              .join(' '),
          );
          return;
        case 'settings':
          if (news.userId !== me)
            setAnnouncement(i18n.t('reversi.settingsChanged', { user: nameOfId(news.userId) }));
          return;
      }
    },
    [i18n, t, me, nameOfId, store],
  );

  const { game, error, send } = useReversiGame(gameId, onNews);
  gameRef.current = game;
  const seat = game ? seatOf(game, me) : null;
  const ended = game?.isEnded && game.isStarted ? endText(game, i18n) : null;

  const surrender = async () => {
    const ok = await openConfirm(modals, {
      title: t.surrender,
      text: t.surrenderConfirm,
      okLabel: t.surrender,
      cancelLabel: i18n.ts.cancel,
    });
    if (ok) await api.call('reversi/surrender', { gameId }).catch(() => undefined);
  };

  const blackUser = game ? userOfColor(game, BLACK) : null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {game
          ? i18n.t('reversi.versus', {
              user1: game.user1.name ?? game.user1.username,
              user2: game.user2.name ?? game.user2.username,
            })
          : t.title}
      </h1>
      <p aria-live="polite" className={styles.lead}>
        {ended ?? announcement}
      </p>
      {blackUser && (
        <p className={styles.lead}>
          {i18n.t('reversi.playsBlack', { user: blackUser.name ?? blackUser.username })}
        </p>
      )}
      {error && <p role="alert">{error}</p>}
      {!game && !error && <p className={styles.lead}>{i18n.ts.loading}</p>}
      {canceled ? (
        <p>
          <Link to="/reversi">{t.backToLobby}</Link>
        </p>
      ) : (
        game &&
        (game.isStarted ? (
          <GamePlay game={game} seat={seat} send={send} onSurrender={() => void surrender()} />
        ) : (
          <GameSettings game={game} seat={seat} send={send} />
        ))
      )}
    </div>
  );
}
