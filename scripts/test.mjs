#!/usr/bin/env node
// Runs the whole suite in the order a failure is cheapest to find: static checks, unit and
// server tests, the production build, then browser tests against that build. Every stage
// runs even when an earlier one failed (so one run shows everything), except the browser
// tests, which need a build. Ends with each stage's time, the slowest browser tests and one
// summary line, `tests: N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'shiori-test-'));
// The browser tests' JSON report is kept (git ignores the folder): where their time goes can be
// read from it without running them again.
const browserReport = join(process.cwd(), 'playwright-report', 'results.json');
const totals = { passed: 0, failed: 0 };
const failedStages = [];
/** Each stage's name and wall time in seconds, printed together at the end. */
const stageTimes = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  stageTimes.push({ name, seconds });
  const ok = result.status === 0;
  console.log(`--- ${name}: ${ok ? 'ok' : `FAILED (exit ${result.status ?? result.signal})`} in ${seconds}s`);
  if (!ok) failedStages.push(name);
  return ok;
}

/**
 * Runs commands at the same time as one stage, each one's output printed whole when it ends
 * (never interleaved). For single-threaded work only (tsc): two of them fill the two cores of
 * a CI machine that running them one after the other left half idle.
 */
async function runTogether(name, jobs) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const results = await Promise.all(
    jobs.map(
      ({ label, command, args }) =>
        new Promise((done) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          let output = '';
          child.stdout.on('data', (chunk) => {
            output += chunk;
          });
          child.stderr.on('data', (chunk) => {
            output += chunk;
          });
          child.on('error', (error) => {
            output += String(error);
          });
          child.on('close', (status, signal) => {
            process.stdout.write(`--- ${label}\n${output}`);
            done({ label, ok: status === 0, status: status ?? signal });
          });
        }),
    ),
  );
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  stageTimes.push({ name, seconds });
  const failed = results.filter((result) => !result.ok);
  const verdict = failed.length
    ? `FAILED (${failed.map((result) => `${result.label}: exit ${result.status}`).join(', ')})`
    : 'ok';
  console.log(`--- ${name}: ${verdict} in ${seconds}s`);
  if (failed.length) failedStages.push(name);
  return failed.length === 0;
}

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests + (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  } catch {
    totals.failed += 1; // a runner that left no report did not pass
  }
}

/** Prints the slowest browser tests of a Playwright JSON report (fixtures' set-up included). */
function printSlowest(file, count) {
  let report;
  try {
    report = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return;
  }
  const tests = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results)
          tests.push({ file: spec.file, title: spec.title, ms: result.duration });
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  tests.sort((a, b) => b.ms - a.ms);
  const sum = tests.reduce((total, test) => total + test.ms, 0) / 1000;
  console.log(
    `\nSlowest browser tests (${tests.length} tests, ${sum.toFixed(0)} s summed over the workers):`,
  );
  for (const test of tests.slice(0, count)) {
    console.log(`${(test.ms / 1000).toFixed(1).padStart(6)} s  ${test.file} › ${test.title}`);
  }
  console.log(`(the whole report: ${file})`);
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected;
    totals.failed += stats.unexpected + stats.flaky + stats.skipped;
  } catch {
    totals.failed += 1;
  }
}

const npx = 'npx';
await runTogether('typecheck', [
  { label: 'server', command: 'npm', args: ['run', '--silent', 'typecheck', '-w', 'packages/server'] },
  { label: 'client', command: 'npm', args: ['run', '--silent', 'typecheck', '-w', 'packages/client'] },
]);
run('lint', npx, ['biome', 'check', '.']);
// No import from a lower layer to a higher one (docs/architecture.md, "Layers"); a second or less.
run('layers', process.execPath, ['scripts/check-layers.mjs']);

for (const pkg of ['server', 'client']) {
  const out = join(reportDir, `${pkg}-vitest.json`);
  run(`${pkg} tests`, npx, [
    'vitest',
    'run',
    '--root',
    `packages/${pkg}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ]);
  countVitest(out);
}

// The client's bundler and the server's tsc + bundle side by side (what `npm run build` runs in turn).
const built = await runTogether('build', [
  { label: 'client', command: 'npm', args: ['run', '--silent', 'build', '-w', 'packages/client'] },
  { label: 'server', command: 'npm', args: ['run', '--silent', 'build', '-w', 'packages/server'] },
]);
if (built) {
  mkdirSync(join(process.cwd(), 'playwright-report'), { recursive: true });
  rmSync(browserReport, { force: true });
  run('browser tests', npx, ['playwright', 'test', '-c', 'packages/client/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: browserReport,
  });
  countPlaywright(browserReport);
  printSlowest(browserReport, 15);
} else {
  console.log('browser tests skipped: the build failed');
  totals.failed += 1;
}

rmSync(reportDir, { recursive: true, force: true });
console.log('\nStage times:');
for (const { name, seconds } of stageTimes) console.log(`${seconds.padStart(7)} s  ${name}`);
console.log(failedStages.length ? `\nFailed stages: ${failedStages.join(', ')}` : '\nAll stages passed.');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStages.length ? 1 : 0);
