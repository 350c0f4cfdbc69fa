import { useCallback, useEffect, useRef, useState } from 'react';
import { useAccountContext } from '@/accounts';
import { describeApiError } from '@/api';
import {
  BubbleGame,
  createGameAudio,
  GAME_MODES,
  GAME_VERSION,
  type GameAudio,
  type GameMode,
} from '@/features/bubbleGame';
import { useI18n } from '@/i18n';
import pageStyles from '@/pages/shell/Page.module.css';
import { Link } from '@/router';
import { useSettingsStore } from '@/settings';
import { Button } from '@/ui';
import { BubbleGameBoard } from './BubbleGameBoard';
import styles from './BubbleGamePage.module.css';
import { type RankingRow, RankingTable } from './RankingTable';

type Phase = 'start' | 'playing' | 'over';

/**
 * /bubble-game: choose a mode and see its ranking, play, then register the score. The seed is the
 * start time in milliseconds, as bubble-game/register expects; the log goes along for the check.
 */
export function BubbleGamePage() {
  const i18n = useI18n();
  const t = i18n.ts.bubbleGame;
  const { api, account } = useAccountContext();
  const store = useSettingsStore();
  const [mode, setMode] = useState<GameMode>('normal');
  const [phase, setPhase] = useState<Phase>('start');
  const [game, setGame] = useState<BubbleGame | null>(null);
  const [ranking, setRanking] = useState<RankingRow[] | null>(null);
  const [registered, setRegistered] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const loadRanking = useCallback(
    (of: GameMode) => {
      setRanking(null);
      api.call('bubble-game/ranking', { gameMode: of }).then(
        (rows) => setRanking(rows),
        (e: unknown) => setError(describeApiError(e, i18n).text),
      );
    },
    [api, i18n],
  );
  useEffect(() => loadRanking(mode), [loadRanking, mode]);

  const [audio, setAudio] = useState<GameAudio | null>(null);
  useEffect(() => () => audio?.stop(), [audio]);

  const start = () => {
    const volumes = store.get('dropAndFusion');
    const sounds = createGameAudio({
      master: store.get('sound_masterVolume'),
      bgm: volumes.bgmVolume,
      sfx: volumes.sfxVolume,
      muted: store.get('sound_notUseSound'),
    });
    sounds.startMusic();
    setAudio(sounds);
    setGame(
      new BubbleGame(String(Date.now()), mode, {
        dropped: () => sounds.drop(),
        merged: (level) => sounds.merge(level.level),
      }),
    );
    setRegistered(false);
    setError('');
    setPhase('playing');
  };
  const onOver = useCallback(() => {
    setPhase('over');
    setAudio((sounds) => {
      sounds?.stop();
      return null;
    });
  }, []);

  // Giving up removes the button that had focus, and registering disables the one that had it:
  // the keyboard would be left on the page's body. It goes to the next thing to do instead.
  const resultActions = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (phase !== 'over' || busy) return;
    if (document.activeElement !== null && document.activeElement !== document.body) return;
    resultActions.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
  }, [phase, busy]);

  const register = async () => {
    if (!game) return;
    setBusy(true);
    setError('');
    try {
      await api.call('bubble-game/register', {
        score: game.score,
        seed: game.seed,
        logs: game.serializedLog(),
        gameMode: game.mode,
        gameVersion: GAME_VERSION,
      });
      setRegistered(true);
      loadRanking(game.mode);
    } catch (e) {
      setError(describeApiError(e, i18n).text);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={pageStyles.page}>
      <p className={styles.back}>
        <Link to="/games">{i18n.ts.navigation.entries.games}</Link>
      </p>
      <h1 className={pageStyles.title}>{t.title}</h1>
      {phase === 'start' && (
        <section className={pageStyles.panel} aria-label={t.newGame}>
          <p className={pageStyles.lead}>{t.description}</p>
          <fieldset className={styles.modes}>
            <legend>{t.mode}</legend>
            {GAME_MODES.map((m) => (
              <label key={m}>
                <input type="radio" name="bubble-mode" checked={mode === m} onChange={() => setMode(m)} />{' '}
                {t.modes[m]}
              </label>
            ))}
          </fieldset>
          <div className={pageStyles.actions}>
            <Button variant="primary" onClick={start}>
              {t.start}
            </Button>
          </div>
        </section>
      )}
      {game && phase !== 'start' && (
        <section className={pageStyles.panel} aria-label={t.title}>
          <BubbleGameBoard key={game.seed} game={game} over={phase === 'over'} onOver={onOver} />
        </section>
      )}
      <p role="status" className={styles.status}>
        {phase === 'over' && game ? i18n.t('bubbleGame.gameOver', { score: game.score }) : ''}
      </p>
      {phase === 'over' && game && (
        <section className={pageStyles.panel} aria-label={t.result}>
          <div className={pageStyles.actions} ref={resultActions}>
            <Button variant="primary" onClick={register} disabled={busy || registered}>
              {t.register}
            </Button>
            <Button onClick={() => setPhase('start')}>{t.playAgain}</Button>
          </div>
          {registered && <p>{t.registered}</p>}
        </section>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {phase !== 'playing' && (
        <section className={pageStyles.panel} aria-label={t.ranking}>
          {ranking ? (
            <RankingTable rows={ranking} myId={account?.id} />
          ) : (
            <p className={styles.muted}>{i18n.ts.loading}</p>
          )}
        </section>
      )}
    </div>
  );
}
