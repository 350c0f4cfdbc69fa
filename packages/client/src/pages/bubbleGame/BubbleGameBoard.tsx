import { colord } from 'colord';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import { type BubbleGame, drawGame, FRAME_MS, GAME_HEIGHT, GAME_WIDTH } from '@/features/bubbleGame';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import styles from './BubbleGamePage.module.css';

/** Frames stepped at most per animation frame, so a backgrounded tab does not race on return. */
const MAX_STEPS_PER_PAINT = 4;
const MOVE_STEP = 15;

/** The theme's colours, read at every paint so a switch of scheme shows at once. */
function paletteOf(canvas: HTMLCanvasElement) {
  const css = getComputedStyle(canvas);
  return {
    background: css.getPropertyValue('--bg').trim() || '#fff',
    foreground: css.getPropertyValue('--fg').trim() || '#000',
    accentHue: colord(css.getPropertyValue('--accent').trim() || '#86b300').toHsl().h,
  };
}

interface Stats {
  score: number;
  drops: number;
  current: number;
  next: number;
}

const statsOf = (game: BubbleGame): Stats => ({
  score: game.score,
  drops: game.drops,
  current: game.current.level,
  next: game.next.level,
});

/**
 * The running game: the canvas (focusable: ←/→ move the dropper, Space or Enter drops; the pointer
 * moves and clicks too), the score, the held and next pieces and the drop count as text, and
 * "give up". Frames advance by the fixed step of the engine, whatever the display's rate.
 */
export function BubbleGameBoard({
  game,
  over,
  onOver,
}: {
  game: BubbleGame;
  over: boolean;
  onOver: () => void;
}) {
  const i18n = useI18n();
  const t = i18n.ts.bubbleGame;
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const dropperX = useRef(GAME_WIDTH / 2);
  const [stats, setStats] = useState(() => statsOf(game));

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let raf = 0;
    let last = performance.now();
    let carry = 0;
    const paint = (now: number) => {
      carry += now - last;
      last = now;
      let steps = 0;
      while (carry >= FRAME_MS && steps < MAX_STEPS_PER_PAINT) {
        game.step();
        carry -= FRAME_MS;
        steps++;
      }
      if (steps === MAX_STEPS_PER_PAINT) carry = 0;
      drawGame(canvas, game, dropperX.current, paletteOf(canvas));
      setStats((old) => {
        const fresh = statsOf(game);
        return Object.entries(fresh).every(([k, v]) => old[k as keyof Stats] === v) ? old : fresh;
      });
      if (game.over) onOver();
      else raf = requestAnimationFrame(paint);
    };
    raf = requestAnimationFrame(paint);
    // A finished game no longer paints each frame: a change of theme or scheme redraws it once.
    const themeWatch = new MutationObserver(() => {
      if (game.over) drawGame(canvas, game, dropperX.current, paletteOf(canvas));
    });
    themeWatch.observe(document.documentElement, { attributes: true });
    return () => {
      cancelAnimationFrame(raf);
      themeWatch.disconnect();
    };
  }, [game, onOver]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const delta = (event.key === 'ArrowLeft' ? -1 : 1) * MOVE_STEP * (event.shiftKey ? 3 : 1);
      dropperX.current = game.clampX(dropperX.current + delta);
    } else if (event.key === ' ' || event.key === 'Enter') {
      game.drop(dropperX.current);
    } else {
      return;
    }
    event.preventDefault();
  };
  const toGameX = (event: MouseEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return ((event.clientX - rect.left) / rect.width) * GAME_WIDTH;
  };

  return (
    <div className={styles.board}>
      <canvas
        ref={canvasRef}
        className={styles.canvas}
        width={GAME_WIDTH}
        height={GAME_HEIGHT}
        tabIndex={0}
        role="img"
        aria-label={t.board}
        onKeyDown={onKeyDown}
        onPointerMove={(event) => {
          dropperX.current = game.clampX(toGameX(event));
        }}
        onClick={(event) => {
          dropperX.current = game.clampX(toGameX(event));
          game.drop(dropperX.current);
        }}
      />
      <div className={styles.side}>
        <dl className={styles.stats}>
          <div>
            <dt>{t.score}</dt>
            <dd data-testid="bubble-score">{stats.score}</dd>
          </div>
          <div>
            <dt>{t.holding}</dt>
            <dd>{i18n.t('bubbleGame.size', { level: stats.current })}</dd>
          </div>
          <div>
            <dt>{t.next}</dt>
            <dd>{i18n.t('bubbleGame.size', { level: stats.next })}</dd>
          </div>
          <div>
            <dt>{t.dropped}</dt>
            <dd>{stats.drops}</dd>
          </div>
        </dl>
        <p className={styles.hint}>{t.hint}</p>
        {!over && (
          <Button variant="danger" onClick={() => game.surrender()}>
            {t.giveUp}
          </Button>
        )}
      </div>
    </div>
  );
}
