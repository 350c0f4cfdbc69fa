// A play that draws 1,000 Ui:C components (issue 24): a play created through flash/create on
// a small instance of its own, opened at /play/{id}; from the press on Play to the frame
// painted with all 1,000 texts in it ("painted" as in browser.mjs: a message posted from a
// rAF callback runs just after that frame's paint), and the longest main-thread task from the
// press until then (the probe's long-task observer), which says whether the tab stayed
// responsive while the script built and React drew them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedInstance } from '../seed/seed.mjs';
import { accountFor, launchBrowser, openContext, takeLongTasks } from './browser.mjs';
import { callApi, startServer } from './instance.mjs';
import { log, summarize } from './util.mjs';

export const PLAY_COMPONENTS = 1000;

// One container holding 1,000 texts; the last one is the marker the probe waits for.
const SCRIPT = [
  'let items = []',
  `for (let i, ${PLAY_COMPONENTS}) {`,
  '  items.push(Ui:C:text({ text: `c{i}` }))',
  '}',
  'Ui:render([Ui:C:container({ children: items })])',
].join('\n');

/** Presses Play and resolves with the time to the painted frame holding every text, and their count. */
function timeRender(page, count) {
  return page.evaluate((n) => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Play');
    if (!button) throw new Error('no Play button on the play page');
    const last = `c${n - 1}`;
    return new Promise((resolve, reject) => {
      const start = performance.now();
      const timeout = setTimeout(() => reject(new Error('the play did not draw in 60 s')), 60_000);
      const watch = () => {
        const stage = document.querySelector('section[aria-label="Running play"]');
        const texts = stage ? [...stage.querySelectorAll('p')] : [];
        if (texts.at(-1)?.textContent !== last) {
          requestAnimationFrame(watch);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          clearTimeout(timeout);
          const drawn = texts.filter((p) => /^c\d+$/.test(p.textContent ?? '')).length;
          resolve({ start, render: performance.now() - start, drawn });
        };
        channel.port2.postMessage(null);
      };
      button.click();
      requestAnimationFrame(watch);
    });
  }, count);
}

async function measureOnce(browser, env, flashId) {
  const { context, page } = await openContext(browser, env);
  try {
    await page.goto(`/play/${flashId}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Play', exact: true }).waitFor({ timeout: 60_000 });
    // The page settles (fonts, the play's lazy chunk) before anything is timed.
    await page.waitForTimeout(300);
    await takeLongTasks(page);
    const { start, render, drawn } = await timeRender(page, PLAY_COMPONENTS);
    // Long-task entries arrive after their task: give the observer a moment, then keep the
    // tasks that overlapped the press-to-painted span.
    await page.waitForTimeout(300);
    const tasks = await page.evaluate(
      ([from, to]) =>
        window.__bench.longTasks
          .filter((t) => t.start + t.duration >= from && t.start <= to)
          .map((t) => t.duration),
      [start, start + render],
    );
    if (drawn < PLAY_COMPONENTS) throw new Error(`only ${drawn} of ${PLAY_COMPONENTS} texts drawn`);
    return { render, longestTask: Math.max(0, ...tasks), drawn };
  } finally {
    await context.close();
  }
}

export async function measurePlayRender({ runs, clientDist }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shiori-bench-play-'));
  let server;
  let browser;
  try {
    const seed = await seedInstance(dataDir, { users: 5, notes: 20, follows: 2 });
    server = await startServer(dataDir, clientDist);
    const flash = await callApi(
      server.url,
      'flash/create',
      { title: 'Bench: 1,000 components', summary: 'bench', script: SCRIPT, permissions: [] },
      seed.reader.token,
    );
    browser = await launchBrowser();
    const env = { url: server.url, seed, account: await accountFor(server.url, seed.reader) };
    const renders = [];
    const longest = [];
    for (let run = 0; run < Math.max(runs, 5); run++) {
      const result = await measureOnce(browser, env, flash.id);
      renders.push(result.render);
      longest.push(result.longestTask);
      log(
        `play run ${run + 1}: ${result.drawn} components drawn in ${result.render.toFixed(0)} ms, longest task ${result.longestTask.toFixed(0)} ms`,
      );
    }
    return {
      components: PLAY_COMPONENTS,
      render: summarize(renders),
      longestTask: summarize(longest),
    };
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
