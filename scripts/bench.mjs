#!/usr/bin/env node
// `npm run bench`: seeds a fresh local instance (1,000 users, 100,000 notes), measures the
// client in headless Chromium and the server under autocannon, and writes bench/report.json
// and bench/report.md (also printed), each figure against bench/budgets.json.
//   npm run bench -- --only=bundle,mfm   a subset (bundle, cold, timeline, fling, stream, stream-top, deck, widgets, session, mfm, emoji, server, antennas, play, pages, bubble)
//   npm run bench -- --quick             fewer and shorter runs, for development
//   npm run bench -- --client-dist=/tmp/x  measure another build (no rebuild then)
//   npm run bench -- --long-runs=2       fewer runs of the timeline, stream and session figures
//   npm run bench -- --only=timeline --merge   measure one part again, keep the rest of the last report
//   BENCH_CPU_PROF=/tmp/prof npm run bench -- --only=server   also write the instance's CPU profile there
// Never part of `npm test`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { measureAntennaMatching } from './bench/antennas.mjs';
import { accountFor, launchBrowser } from './bench/browser.mjs';
import { measureBubbleGame } from './bench/bubble-game.mjs';
import { measureBundle, measureColdStart } from './bench/cold-start.mjs';
import { measureDeckStream } from './bench/deck-stream.mjs';
import { measureEmojiPicker } from './bench/emoji-picker.mjs';
import { startServer } from './bench/instance.mjs';
import { measureLiveStream } from './bench/live-stream.mjs';
import { measureLongSession, sessionTargets } from './bench/long-session.mjs';
import { scrollLongTimeline } from './bench/long-timeline.mjs';
import { measureMfm } from './bench/mfm.mjs';
import { measurePagesOpen } from './bench/pages-open.mjs';
import { measurePlayRender } from './bench/play-render.mjs';
import { makeAssets } from './bench/real-shape.mjs';
import { buildReport } from './bench/report.mjs';
import { measureServer } from './bench/server.mjs';
import { log, repoRoot, summarize } from './bench/util.mjs';
import { measureWidgetSession } from './bench/widget-session.mjs';
import { seedInstance } from './seed/seed.mjs';
import { isStale } from './stale.mjs';

const SECTIONS = [
  'bundle',
  'cold',
  'timeline',
  'fling',
  'stream',
  'stream-top',
  'deck',
  'widgets',
  'session',
  'mfm',
  'emoji',
  'server',
  'antennas',
  'play',
  'pages',
  'bubble',
];
const argv = process.argv.slice(2);
const option = (name) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const quick = argv.includes('--quick');
const only = option('only')?.split(',') ?? SECTIONS;
for (const name of only) {
  if (!SECTIONS.includes(name)) {
    console.error(`unknown section '${name}'; choose from ${SECTIONS.join(', ')}`);
    process.exit(2);
  }
}
const wants = (name) => only.includes(name);

const plan = quick
  ? {
      runs: 2,
      notes: 1000,
      flingNotes: 1000,
      streamSeconds: 10,
      streamTopSeconds: 10,
      navigations: 100,
      sessionRuns: 1,
      timelineRuns: 1,
      streamRuns: 1,
      serverSeconds: 3,
    }
  : {
      runs: 5,
      notes: 5000,
      // The side-by-side measurement's units: 2,000 notes flung through, 30 s of stream.
      flingNotes: 2000,
      streamSeconds: 60,
      streamTopSeconds: 30,
      navigations: 500,
      sessionRuns: 5,
      timelineRuns: 5,
      streamRuns: 5,
      serverSeconds: 10,
    };

// Fewer runs of the three long browser figures (timeline, stream, session), for a machine
// that cannot spare the full half hour; the report says how many runs each figure had.
const longRuns = option('long-runs');
if (longRuns !== undefined) {
  const n = Math.max(1, Number.parseInt(longRuns, 10) || 1);
  plan.timelineRuns = n;
  plan.streamRuns = n;
  plan.sessionRuns = n;
}

function buildIfStale(workspace, output, sources) {
  if (
    !isStale(
      join(repoRoot, output),
      sources.map((s) => join(repoRoot, s)),
    )
  )
    return;
  log(`building ${workspace} (stale)…`);
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', workspace], {
    stdio: 'inherit',
    cwd: repoRoot,
  });
  if (result.status !== 0) throw new Error(`the ${workspace} build failed`);
}

/** Runs `measure` `runs` times and summarizes every numeric field of its results. */
async function repeat(runs, measure) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await measure(i));
  const out = {};
  for (const key of Object.keys(all[0])) {
    if (all.every((r) => typeof r[key] === 'number' || r[key] === null))
      out[key] = summarize(all.map((r) => r[key]));
  }
  return { out, all };
}

const clientDistOption = option('client-dist');
const clientDist = clientDistOption ?? join(repoRoot, 'packages/client/dist');
if (!clientDistOption && !argv.includes('--no-build')) {
  buildIfStale('packages/client', 'packages/client/dist/index.html', [
    'packages/client/src',
    'packages/client/index.html',
    'packages/client/vite.config.ts',
  ]);
  buildIfStale('packages/server', 'packages/server/dist/main.js', ['packages/server/src']);
}

const started = Date.now();
const results = {};
const dataDir = mkdtempSync(join(tmpdir(), 'shiori-bench-'));
const browserSections = [
  'bundle',
  'cold',
  'timeline',
  'fling',
  'stream',
  'stream-top',
  'deck',
  'widgets',
  'session',
].filter(wants);
let browser;
let server;
let chromiumVersion = '';
try {
  let seed;
  if (browserSections.length > 0 || wants('server')) {
    log('seeding 1,000 users and 100,000 notes…');
    seed = await seedInstance(dataDir, { users: 1000, notes: 100_000, log });
  }
  if (browserSections.length > 0) {
    server = await startServer(dataDir, clientDist);
    browser = await launchBrowser();
    chromiumVersion = browser.version();
    const env = { url: server.url, seed, account: await accountFor(server.url, seed.reader) };
    if (wants('bundle')) results.bundle = await measureBundle(browser, env, clientDist);
    if (wants('cold')) results.coldStart = await measureColdStart(browser, env, plan.runs);
    if (wants('timeline')) {
      const { out, all } = await repeat(plan.timelineRuns, () =>
        scrollLongTimeline(browser, env, plan.notes),
      );
      // A run that stalled short of the target measured a shorter timeline: its heap and DOM
      // figures are not comparable, so only complete runs make the medians (stalls are reported).
      const complete = all.filter((r) => r.notes >= plan.notes);
      if (complete.length > 0 && complete.length < all.length) {
        for (const key of [
          'heapUsed',
          'domNodes',
          'documentElements',
          'maxDocumentElements',
          'longTasks',
          'longestTask',
        ])
          out[key] = summarize(complete.map((r) => r[key]));
      }
      out.incompleteRuns = all.length - complete.length;
      results.longTimeline = out;
    }
    if (wants('fling')) {
      // The same scroll through notes shaped as a real server packs them (real-shape.mjs).
      const assets = await makeAssets();
      const { out } = await repeat(plan.timelineRuns, () =>
        scrollLongTimeline(browser, env, plan.flingNotes, { realShape: assets }),
      );
      results.fling = out;
    }
    if (wants('stream')) {
      const { out, all } = await repeat(plan.streamRuns, (run) =>
        measureLiveStream(browser, env, { rate: 20, seconds: plan.streamSeconds, run }),
      );
      // A lost anchor counts as the worst case, not as a skipped run.
      out.positionLost = all.filter((r) => r.positionShift === null).length;
      if (out.positionLost > 0)
        out.positionShift = summarize(all.map((r) => r.positionShift ?? Number.POSITIVE_INFINITY));
      results.liveStream = out;
    }
    if (wants('stream-top')) {
      // The reader at the top of the open timeline, where every streamed note may be shown:
      // the script time per note (the stream above holds them, scrolled down).
      const { out } = await repeat(plan.streamRuns, (run) =>
        measureLiveStream(browser, env, {
          rate: 20,
          seconds: plan.streamTopSeconds,
          run: run + 100,
          scrolled: 0,
        }),
      );
      results.streamTop = out;
    }
    if (wants('deck')) {
      // The deck of 8 live timeline columns, all on screen, at the same 20 notes/s.
      const { out } = await repeat(plan.streamRuns, (run) =>
        measureDeckStream(browser, env, { rate: 20, seconds: plan.streamSeconds, run: run + 200 }),
      );
      results.deckStream = out;
    }
    if (wants('widgets')) {
      // The side column with all 30 widgets, 10 minutes of the page's time compressed.
      const { out } = await repeat(plan.streamRuns, (run) => measureWidgetSession(browser, env, { run }));
      results.widgetSession = out;
    }
    if (wants('session')) {
      const targets = await sessionTargets(env);
      const { out } = await repeat(plan.sessionRuns, () =>
        measureLongSession(browser, env, { navigations: plan.navigations, targets }),
      );
      results.longSession = out;
    }
    await browser.close();
    browser = undefined;
    await server.stop();
    server = undefined;
  }
  if (wants('mfm')) results.mfm = await measureMfm(plan.runs);
  if (wants('emoji')) results.emojiPicker = await measureEmojiPicker({ runs: plan.runs, clientDist });
  // Issue 24: a play drawing 1,000 components and a page of 100 blocks, each on a small instance of its own.
  if (wants('play')) results.playRender = await measurePlayRender({ runs: plan.runs, clientDist });
  if (wants('pages')) results.pagesOpen = await measurePagesOpen({ runs: plan.runs, clientDist });
  if (wants('bubble')) results.bubbleGame = await measureBubbleGame({ runs: plan.runs });
  if (wants('antennas'))
    results.antennaMatching = await measureAntennaMatching({ runs: plan.runs, count: quick ? 500 : 2000 });
  if (wants('server')) results.server = await measureServer(dataDir, seed, { duration: plan.serverSeconds });
} finally {
  await browser?.close();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// --merge keeps the sections of the last report that this run did not measure, so one
// figure can be measured again without redoing the whole half hour.
if (argv.includes('--merge') && existsSync(join(repoRoot, 'bench/report.json'))) {
  const previous = JSON.parse(readFileSync(join(repoRoot, 'bench/report.json'), 'utf8'));
  for (const [key, value] of Object.entries(previous.results ?? {})) results[key] ??= value;
}

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GB RAM, Node ${process.version}${chromiumVersion ? `, Chromium ${chromiumVersion}` : ''}`;
const markdown = buildReport(results, {
  date: new Date().toISOString(),
  machine,
  runs: plan.runs,
  longRuns: { timeline: plan.timelineRuns, stream: plan.streamRuns, session: plan.sessionRuns },
  quick,
  sections: only,
  minutes: (Date.now() - started) / 60_000,
});
console.log(markdown);
log(
  `done in ${((Date.now() - started) / 60_000).toFixed(1)} min; bench/report.json and bench/report.md written`,
);
