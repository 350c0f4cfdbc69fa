// The bubble game's frame rate (issue 24): its real engine (matter-js) and canvas renderer,
// bundled for the browser from the client's sources (bubble-entry.ts), in headless Chromium
// at 4× CPU throttle. Pieces are dropped across the box (physics stepped unthrottled, as fast
// as the CPU goes) until 60 bubbles lie in it; then the board's loop — a fixed 1/60 s step per
// elapsed frame time and one draw per animation frame — runs for 5 s under the throttle, and
// the frames drawn per second are the figure (the box drawn once before, as the board has drawn
// it every frame since the game began: sprites are made when a level first appears), budgeted as the mean frame time (60 frames/s =
// 16.7 ms; the budgets are maxima). The game's sizes fill the box near its game-over line at
// 20-30 bubbles, so the filling stops there and the bubbles reached are reported with it;
// merges may take some away while drawing: the fewest seen is reported.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser } from './browser.mjs';
import { log, repoRoot, summarize } from './util.mjs';

export const BUBBLES = 60;
const SECONDS = 5;
const THROTTLE = 4;

async function bundleHarness(outDir) {
  const { build } = await import(pathToFileURL(join(repoRoot, 'node_modules/vite/dist/node/index.js')).href);
  await build({
    configFile: false,
    root: repoRoot,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: {
        entry: join(repoRoot, 'scripts/bench/bubble-entry.ts'),
        formats: ['iife'],
        name: 'bubbleBench',
        fileName: () => 'bubble.js',
      },
    },
  });
  return readFileSync(join(outDir, 'bubble.js'), 'utf8');
}

export async function measureBubbleGame({ runs, throttle = THROTTLE }) {
  const outDir = mkdtempSync(join(tmpdir(), 'shiori-bench-bubble-'));
  let browser;
  try {
    const script = await bundleHarness(outDir);
    browser = await launchBrowser();
    const fps = [];
    const bodies = [];
    const filledBodies = [];
    for (let run = 0; run < Math.max(runs, 5); run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      try {
        const page = await context.newPage();
        await page.setContent('<canvas width="450" height="600"></canvas>');
        await page.addScriptTag({ content: script });
        const filled = await page.evaluate(
          ([seed, target]) => window.__bubbleBench.fill(seed, target),
          [`bench-${run}`, BUBBLES],
        );
        if (filled.over) throw new Error(`bubble game run ${run + 1}: the game ended while filling the box`);
        await page.evaluate(() => window.__bubbleBench.warm(document.querySelector('canvas')));
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
        const result = await page.evaluate(
          (ms) => window.__bubbleBench.run(document.querySelector('canvas'), ms),
          SECONDS * 1000,
        );
        fps.push(result.fps);
        bodies.push(result.bodiesMin);
        filledBodies.push(filled.bodies);
        log(
          `bubble game run ${run + 1}: ${result.fps.toFixed(1)} frames/s at ${throttle}× throttle, ${filled.bodies} bubbles filled, at least ${result.bodiesMin} while drawing, slowest frame's work ${result.slowest.toFixed(1)} ms${result.over ? ', game over' : ''}`,
        );
      } finally {
        await context.close();
      }
    }
    return {
      target: BUBBLES,
      throttle,
      seconds: SECONDS,
      fps: summarize(fps),
      frameTime: summarize(fps.map((f) => (f > 0 ? 1000 / f : Number.POSITIVE_INFINITY))),
      bubbles: summarize(filledBodies),
      bubblesMin: summarize(bodies),
    };
  } finally {
    await browser?.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}
