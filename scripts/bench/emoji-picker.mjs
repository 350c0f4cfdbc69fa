// The emoji picker with 3,000 custom emoji plus the full unicode set (issue 6):
//  - open: from the click on a note's react button to the first frame painted with the
//    picker's grid in it (a fresh page each run, so the first opening, the one people wait for);
//  - keystroke: from each key typed into the picker's search box (5 characters) to the frame
//    painted with its results.
// "Painted" is taken as in browser.mjs: a rAF callback runs just before a frame's paint, a
// message posted from it runs just after. The instance is a small seeded one of its own (the
// picker does not care about 100,000 notes) with emoji added through `admin/emoji/add`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedCustomEmoji } from '../seed/emoji.mjs';
import { seedInstance } from '../seed/seed.mjs';
import { accountFor, launchBrowser, openContext, openHomeTimeline } from './browser.mjs';
import { startServer } from './instance.mjs';
import { log, summarize } from './util.mjs';

const EMOJI_COUNT = 3000;
const QUERY = 'smile';
const PICKER_GRID = '[data-emoji-picker] [role="listbox"]';

/** Clicks the first visible note's react button and resolves with the time to the painted grid. */
function timeOpening(page) {
  return page.evaluate((gridSelector) => {
    const article = [...document.querySelectorAll('article')].find((a) => a.offsetParent !== null);
    const button = article?.querySelector('button[aria-haspopup="dialog"][title="Add reaction"]');
    if (!button) throw new Error('no react button on the first note');
    return new Promise((resolve, reject) => {
      const start = performance.now();
      const timeout = setTimeout(() => reject(new Error('the picker did not open in 10 s')), 10_000);
      const watch = () => {
        if (!document.querySelector(gridSelector)) {
          requestAnimationFrame(watch);
          return;
        }
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          clearTimeout(timeout);
          resolve(performance.now() - start);
        };
        channel.port2.postMessage(null);
      };
      button.click();
      requestAnimationFrame(watch);
    });
  }, PICKER_GRID);
}

/** Listens for keys in the search box: each key's time from the event to the frame after its input. */
function armKeystrokeProbe(page) {
  return page.evaluate(() => {
    const times = [];
    window.__emojiKeys = times;
    let keyAt = null;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.target instanceof HTMLInputElement && event.target.type === 'search')
          keyAt = event.timeStamp;
      },
      true,
    );
    document.addEventListener(
      'input',
      (event) => {
        if (keyAt === null || !(event.target instanceof HTMLInputElement)) return;
        const start = keyAt;
        keyAt = null;
        // React renders a discrete input synchronously, so the next frame shows the results.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => times.push(performance.now() - start);
          channel.port2.postMessage(null);
        });
      },
      true,
    );
  });
}

async function measureOnce(browser, env) {
  const { context, page } = await openContext(browser, env);
  try {
    const emojisLoaded = page.waitForResponse((r) => r.url().endsWith('/api/emojis'), { timeout: 60_000 });
    await openHomeTimeline(page);
    await emojisLoaded;
    // Let the list reach the React tree and the page settle before timing anything.
    await page.waitForTimeout(300);
    const open = await timeOpening(page);
    const picker = page.locator('[data-emoji-picker]');
    const search = picker.getByRole('searchbox');
    await search.waitFor();
    // The unicode data is a lazy chunk loaded as the picker opens: search covers it too.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((r) => /unicodeData/.test(r.name)),
    );
    await page.waitForTimeout(300);
    await armKeystrokeProbe(page);
    await search.focus();
    for (const [n, key] of [...QUERY].entries()) {
      await page.keyboard.press(key);
      await page.waitForFunction((count) => window.__emojiKeys.length >= count, n + 1, { polling: 20 });
      // A pause between keys, as typing has: each key is measured on its own.
      await page.waitForTimeout(50);
    }
    const keys = await page.evaluate(() => window.__emojiKeys);
    const shown = await picker.getByRole('option').count();
    return { open, keys, shown };
  } finally {
    await context.close();
  }
}

/** Seeds an instance with 3,000 custom emoji and measures the picker `runs` times. */
export async function measureEmojiPicker({ runs, clientDist }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shiori-bench-emoji-'));
  let server;
  let browser;
  try {
    const seed = await seedInstance(dataDir, { users: 20, notes: 200, follows: 10 });
    server = await startServer(dataDir, clientDist);
    log(`adding ${EMOJI_COUNT.toLocaleString('en')} custom emoji…`);
    await seedCustomEmoji(server.url, seed.reader.token, { count: EMOJI_COUNT, log });
    browser = await launchBrowser();
    const env = { url: server.url, seed, account: await accountFor(server.url, seed.reader) };
    const opens = [];
    const keystrokes = [];
    const worstKeystrokes = [];
    let shown = 0;
    for (let run = 0; run < Math.max(runs, 5); run++) {
      const result = await measureOnce(browser, env);
      opens.push(result.open);
      const sorted = [...result.keys].sort((a, b) => a - b);
      keystrokes.push(sorted[Math.floor(sorted.length / 2)]);
      worstKeystrokes.push(sorted.at(-1));
      shown = result.shown;
      log(
        `emoji picker run ${run + 1}: open ${result.open.toFixed(1)} ms, keystrokes ${result.keys.map((k) => k.toFixed(1)).join(' / ')} ms`,
      );
    }
    return {
      customEmoji: EMOJI_COUNT,
      query: QUERY,
      resultsShown: shown,
      open: summarize(opens),
      keystroke: summarize(keystrokes),
      keystrokeWorst: summarize(worstKeystrokes),
    };
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
