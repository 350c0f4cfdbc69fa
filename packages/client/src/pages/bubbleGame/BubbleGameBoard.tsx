import { colord } from 'colord';
import { type KeyboardEvent, type MouseEvent, useEffect, useRef, useState } from 'react';
import {
  type BubbleGame,
  boardPixels,
  drawGame,
  FRAME_MS,
  GAME_HEIGHT,
  GAME_WIDTH,
} from '@/features/bubbleGame';
import { useI18n } from '@/i18n';
import { Button } from '@/ui';
import styles from './BubbleGamePage.module.css';

/** Frames stepped at most per animation frame, so a backgrounded tab does not race on return. */
const MAX_STEPS_PER_PAINT = 4;
const MOVE_STEP = 15;

/**
 * The theme's colours as the canvas sees them. Read when the game starts and again when the
 * theme or scheme changes, never per frame: a style read in the loop costs a frame its time.
 */
function paletteOf(canvas: HTMLCanvasElement) {
  const css = getComputedStyle(canvas);
  return {
    background: css.getPropertyValue('--bg').trim() || '#fff',
    foreground: css.getPropertyValue('--fg').trim() || '#000',
    accentHue: colord(css.getPropertyValue('--accent').trim() || '#86b300').toHsl().h,
  };
}

/**
 * Keeps the canvas's backing store as many device pixels as the board covers on screen (a 2×
 * screen would otherwise upscale a 1× drawing, blurred), now and whenever its size or the screen's
 * pixel ratio changes (zoom, another monitor). `redraw` paints the new, blank store at once.
 * Returns the cleanup.
 */
function fitToScreen(canvas: HTMLCanvasElement, redraw: () => void): () => void {
  const resize = (cssWidth: number, deviceWidth?: number) => {
    const { width, height } = boardPixels(cssWidth, window.devicePixelRatio, deviceWidth);
    if (canvas.width === width && canvas.height === height) return;
    canvas.width = width;
    canvas.height = height;
    redraw();
  };
  const measure = () => resize(canvas.getBoundingClientRect().width);
  measure();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const sizeWatch = new ResizeObserver(([entry]) => {
    if (entry) resize(entry.contentRect.width, entry.devicePixelContentBoxSize?.[0]?.inlineSize);
  });
  try {
    // Exact device pixels, and told of a pixel ratio change too (Chromium, Firefox).
    sizeWatch.observe(canvas, { box: 'device-pixel-content-box' });
    return () => sizeWatch.disconnect();
  } catch {
    sizeWatch.observe(canvas);
  }
  // Elsewhere (Safari) a ratio change moves no CSS box: a media query on the current ratio says so.
  let resolution: MediaQueryList | undefined;
  const onResolution = () => {
    measure();
    watchResolution();
  };
  const watchResolution = () => {
    resolution?.removeEventListener('change', onResolution);
    resolution = window.matchMedia?.(`(resolution: ${window.devicePixelRatio}dppx)`);
    resolution?.addEventListener('change', onResolution);
  };
  watchResolution();
  return () => {
    sizeWatch.disconnect();
    resolution?.removeEventListener('change', onResolution);
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

/** Whether the shown stats still match the game: checked each frame, so it allocates nothing. */
const statsMatch = (stats: Stats, game: BubbleGame): boolean =>
  stats.score === game.score &&
  stats.drops === game.drops &&
  stats.current === game.current.level &&
  stats.next === game.next.level;

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
    let palette = paletteOf(canvas);
    let shown = statsOf(game);
    setStats(shown);
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
      drawGame(canvas, game, dropperX.current, palette);
      // Only a change reaches React: an update queued every frame costs a render pass each.
      if (!statsMatch(shown, game)) {
        shown = statsOf(game);
        setStats(shown);
      }
      if (game.over) onOver();
      else raf = requestAnimationFrame(paint);
    };
    const unfit = fitToScreen(canvas, () => drawGame(canvas, game, dropperX.current, palette));
    raf = requestAnimationFrame(paint);
    // A theme is written on the root element; the system's scheme switches ui/theme.css's
    // colours. A running game paints the new colours from the next frame, a finished one (no
    // longer painting) is redrawn once.
    const repaint = () => {
      palette = paletteOf(canvas);
      if (game.over) drawGame(canvas, game, dropperX.current, palette);
    };
    const themeWatch = new MutationObserver(repaint);
    themeWatch.observe(document.documentElement, { attributes: true });
    const scheme = window.matchMedia?.('(prefers-color-scheme: dark)');
    scheme?.addEventListener('change', repaint);
    return () => {
      cancelAnimationFrame(raf);
      unfit();
      themeWatch.disconnect();
      scheme?.removeEventListener('change', repaint);
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
