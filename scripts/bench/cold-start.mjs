// Cold start (a fresh browser profile each run, so nothing is cached) to the first note
// painted on the home timeline, and the JS and CSS that had to arrive before it.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { openContext, waitFirstNote } from './browser.mjs';
import { log, summarize } from './util.mjs';

async function oneColdStart(browser, env, throttle) {
  const { context, page, cdp } = await openContext(browser, env);
  try {
    if (throttle > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
    await page.goto('/', { waitUntil: 'commit' });
    const firstNote = await waitFirstNote(page);
    const loaded = await page.evaluate(
      (before) =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.responseEnd <= before)
          .map((entry) => new URL(entry.name).pathname),
      firstNote,
    );
    return { firstNote, loaded };
  } finally {
    await context.close();
  }
}

export async function measureColdStart(browser, env, runs) {
  const figures = {};
  for (const throttle of [1, 4]) {
    const times = [];
    for (let i = 0; i < runs; i++) {
      const { firstNote } = await oneColdStart(browser, env, throttle);
      times.push(firstNote);
      log(`cold start ${throttle}x run ${i + 1}: ${firstNote.toFixed(0)} ms`);
    }
    figures[throttle === 1 ? 'coldStart' : 'coldStartThrottled'] = summarize(times);
  }
  return figures;
}

function sizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }).length,
  };
}

function add(total, part) {
  for (const key of ['raw', 'gzip', 'brotli']) total[key] += part[key];
}

function listAssets(dir, prefix = '') {
  const out = [];
  for (const name of readdirSync(join(dir, prefix))) {
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(join(dir, rel)).isDirectory()) out.push(...listAssets(dir, rel));
    else if (/\.(js|css)$/.test(name)) out.push(rel);
  }
  return out;
}

/**
 * Sizes are computed from the files in the build (gzip -9, brotli 11, what a static server
 * with precompression would send), for the files the page had fetched before its first note.
 */
export async function measureBundle(browser, env, clientDist) {
  const { loaded } = await oneColdStart(browser, env, 1);
  const files = new Map();
  for (const rel of listAssets(clientDist)) files.set(`/${rel}`, sizes(readFileSync(join(clientDist, rel))));
  const initial = { raw: 0, gzip: 0, brotli: 0, files: [] };
  for (const path of new Set(loaded)) {
    const size = files.get(path);
    if (!size) continue;
    add(initial, size);
    initial.files.push({ name: path.replace(/^\/assets\//, ''), ...size });
  }
  const whole = { raw: 0, gzip: 0, brotli: 0 };
  for (const size of files.values()) add(whole, size);
  const largest = [...files.entries()]
    .sort((a, b) => b[1].raw - a[1].raw)
    .slice(0, 8)
    .map(([path, size]) => ({ name: path.replace(/^\/assets\//, ''), ...size }));
  initial.files.sort((a, b) => b.raw - a.raw);
  log(
    `bundle before first note: ${(initial.brotli / 1024).toFixed(1)} KB brotli in ${initial.files.length} files`,
  );
  return { initial, whole, largest };
}
