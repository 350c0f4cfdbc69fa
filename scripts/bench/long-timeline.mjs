// Scrolls the home timeline through N notes (mixed content from the seed) and measures what
// is left: heap after GC, DOM nodes, the long tasks seen while scrolling, and the main
// thread's script and task time over the scroll (DevTools Performance metrics). The longest
// task is a maximum over a run and swings from run to run; the totals tell builds apart.
import { memorySnapshot, openContext, openHomeTimeline, takeLongTasks } from './browser.mjs';
import { log } from './util.mjs';

export async function scrollLongTimeline(browser, env, target) {
  const { context, page, cdp } = await openContext(browser, env);
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
    const memory = await memorySnapshot(page, cdp);
    log(
      `long timeline: ${loaded} notes in ${((Date.now() - started) / 1000).toFixed(0)} s, heap ${(memory.heapUsed / 1048576).toFixed(1)} MB, ${memory.domNodes} nodes, longest task ${Math.max(0, ...longTasks).toFixed(0)} ms`,
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
      // Per 1,000 notes loaded, so a run that stalled short of the target stays comparable.
      scriptPerThousand: ((after.script - before.script) * 1000) / Math.max(loaded, 1),
      tasksPerThousand: ((after.tasks - before.tasks) * 1000) / Math.max(loaded, 1),
    };
  } finally {
    await context.close();
  }
}

/** Milliseconds the page's main thread has spent running script, and in tasks of any kind. */
async function mainThreadTime(cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
  return { script: value('ScriptDuration'), tasks: value('TaskDuration') };
}
