// The deck with 8 live timeline columns side by side (home, local, social and global twice),
// all on screen, while the people the reader follows post `rate` notes a second for `seconds`:
// the longest task, the 95th percentile of frame times, heap growth and the DOM's size.
import { memorySnapshot, openContext, startTrace, stopTrace, takeLongTasks } from './browser.mjs';
import { callApi } from './instance.mjs';
import { postNotes } from './live-stream.mjs';
import { log, sleep } from './util.mjs';

const SCOPE = ['client', 'deck', 'profiles'];
const TIMELINES = ['home', 'local', 'social', 'global'];
const COLUMNS = 8;
// 8 columns of 215 px, their gaps and the icon rail fit a 1920 px screen: every one is drawn.
const COLUMN_WIDTH = 215;
const VIEWPORT = { width: 1920, height: 1080 };

/** The reader's deck profile: 8 timeline columns and no main column, saved as Misskey's shape. */
async function saveDeck(env, run) {
  const columns = Array.from({ length: COLUMNS }, (_, i) => ({
    id: `bench-${run}-${i}`,
    type: 'tl',
    name: null,
    width: COLUMN_WIDTH,
    active: true,
    tl: TIMELINES[i % TIMELINES.length],
  }));
  await callApi(
    env.url,
    'i/registry/set',
    { scope: SCOPE, key: 'default', value: { columns, layout: columns.map((c) => [c.id]) } },
    env.seed.reader.token,
  );
}

/** Frame times (ms between animation frames) from now until collected. */
function startFrames(page) {
  return page.evaluate(() => {
    const frames = [];
    let last = performance.now();
    let running = true;
    const tick = (now) => {
      frames.push(now - last);
      last = now;
      if (running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.__deckFrames = () => {
      running = false;
      return frames;
    };
  });
}

function percentile(values, p) {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export async function measureDeckStream(browser, env, { rate, seconds, run }) {
  await saveDeck(env, run);
  const { context, page, cdp } = await openContext(browser, env, VIEWPORT);
  let streamed = 0;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"type":"note"')) streamed++;
    });
  });
  try {
    // The deck by the address (the layout setting is the user's); the main page is a light one
    // that streams nothing, so the 8 columns are the only timelines.
    await page.goto('/settings/deck?ui=deck', { waitUntil: 'commit' });
    await page.waitForFunction(
      (count) => {
        const columns = document.querySelectorAll('section[data-column-type="tl"]');
        return columns.length === count && [...columns].every((c) => c.querySelector('article'));
      },
      COLUMNS,
      { timeout: 120_000, polling: 500 },
    );
    await sleep(2000);
    const before = await memorySnapshot(page, cdp);
    await takeLongTasks(page);
    await startFrames(page);
    // A light trace of the main thread's tasks, for their CPU time: on a busy machine a task's
    // wall time stretches with other processes, its thread time does not.
    const trace = await startTrace(cdp, 'toplevel');
    const streamedBefore = streamed;
    const started = Date.now();
    const posting = await postNotes(env, rate, seconds, run);
    await sleep(2000); // the last notes reach the page
    const frames = await page.evaluate(() => window.__deckFrames());
    const { taskTimes } = await stopTrace(cdp, trace);
    const elapsed = (Date.now() - started) / 1000;
    const longTasks = await takeLongTasks(page);
    const after = await memorySnapshot(page, cdp);
    const received = streamed - streamedBefore;
    const result = {
      posted: posting.posted,
      streamed: received,
      longTasks: longTasks.length,
      longestTask: Math.max(0, ...longTasks),
      longestTaskCpu: taskTimes.reduce((max, t) => Math.max(max, t.cpu), 0),
      // Main-thread CPU per second of streaming, in ms (1000 would be a thread never idle).
      cpuPerSecond: taskTimes.reduce((sum, t) => sum + t.cpu, 0) / elapsed,
      frameP95: percentile(frames, 95),
      frames: frames.length,
      heapGrowth: after.heapUsed - before.heapUsed,
      domNodes: after.documentNodes,
      domNodesBefore: before.documentNodes,
    };
    log(
      `deck run ${run + 1}: ${posting.posted} posted, ${received} note events, longest task ${result.longestTask.toFixed(0)} ms (${result.longestTaskCpu.toFixed(0)} ms CPU), main thread ${result.cpuPerSecond.toFixed(0)} ms CPU a second, frame p95 ${result.frameP95?.toFixed(1)} ms over ${frames.length} frames, heap +${(result.heapGrowth / 1048576).toFixed(1)} MB, ${result.domNodes} DOM nodes (${result.domNodesBefore} before)`,
    );
    return result;
  } finally {
    await context.close();
  }
}
