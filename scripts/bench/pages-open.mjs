// A page of 100 blocks opened from another route (issue 24): ten sections, each holding nine
// blocks (texts with MFM, and in four of them an image from the drive), made through
// pages/create on a small instance of its own. The reader is on the home timeline; an in-app
// navigation (pushState and popstate, as the router's Link does) to the page, timed to the
// frame painted with the last block's text in it ("painted" as in browser.mjs), with the
// longest main-thread task meanwhile. Each run is a fresh profile, so the page's lazy chunk
// and the page itself are fetched as on a first visit.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedInstance } from '../seed/seed.mjs';
import { accountFor, launchBrowser, openContext, waitFirstNote } from './browser.mjs';
import { callApi, startServer } from './instance.mjs';
import { log, repoRoot, summarize } from './util.mjs';

export const PAGE_BLOCKS = 100;
const SECTIONS = 10;
const IMAGES = 4;
const PAGE_NAME = 'bench-100-blocks';
const LAST_MARKER = 'The last block of the bench page.';

// MFM of the kinds people write in pages: emphasis, a link, a mention, inline code, a function.
const texts = [
  'A **bold** claim with a https://example.com/link and an @reader mention.',
  'Some `inline code`, ~~struck~~ and <small>small</small> words, then $[x2 big] ones.',
  '> A quoted line\nfollowed by an ordinary one with a #hashtag.',
  '$[spin turning] words, <center>centred</center>, and :smile: unresolved.',
];

async function upload(url, token, name, bytes) {
  const form = new FormData();
  form.set('i', token);
  form.set('file', new Blob([bytes], { type: 'image/png' }), name);
  const response = await fetch(`${url}/api/drive/files/create`, { method: 'POST', body: form });
  const text = await response.text();
  if (!response.ok) throw new Error(`drive/files/create answered ${response.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Ten sections of nine blocks each: 100 blocks, the very last a plain text the probe waits for. */
function pageContent(fileIds) {
  let n = 0;
  const id = () => `b${n++}`;
  return Array.from({ length: SECTIONS }, (_, s) => {
    const section = { id: id(), type: 'section', title: `Section ${s + 1}`, children: [] };
    for (let i = 0; i < 9; i++) {
      const last = s === SECTIONS - 1 && i === 8;
      if (i === 4 && s < fileIds.length)
        section.children.push({ id: id(), type: 'image', fileId: fileIds[s] });
      else
        section.children.push({
          id: id(),
          type: 'text',
          text: last ? LAST_MARKER : `${s + 1}.${i + 1} ${texts[(s + i) % texts.length]}`,
        });
    }
    return section;
  });
}

/** Navigates in-app to `to` and resolves with the time to the frame painted with the marker text. */
function timeOpening(page, to) {
  return page.evaluate(
    ({ path, marker }) => {
      return new Promise((resolve, reject) => {
        const start = performance.now();
        const timeout = setTimeout(() => reject(new Error('the page did not open in 60 s')), 60_000);
        const watch = () => {
          const article = [...document.querySelectorAll('article')].find((a) =>
            a.textContent?.includes(marker),
          );
          if (!article) {
            requestAnimationFrame(watch);
            return;
          }
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            clearTimeout(timeout);
            resolve({
              start,
              open: performance.now() - start,
              sections: article.querySelectorAll('section').length,
            });
          };
          channel.port2.postMessage(null);
        };
        history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
        requestAnimationFrame(watch);
      });
    },
    { path: to, marker: LAST_MARKER },
  );
}

async function measureOnce(browser, env, path) {
  const { context, page } = await openContext(browser, env);
  try {
    await page.goto('/', { waitUntil: 'commit' });
    await waitFirstNote(page);
    await page.waitForTimeout(300);
    const { start, open, sections } = await timeOpening(page, path);
    // Long-task entries arrive after their task: the tasks overlapping the navigation's span.
    await page.waitForTimeout(300);
    const tasks = await page.evaluate(
      ([from, to]) =>
        window.__bench.longTasks
          .filter((t) => t.start + t.duration >= from && t.start <= to)
          .map((t) => t.duration),
      [start, start + open],
    );
    if (sections < SECTIONS) throw new Error(`only ${sections} of ${SECTIONS} sections shown`);
    return { open, longestTask: Math.max(0, ...tasks) };
  } finally {
    await context.close();
  }
}

export async function measurePagesOpen({ runs, clientDist }) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shiori-bench-pages-'));
  let server;
  let browser;
  try {
    const seed = await seedInstance(dataDir, { users: 5, notes: 20, follows: 2 });
    server = await startServer(dataDir, clientDist);
    const png = readFileSync(join(repoRoot, 'packages/client/public/client-assets/icons/icon-192.png'));
    const fileIds = [];
    for (let i = 0; i < IMAGES; i++)
      fileIds.push((await upload(server.url, seed.reader.token, `p${i}.png`, png)).id);
    const content = pageContent(fileIds);
    const count = content.reduce((sum, s) => sum + 1 + s.children.length, 0);
    if (count !== PAGE_BLOCKS) throw new Error(`the bench page has ${count} blocks, not ${PAGE_BLOCKS}`);
    await callApi(
      server.url,
      'pages/create',
      { title: 'Bench: 100 blocks', name: PAGE_NAME, summary: null, content, variables: [], script: '' },
      seed.reader.token,
    );
    browser = await launchBrowser();
    const account = await accountFor(server.url, seed.reader);
    const env = { url: server.url, seed, account };
    const path = `/@${account.username}/pages/${PAGE_NAME}`;
    const opens = [];
    const longest = [];
    for (let run = 0; run < Math.max(runs, 5); run++) {
      const result = await measureOnce(browser, env, path);
      opens.push(result.open);
      longest.push(result.longestTask);
      log(
        `page run ${run + 1}: ${PAGE_BLOCKS} blocks open in ${result.open.toFixed(0)} ms, longest task ${result.longestTask.toFixed(0)} ms`,
      );
    }
    return {
      blocks: PAGE_BLOCKS,
      images: IMAGES,
      open: summarize(opens),
      longestTask: summarize(longest),
    };
  } finally {
    await browser?.close();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
