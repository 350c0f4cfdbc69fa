import type * as Misskey from 'misskey-js';
import { useCallback, useEffect, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import { searchUser } from '@/features/composer/visibility';
import { GameList } from '@/features/reversi';
import { useI18n } from '@/i18n';
import styles from '@/pages/shell/Page.module.css';
import { useNavigate } from '@/router';
import { useChannel } from '@/stream';
import { Button, useModals } from '@/ui';
import lobby from './ReversiLobbyPage.module.css';

type UserLite = Misskey.entities.UserLite;
type GameLite = Misskey.entities.ReversiGameLite;
/** Whom the viewer waits for: a user they invited, or anyone (with or without irregular rules). */
type Waiting = { kind: 'user'; user: UserLite } | { kind: 'anyone'; noIrregularRules: boolean } | null;

/** Misskey's client asks again every few seconds while it waits: the server forgets a wait after 15 s. */
const MATCH_HEARTBEAT_MS = 5000;

/** /reversi: invite someone or wait for anyone, answer invitations, and open games. */
export function ReversiLobbyPage() {
  const i18n = useI18n();
  const t = i18n.ts.reversi;
  const { api, account } = useAccountContext();
  const signedIn = account !== null;
  const modals = useModals();
  const navigate = useNavigate();
  const [waiting, setWaiting] = useState<Waiting>(null);
  const [invitations, setInvitations] = useState<UserLite[]>([]);
  const [myGames, setMyGames] = useState<GameLite[] | null>(null);
  const [allGames, setAllGames] = useState<GameLite[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Misskey asks each time whether a stranger may pick an irregular board or rules; here the
  // choice stays beside the button for the visit.
  const [regularOnly, setRegularOnly] = useState(false);

  const open = useCallback((game: { id: string }) => navigate(`/reversi/g/${game.id}`), [navigate]);
  const fail = useCallback((e: unknown) => setError(describeApiError(e, i18n).text), [i18n]);

  useEffect(() => {
    api.call('reversi/games', { limit: 20 }).then(setAllGames, fail);
    if (!signedIn) return;
    api.call('reversi/invitations', {}).then(setInvitations, fail);
    api.call('reversi/games', { my: true, limit: 20 }).then(setMyGames, fail);
  }, [api, fail, signedIn]);

  useChannel('reversi', {
    matched: ({ game }) => open(game),
    invited: ({ user }) => setInvitations((list) => [user, ...list.filter((u) => u.id !== user.id)]),
  });

  const ask = useCallback(
    async (target: Waiting) => {
      if (!target) return;
      const game = await api.call(
        'reversi/match',
        target.kind === 'user'
          ? { userId: target.user.id }
          : { userId: null, noIrregularRules: target.noIrregularRules },
      );
      if (game) open(game);
    },
    [api, open],
  );

  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void ask(waiting).catch(fail), MATCH_HEARTBEAT_MS);
    return () => clearInterval(timer);
  }, [waiting, ask, fail]);

  const start = (target: Waiting) => {
    setError(null);
    setWaiting(target);
    ask(target).catch((e) => {
      setWaiting(null);
      fail(e);
    });
  };

  const invite = async () => {
    const user = await searchUser(modals, api);
    if (user) start({ kind: 'user', user });
  };

  const cancel = () => {
    if (!waiting) return;
    const userId = waiting.kind === 'user' ? waiting.user.id : null;
    setWaiting(null);
    api.call('reversi/cancel-match', { userId }).catch(fail);
  };

  const accept = (user: UserLite) => {
    api.call('reversi/match', { userId: user.id }).then((game) => {
      if (game) open(game);
      else setInvitations((list) => list.filter((u) => u.id !== user.id));
    }, fail);
  };

  const nameOf = (user: UserLite) => user.name ?? user.username;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t.title}</h1>
      <p className={styles.lead}>{t.description}</p>
      {!signedIn ? null : waiting ? (
        <div className={styles.actions}>
          <p role="status">
            {waiting.kind === 'user'
              ? i18n.t('reversi.waitingFor', { user: nameOf(waiting.user) })
              : t.waitingAnyone}
          </p>
          <Button onClick={cancel}>{t.cancelWaiting}</Button>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => void invite()}>
            {t.invite}
          </Button>
          <Button onClick={() => start({ kind: 'anyone', noIrregularRules: regularOnly })}>
            {t.matchAnyone}
          </Button>
          <label className={lobby.check}>
            <input
              type="checkbox"
              checked={regularOnly}
              onChange={(e) => setRegularOnly(e.currentTarget.checked)}
            />
            {t.regularRulesOnly}
          </label>
        </div>
      )}
      {error && (
        <p role="alert" className={styles.lead}>
          {error}
        </p>
      )}
      {signedIn && (
        <section aria-labelledby="reversi-invitations">
          <h2 id="reversi-invitations">{t.invitations}</h2>
          {invitations.length === 0 ? (
            <p className={styles.lead}>{t.noInvitations}</p>
          ) : (
            <ul>
              {invitations.map((user) => (
                <li key={user.id}>
                  {i18n.t('reversi.invitedBy', { user: nameOf(user) })}{' '}
                  <Button
                    onClick={() => accept(user)}
                    aria-label={i18n.t('reversi.acceptFrom', { user: nameOf(user) })}
                  >
                    {t.accept}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {signedIn && (
        <section aria-labelledby="reversi-my-games">
          <h2 id="reversi-my-games">{t.myGames}</h2>
          {myGames === null ? (
            <p className={styles.lead}>{i18n.ts.loading}</p>
          ) : myGames.length === 0 ? (
            <p className={styles.lead}>{t.noGames}</p>
          ) : (
            <GameList games={myGames} />
          )}
        </section>
      )}
      <section aria-labelledby="reversi-all-games">
        <h2 id="reversi-all-games">{t.allGames}</h2>
        {allGames === null ? (
          <p className={styles.lead}>{i18n.ts.loading}</p>
        ) : allGames.length === 0 ? (
          <p className={styles.lead}>{t.noGames}</p>
        ) : (
          <GameList games={allGames} />
        )}
      </section>
    </div>
  );
}
