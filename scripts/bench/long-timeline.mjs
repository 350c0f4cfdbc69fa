// Scrolls the home timeline through N notes (mixed content from the seed) and measures what
// is left: heap after GC, DOM nodes, the long tasks seen while scrolling, and the main
// thread's script and task time over the scroll (DevTools Performance metrics). The longest
// task is a maximum over a run and swings from run to run; the totals tell builds apart.
import {
  mainThreadTime,
  memorySnapshot,
  openContext,
  openHomeTimeline,
  startCpuProfile,
  startTrace,
  stopCpuProfile,
  stopTrace,
  takeLongTasks,
} from './browser.mjs';
import { routeRealShape } from './real-shape.mjs';
import { log } from './util.mjs';

/**
 * `realShape` (assets from real-shape.mjs) rewrites the notes as a real server packs them:
 * the fling figure. Without it the local instance's own notes are scrolled.
 */
export async function scrollLongTimeline(browser, env, target, { realShape, profile = false } = {}) {
  const { context, page, cdp } = await openContext(browser, env);
  if (realShape) await routeRealShape(page, env.url, realShape);
  let loaded = 0;
  page.on('response', async (response) => {
    if (!response.url().endsWith('/api/notes/timeline')) return;
    try {
      const notes = await response.json();
      if (Array.isArray(notes)) loaded += notes.length;
    } catch {
      // A failed page is retried by the app; it simply does not count.
    }
  });
  try {
    await openHomeTimeline(page);
    await page.mouse.move(640, 450);
    await takeLongTasks(page); // start-up tasks are the cold-start figure's business
    // profile: true for a CPU profile (JavaScript), 'trace' for what the long tasks are made of.
    // The fling also keeps a light trace of the main thread's tasks, for their CPU time.
    const trace =
      profile === 'trace' ? await startTrace(cdp) : realShape ? await startTrace(cdp, 'toplevel') : undefined;
    if (profile === true) await startCpuProfile(cdp);
    const before = await mainThreadTime(cdp);
    let maxDom = 0;
    let stalls = 0;
    let stalledAt = 0;
    let lastProgress = Date.now();
    let seen = loaded;
    const started = Date.now();
    while (loaded < target && Date.now() - lastProgress < 20_000) {
      // As fast as the app allows, with the mouse wheel as a reader would (jumping the
      // scroll offset straight to the end leaves the list waiting: see docs/performance.md).
      await page.mouse.wheel(0, 4000);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
      if (loaded !== seen) {
        seen = loaded;
        lastProgress = Date.now();
        stalledAt = 0;
      } else if (Date.now() - lastProgress > 3_000 && stalledAt !== lastProgress) {
        // Now and then the list shows "Loading…" but asks for nothing more (a race in
        // NoteList, see docs/performance.md). Counted, then nudged the way a reader would.
        stalledAt = lastProgress;
        stalls++;
        await page.keyboard.press('End');
        await page.mouse.wheel(0, -3000);
        await page.mouse.wheel(0, 6000);
      }
      const elements = await page.evaluate(() => document.getElementsByTagName('*').length);
      maxDom = Math.max(maxDom, elements);
    }
    const longTasks = await takeLongTasks(page);
    const after = await mainThreadTime(cdp);
    const traced = trace ? await stopTrace(cdp, trace) : undefined;
    const hot = profile === 'trace' ? traced : profile ? await stopCpuProfile(cdp, 25) : undefined;
    const cpu = traced?.taskTimes.map((t) => t.cpu) ?? [];
    const memory = await memorySnapshot(page, cdp);
    log(
      `${realShape ? 'fling (real-server notes)' : 'long timeline'}: ${loaded} notes in ${((Date.now() - started) / 1000).toFixed(0)} s, heap ${(memory.heapUsed / 1048576).toFixed(1)} MB, ${memory.domNodes} nodes, longest task ${Math.max(0, ...longTasks).toFixed(0)} ms`,
    );
    return {
      notes: loaded,
      stalls,
      heapUsed: memory.heapUsed,
      domNodes: memory.domNodes,
      documentElements: memory.documentElements,
      maxDocumentElements: maxDom,
      longTasks: longTasks.length,
      longestTask: Math.max(0, ...longTasks),
      // Tasks over 50 ms per 2,000 notes loaded, the unit of the side-by-side measurement.
      longTasksPerTwoThousand: (longTasks.length * 2000) / Math.max(loaded, 1),
      ...(traced
        ? {
            // The same from the trace's thread time: what the page itself ran, however busy
            // the machine (wall-clock tasks stretch when other processes take the cores).
            longestTaskCpu: cpu.reduce((max, ms) => Math.max(max, ms), 0), // (a spread overflows the stack)
            longTasksCpuPerTwoThousand: (cpu.filter((ms) => ms > 50).length * 2000) / Math.max(loaded, 1),
          }
        : {}),
      // Per 1,000 notes loaded, so a run that stalled short of the target stays comparable.
      scriptPerThousand: ((after.script - before.script) * 1000) / Math.max(loaded, 1),
      tasksPerThousand: ((after.tasks - before.tasks) * 1000) / Math.max(loaded, 1),
      hot,
    };
  } finally {
    await context.close();
  }
}
