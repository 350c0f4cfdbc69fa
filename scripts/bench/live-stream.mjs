// An open home timeline, scrolled down a little, while the people the reader follows post
// `rate` notes a second through the API for `seconds`: long tasks, heap growth and whether
// the note the reader was looking at moved.
import { noteText } from '../seed/content.mjs';
import { createRandom } from '../seed/random.mjs';
import {
  mainThreadTime,
  memorySnapshot,
  openContext,
  openHomeTimeline,
  scrollTimeline,
  startCpuProfile,
  startTrace,
  stopCpuProfile,
  stopTrace,
  takeLongTasks,
} from './browser.mjs';
import { callApi } from './instance.mjs';
import { log, sleep } from './util.mjs';

// A note is recognised by the links to its own page (and a quoted note's), kept on window:
// Virtuoso may re-create the element, so holding on to the element itself could lose it.
function installSignature(page) {
  return page.evaluate(() => {
    window.__noteSignature = (article) =>
      [...article.querySelectorAll('a[href*="/notes/"]')].map((a) => a.getAttribute('href')).join(' ');
  });
}

/** The top visible note and its offset from the top of the viewport. */
async function markReadingPosition(page) {
  await installSignature(page);
  return page.evaluate(() => {
    const signature = window.__noteSignature;
    const visible = [...document.querySelectorAll('article')].filter((a) => a.offsetParent !== null);
    const top = visible.find((a) => a.getBoundingClientRect().top >= 0 && signature(a) !== '');
    window.__anchor = top ? signature(top) : null;
    return top ? top.getBoundingClientRect().top : null;
  });
}

/** Where that note is now (null when it is no longer on screen or in the DOM). */
function readingPosition(page) {
  return page.evaluate(() => {
    const signature = window.__noteSignature;
    const found = [...document.querySelectorAll('article')].find(
      (a) => a.offsetParent !== null && signature(a) === window.__anchor,
    );
    return found ? found.getBoundingClientRect().top : null;
  });
}

export async function postNotes(env, rate, seconds, run) {
  const random = createRandom(1000 + run);
  const usernames = env.seed.followed.map((u) => u.username);
  const posters = env.seed.followed;
  const total = rate * seconds;
  const pending = [];
  let failures = 0;
  const started = Date.now();
  for (let i = 0; i < total; i++) {
    // Paced against the clock, not by sleeping a fixed gap, so slow answers do not slow the rate.
    const due = started + (i * 1000) / rate;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    const poster = posters[(i + run * 7) % posters.length];
    pending.push(
      callApi(env.url, 'notes/create', { text: noteText(random, usernames).text }, poster.token).catch(() => {
        failures++;
      }),
    );
  }
  await Promise.all(pending);
  return { posted: total - failures, failures, seconds: (Date.now() - started) / 1000 };
}

/**
 * `scrolled`: how far down the reader is (700 px: new notes are held behind "New notes"; 0: at
 * the top, where every streamed note is rendered as it comes).
 */
export async function measureLiveStream(
  browser,
  env,
  { rate, seconds, run, scrolled = 700, profile = false },
) {
  const { context, page, cdp } = await openContext(browser, env);
  let streamed = 0;
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string' && payload.includes('"type":"note"')) streamed++;
    });
  });
  try {
    await openHomeTimeline(page);
    if (scrolled > 0) await scrollTimeline(page, scrolled);
    await sleep(1000);
    const before = await memorySnapshot(page, cdp);
    const topBefore = await markReadingPosition(page);
    await takeLongTasks(page);
    if (profile) await startCpuProfile(cdp);
    // A light trace of the main thread's tasks, for their CPU time (thread time).
    const trace = await startTrace(cdp, 'toplevel');
    const streamedBefore = streamed;
    const timeBefore = await mainThreadTime(cdp);
    const posting = await postNotes(env, rate, seconds, run);
    await sleep(2000); // the last notes reach the page
    const timeAfter = await mainThreadTime(cdp);
    const hot = profile ? await stopCpuProfile(cdp, 25) : undefined;
    const { taskTimes } = await stopTrace(cdp, trace);
    const taskCpu = taskTimes.reduce((sum, t) => sum + t.cpu, 0);
    const received = streamed - streamedBefore;
    const longTasks = await takeLongTasks(page);
    const topAfter = await readingPosition(page);
    const after = await memorySnapshot(page, cdp);
    const moved = topBefore === null || topAfter === null ? null : Math.abs(topAfter - topBefore);
    log(
      `live stream run ${run + 1}: ${posting.posted} posted, ${streamed} streamed, heap +${((after.heapUsed - before.heapUsed) / 1048576).toFixed(1)} MB, longest task ${Math.max(0, ...longTasks).toFixed(0)} ms, position moved ${moved === null ? 'lost' : `${moved.toFixed(0)} px`}, script ${((timeAfter.script - timeBefore.script) / Math.max(received, 1)).toFixed(2)} ms a note`,
    );
    return {
      posted: posting.posted,
      failures: posting.failures,
      streamed,
      heapGrowth: after.heapUsed - before.heapUsed,
      longTasks: longTasks.length,
      longestTask: Math.max(0, ...longTasks),
      // null: the note the reader looked at left the DOM (it was scrolled away under them).
      positionShift: moved,
      // The page's script time (DevTools' ScriptDuration) per note event received, and the
      // same as seconds per 30 s at 20 notes/s, the unit of the side-by-side measurement.
      scriptPerNote: (timeAfter.script - timeBefore.script) / Math.max(received, 1),
      scriptPer30s: (((timeAfter.script - timeBefore.script) / Math.max(received, 1)) * 600) / 1000,
      tasksPerNote: (timeAfter.tasks - timeBefore.tasks) / Math.max(received, 1),
      // The main thread's CPU time in tasks per note, from the trace's thread time: what the
      // page ran, however busy the machine.
      taskCpuPerNote: taskCpu / Math.max(received, 1),
      hot,
    };
  } finally {
    await context.close();
  }
}
