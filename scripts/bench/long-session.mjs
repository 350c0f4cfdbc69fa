// Thirty minutes of use compressed: 500 navigations between the home timeline, note pages
// and profiles (in-app, through the router's history, with Back now and then), then what
// stayed behind: heap growth, detached DOM nodes and event listeners.
import { memorySnapshot, openContext, waitFirstNote } from './browser.mjs';
import { callApi } from './instance.mjs';
import { log } from './util.mjs';

const WARM_UP = 25; // lazy page chunks and first caches fill here; growth is counted after

export async function sessionTargets(env) {
  const notes = await callApi(env.url, 'notes/timeline', { limit: 60 }, env.seed.reader.token);
  const noteIds = notes.filter((n) => n.text !== null).map((n) => n.id);
  const users = [...new Set(notes.map((n) => n.user.username))];
  return { noteIds, users };
}

/** Navigates in-app like the router's own Link does (pushState, then the router hears popstate). */
function navigate(page, step) {
  return page.evaluate((to) => {
    const visible = (a) => a.offsetParent !== null;
    const before = new Set([...document.querySelectorAll('article')].filter(visible));
    if (to === 'back') history.back();
    else {
      history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    }
    // Done when the new page shows a note (note pages, profiles and the timeline all do).
    return new Promise((done) => {
      const started = performance.now();
      const check = () => {
        const fresh = [...document.querySelectorAll('article')].some((a) => visible(a) && !before.has(a));
        if (fresh) done(true);
        else if (performance.now() - started > 10_000) done(false);
        else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }, step);
}

export async function measureLongSession(browser, env, { navigations, targets }) {
  const { context, page, cdp } = await openContext(browser, env);
  try {
    await page.goto('/', { waitUntil: 'commit' });
    await waitFirstNote(page);
    let start = null;
    let timeouts = 0;
    const started = Date.now();
    for (let i = 0; i < navigations; i++) {
      let to;
      if (i % 5 === 4) to = 'back';
      else if (i % 3 === 0) to = `/notes/${targets.noteIds[i % targets.noteIds.length]}`;
      else if (i % 3 === 1) to = `/@${targets.users[i % targets.users.length]}`;
      else to = '/';
      if (!(await navigate(page, to))) timeouts++;
      if (i + 1 === WARM_UP) start = await memorySnapshot(page, cdp);
    }
    const end = await memorySnapshot(page, cdp);
    const result = {
      navigations,
      timeouts,
      heapStart: start.heapUsed,
      heapEnd: end.heapUsed,
      heapGrowth: end.heapUsed - start.heapUsed,
      // Nodes the renderer holds beyond those in the document, after a full GC.
      detachedNodes: Math.max(0, end.domNodes - end.documentNodes),
      listenerGrowth: end.listeners - start.listeners,
      listeners: end.listeners,
    };
    log(
      `long session: ${navigations} navigations in ${((Date.now() - started) / 1000).toFixed(0)} s (${timeouts} without a note), heap +${(result.heapGrowth / 1048576).toFixed(1)} MB, ${result.detachedNodes} detached nodes, listeners +${result.listenerGrowth}`,
    );
    return result;
  } finally {
    await context.close();
  }
}
