// The side column holding all 30 widgets, open for 10 minutes of the page's time compressed
// into seconds (Playwright's fake clock runs every clock tick, poll, refresh and animation
// timer those minutes hold) while notes stream in: heap growth and the DOM's size, the leaks a
// dashboard left open all day would show.
import { memorySnapshot, openContext } from './browser.mjs';
import { callApi } from './instance.mjs';
import { postNotes } from './live-stream.mjs';
import { log, sleep } from './util.mjs';

// Spec 000 §1's catalogue, in the add menu's order.
const WIDGETS = [
  'profile',
  'instanceInfo',
  'memo',
  'notifications',
  'gamingMode',
  'gyakubariMode',
  'timeline',
  'calendar',
  'rss',
  'rssTicker',
  'trends',
  'clock',
  'activity',
  'photos',
  'digitalClock',
  'unixClock',
  'postForm',
  'slideshow',
  'serverMetric',
  'onlineUsers',
  'jobQueue',
  'button',
  'aiscript',
  'aiscriptApp',
  'aichan',
  'userList',
  'clicker',
  'birthdayFollowings',
  'federation',
  'instanceCloud',
];
const MINUTES = 10;
// A wide screen, so the default layout shows its side column.
const VIEWPORT = { width: 1600, height: 1000 };

export async function measureWidgetSession(browser, env, { run }) {
  await callApi(
    env.url,
    'i/registry/set',
    {
      scope: ['client'],
      key: 'widgets',
      value: WIDGETS.map((name) => ({ id: `${name}-${run}`, name, place: 'right', data: {} })),
    },
    env.seed.reader.token,
  );
  const { context, page, cdp } = await openContext(browser, env, VIEWPORT);
  try {
    // Installed before the app starts, so every timer it sets is the fake clock's; the clock
    // still flows on its own until it is run ahead.
    await page.clock.install();
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-widget-id]').length >= count,
      WIDGETS.length,
      { timeout: 120_000, polling: 500 },
    );
    await sleep(3000); // lazy widget chunks and their first answers
    const before = await memorySnapshot(page, cdp);
    const pageTimeBefore = await page.evaluate(() => Date.now());
    // A minute at a time, with notes arriving between: promises and answers settle in real
    // time between the runs, as they would between ticks.
    let posted = 0;
    for (let minute = 0; minute < MINUTES; minute++) {
      const batch = await postNotes(env, 10, 1, run * 100 + minute);
      posted += batch.posted;
      await page.clock.runFor(60_000);
      await sleep(300);
    }
    await sleep(2000);
    const after = await memorySnapshot(page, cdp);
    // How far the page's own clock went: the compressed minutes plus the real seconds between.
    const pageMinutes = ((await page.evaluate(() => Date.now())) - pageTimeBefore) / 60_000;
    const result = {
      widgets: await page.evaluate(() => document.querySelectorAll('[data-widget-id]').length),
      posted,
      pageMinutes,
      heapGrowth: after.heapUsed - before.heapUsed,
      domNodes: after.documentNodes,
      domNodesBefore: before.documentNodes,
      listenersGrowth: after.listeners - before.listeners,
    };
    log(
      `widgets run ${run + 1}: ${result.widgets} widgets, ${pageMinutes.toFixed(1)} min of page time, ${posted} notes posted, heap ${result.heapGrowth >= 0 ? '+' : ''}${(result.heapGrowth / 1048576).toFixed(1)} MB, ${result.domNodes} DOM nodes (${result.domNodesBefore} before), listeners ${result.listenersGrowth >= 0 ? '+' : ''}${result.listenersGrowth}`,
    );
    return result;
  } finally {
    await context.close();
  }
}
