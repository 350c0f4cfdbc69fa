// The browser half of the bench: headless Chromium through playwright-core, the DevTools
// protocol for throttling, GC and heap/DOM counters, and a small probe injected into every
// page (first note painted, long tasks).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { callApi } from './instance.mjs';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

/**
 * Runs first in every document. "First note painted" is the paint time the browser reports
 * (Element Timing) for the first note, `article` being how notes render: a MutationObserver
 * marks the first article's text with an `elementtiming` attribute as soon as it enters the
 * DOM, which is before that frame is painted, and the entry's renderTime is the paint itself.
 * The observer only looks once per batch of DOM changes and stops at the first article.
 * Without Element Timing it falls back to a check once per frame in a rAF callback (just
 * before a frame's paint; a message posted from it runs just after), which can report the
 * frame after the one that first showed the note.
 */
function probe({ account }) {
  if (!localStorage.getItem('account')) {
    localStorage.setItem('account', JSON.stringify(account));
    localStorage.setItem(
      'accounts',
      JSON.stringify([{ id: account.id, token: account.token, origin: account.origin }]),
    );
  }
  let painted;
  const bench = {
    firstNote: null,
    firstNotePainted: new Promise((resolve) => (painted = resolve)),
    longTasks: [],
  };
  window.__bench = bench;
  const found = (time) => {
    bench.firstNote = time;
    painted(time);
  };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No long-task support: the figure stays empty rather than failing the run.
  }
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  if (supported.includes('element')) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.identifier !== 'bench-first-note') continue;
        if (bench.firstNote === null) found(entry.renderTime || entry.loadTime);
      }
    }).observe({ type: 'element', buffered: true });
    const marker = new MutationObserver(() => {
      const article = document.querySelector('article');
      if (!article) return;
      marker.disconnect();
      // Element Timing reports text through the element that holds the text node.
      for (const element of [article, ...article.querySelectorAll('*')]) {
        if ([...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.data.trim()))
          element.setAttribute('elementtiming', 'bench-first-note');
      }
    });
    marker.observe(document, { childList: true, subtree: true });
    return;
  }
  const watch = () => {
    if (!document.querySelector('article')) {
      requestAnimationFrame(watch);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => found(performance.now());
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(watch);
}

/** What the client keeps in localStorage for a signed-in account (see accounts/accountStore). */
export async function accountFor(url, user) {
  const me = await callApi(url, 'i', {}, user.token);
  return { ...me, token: user.token, origin: url };
}

export async function openContext(browser, env, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ baseURL: env.url, viewport });
  await context.addInitScript(probe, { account: env.account });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return { context, page, cdp };
}

/**
 * Shows the Home source of the home page's timeline (a fresh profile starts on the default
 * source, which for an admin is Social), and waits for its first note.
 */
export async function openHomeTimeline(page) {
  await page.goto('/', { waitUntil: 'commit' });
  await waitFirstNote(page);
  const home = page.getByRole('tab', { name: 'Home' });
  if ((await home.getAttribute('aria-selected')) !== 'true') {
    const loaded = page.waitForResponse((r) => r.url().endsWith('/api/notes/timeline'));
    await home.click();
    await loaded;
    await page.waitForFunction(() =>
      [...document.querySelectorAll('article')].some((a) => a.offsetParent !== null),
    );
  }
}

/**
 * One evaluate that settles with the probe's promise: polling with waitForFunction would load
 * Playwright's selector engine into the page while it starts (20 ms of its main thread in a
 * profile, counted against the client).
 */
export async function waitFirstNote(page, timeout = 60_000) {
  return page.evaluate(
    (ms) =>
      Promise.race([
        window.__bench.firstNotePainted,
        new Promise((_, reject) => setTimeout(() => reject(new Error(`no note painted in ${ms} ms`)), ms)),
      ]),
    timeout,
  );
}

/** Heap in use after a full GC, and the renderer's DOM counters (nodes include detached ones). */
export async function memorySnapshot(page, cdp) {
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const heap = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  const inDocument = await page.evaluate(() => {
    let nodes = 0;
    const walker = document.createTreeWalker(document, NodeFilter.SHOW_ALL);
    while (walker.nextNode()) nodes++;
    return { nodes: nodes + 1, elements: document.getElementsByTagName('*').length };
  });
  return {
    heapUsed: heap.usedSize,
    domNodes: counters.nodes,
    listeners: counters.jsEventListeners,
    documentNodes: inDocument.nodes,
    documentElements: inDocument.elements,
  };
}

export async function takeLongTasks(page) {
  return page.evaluate(() => {
    const tasks = window.__bench.longTasks;
    window.__bench.longTasks = [];
    return tasks.map((t) => t.duration);
  });
}

/** Scrolls whatever box scrolls the timeline (a layout's column or the document) by `by` px, or to the end. */
export function scrollTimeline(page, by) {
  return page.evaluate((amount) => {
    const article = [...document.querySelectorAll('article')].find((a) => a.offsetParent !== null);
    let box = document.scrollingElement;
    for (let node = article?.parentElement; node; node = node.parentElement) {
      const { overflowY } = getComputedStyle(node);
      if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
        box = node;
        break;
      }
    }
    if (amount === 'end') box.scrollTop = box.scrollHeight;
    else box.scrollTop += amount;
    return new Promise((done) =>
      requestAnimationFrame(() => requestAnimationFrame(() => done(box.scrollTop))),
    );
  }, by);
}

export async function startCpuProfile(cdp) {
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.start');
}

/** The functions that took the most self time in a CPU profile, for finding a missed budget's cause. */
export async function stopCpuProfile(cdp, top = 12) {
  const { profile } = await cdp.send('Profiler.stop');
  // BENCH_PROFILE_DIR keeps the whole profile (.cpuprofile, opens in DevTools' Performance panel).
  if (process.env.BENCH_PROFILE_DIR)
    writeFileSync(join(process.env.BENCH_PROFILE_DIR, `${Date.now()}.cpuprofile`), JSON.stringify(profile));
  const self = new Map();
  const interval = (profile.endTime - profile.startTime) / Math.max(1, profile.samples.length) / 1000;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, count] of counts) {
    const node = byId.get(id);
    const frame = node.callFrame;
    const key = `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop()}:${frame.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + count * interval);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, ms]) => ({ fn, ms: Math.round(ms) }));
}

/** Milliseconds the page's main thread has spent running script, and in tasks of any kind. */
export async function mainThreadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { script: value('ScriptDuration'), tasks: value('TaskDuration') };
}

/** Starts a DevTools trace of the main thread's tasks (what a long task is made of). */
export async function startTrace(
  cdp,
  categories = 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline,v8',
) {
  const events = [];
  const onData = ({ value }) => {
    for (const event of value) events.push(event);
  };
  cdp.on('Tracing.dataCollected', onData);
  await cdp.send('Tracing.start', { categories, transferMode: 'ReportEvents' });
  return { events, onData };
}

/**
 * Stops the trace and adds up, over the renderer main thread's tasks of at least `minTask` ms,
 * the self time of each kind of work (script, style, layout, paint, GC…), biggest first.
 */
export async function stopTrace(cdp, trace, minTask = 50) {
  const done = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
  await cdp.send('Tracing.end');
  await done;
  cdp.off('Tracing.dataCollected', trace.onData);
  const events = trace.events;
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events
    .filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur > 0)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const self = new Map();
  // Where the script in those tasks started (function, file and line of each FunctionCall).
  const sources = new Map();
  let tasks = 0;
  const stack = [];
  let inLong = false;
  // Every top-level task's wall time and the main thread's CPU time in it (thread time: a
  // task stretched by other processes on a busy machine shows a long wall time only).
  const taskTimes = [];
  for (const e of onMain) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur <= e.ts) stack.pop();
    if (stack.length === 0) {
      inLong = e.dur >= minTask * 1000;
      if (inLong) tasks++;
      taskTimes.push({ wall: e.dur / 1000, cpu: (e.tdur ?? e.dur) / 1000 });
    }
    if (inLong) {
      const parent = stack[stack.length - 1];
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur);
      self.set(e.name, (self.get(e.name) ?? 0) + e.dur);
      const data = e.args?.data;
      if (
        (e.name === 'FunctionCall' || e.name === 'EventDispatch' || e.name === 'TimerFire') &&
        !stack.some((s) => s.name === 'FunctionCall')
      ) {
        const where = data?.url
          ? `${data.functionName || '(anonymous)'} ${data.url.split('/').pop()}:${data.lineNumber}`
          : `${e.name} ${data?.type ?? ''}`;
        sources.set(where, (sources.get(where) ?? 0) + e.dur);
      }
    }
    stack.push(e);
  }
  return {
    tasks,
    taskTimes,
    kinds: [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 15)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000) })),
    sources: [...sources.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 12)
      .map(([name, us]) => ({ name, ms: Math.round(us / 1000) })),
  };
}
