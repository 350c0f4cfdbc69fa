import { BLACK, type Color } from '@reversi/engine';
import { useEffect, useId, useMemo, useState } from 'react';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import { cellName } from './cells';
import { colorOfSeat, engineOf, turnTimeLeft, userOfColor } from './gameState';
import styles from './Reversi.module.css';
import { ReversiBoard } from './ReversiBoard';
import { replayAt } from './replay';
import type { GameDetailed } from './useReversiGame';

export interface GamePlayProps {
  game: GameDetailed;
  seat: 1 | 2 | null;
  send: (type: string, body: unknown) => void;
  onSurrender: () => void;
}

/** The running or finished game: whose turn, the counts, the turn's clock, the board, the end. */
export function GamePlay({ game, seat, send, onSurrender }: GamePlayProps) {
  const i18n = useI18n();
  const t = i18n.ts.reversi;
  const engine = useMemo(() => engineOf(game), [game]);
  const myColor = seat === null ? null : colorOfSeat(game, seat);
  const myTurn = !game.isEnded && myColor !== null && engine.turn === myColor;
  const playable = myTurn ? engine.legalMoves(myColor) : [];
  const colorName = (color: Color) => (color === BLACK ? t.black : t.white);
  const nameOf = (color: Color) => {
    const user = userOfColor(game, color);
    return user ? (user.name ?? user.username) : colorName(color);
  };

  const [now, setNow] = useState(() => Date.now());
  const timeLeft = turnTimeLeft(game, now);
  useEffect(() => {
    if (!game.isStarted || game.isEnded || game.timeLimitForEachTurn <= 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [game.isStarted, game.isEnded, game.timeLimitForEachTurn]);
  // The server measures the limit and needs someone to ask; anyone's claim is checked there.
  useEffect(() => {
    if (timeLeft === 0 && seat !== null) send('claimTimeIsUp', {});
  }, [timeLeft, seat, send]);

  const play = (pos: number) => send('putStone', { pos, id: Math.random().toString(36).slice(2, 10) });

  return (
    <section className={styles.play}>
      <p className={styles.status}>
        {game.isEnded
          ? endText(game, i18n)
          : engine.turn === null
            ? t.waitingForEnd
            : myTurn
              ? i18n.t('reversi.yourTurn', { color: colorName(engine.turn) })
              : i18n.t('reversi.turnOf', { user: nameOf(engine.turn), color: colorName(engine.turn) })}
      </p>
      <p className={styles.counts}>
        {i18n.t('reversi.counts', { black: engine.blackCount, white: engine.whiteCount })}
        {timeLeft !== null && (
          <span className={styles.clock}>
            {' '}
            · {i18n.t('reversi.timeLeft', { seconds: Math.ceil(timeLeft / 1000) })}
          </span>
        )}
      </p>
      {game.isEnded ? (
        <Replay game={game} />
      ) : (
        <ReversiBoard
          game={engine}
          playable={playable}
          onPlay={play}
          lastPos={lastPosOf(game)}
          label={i18n.t('reversi.boardLabel', { width: engine.width, height: engine.height })}
        />
      )}
      {seat === null && !game.isEnded && <p className={styles.muted}>{t.watching}</p>}
      {seat !== null && !game.isEnded && (
        <div className={styles.actions}>
          <Button variant="danger" onClick={onSurrender}>
            {t.surrender}
          </Button>
        </div>
      )}
    </section>
  );
}

function lastPosOf(game: GameDetailed): number | null {
  return game.logs.at(-1)?.[3] ?? null;
}

/** The result line of a finished game. */
export function endText(game: GameDetailed, i18n: ReturnType<typeof useI18n>): string {
  const nameOfId = (id: string) => {
    const user = id === game.user1Id ? game.user1 : game.user2;
    return user.name ?? user.username;
  };
  const winner = game.winnerId
    ? i18n.t('reversi.winner', { user: nameOfId(game.winnerId) })
    : i18n.ts.reversi.draw;
  if (game.surrenderedUserId)
    return `${i18n.t('reversi.surrendered', { user: nameOfId(game.surrenderedUserId) })} ${winner}`;
  if (game.timeoutUserId)
    return `${i18n.t('reversi.timedOut', { user: nameOfId(game.timeoutUserId) })} ${winner}`;
  return winner;
}

/** A finished game's moves, one by one, on a slider (the engine replays the log up to it). */
function Replay({ game }: { game: GameDetailed }) {
  const i18n = useI18n();
  const id = useId();
  const [step, setStep] = useState(game.logs.length);
  const rules = {
    isLlotheo: game.isLlotheo,
    canPutEverywhere: game.canPutEverywhere,
    loopedBoard: game.loopedBoard,
  };
  const view = replayAt(game.map, rules, game.logs, step);
  const lastName = view.lastPos === null ? null : cellName(view.game.width, view.lastPos);
  return (
    <div className={styles.replay}>
      <ReversiBoard
        game={view.game}
        playable={[]}
        lastPos={view.lastPos}
        label={i18n.t('reversi.boardLabel', { width: view.game.width, height: view.game.height })}
      />
      <label htmlFor={`${id}-step`}>{i18n.ts.reversi.replay}</label>
      <input
        id={`${id}-step`}
        type="range"
        min={0}
        max={view.total}
        value={view.step}
        aria-valuetext={i18n.t('reversi.replayPosition', { step: view.step, total: view.total })}
        onChange={(event) => setStep(Number(event.target.value))}
      />
      <p className={styles.muted}>
        {i18n.t('reversi.replayPosition', { step: view.step, total: view.total })}
        {lastName && ` · ${lastName}`}
      </p>
    </div>
  );
}
