#!/usr/bin/env node
// Runs the whole suite in the order a failure is cheapest to find: static checks, unit and
// server tests, the production build, then browser tests against that build. Every stage
// runs even when an earlier one failed (so one run shows everything), except the browser
// tests, which need a build. Ends with one summary line, `tests: N passed, N failed`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const reportDir = mkdtempSync(join(tmpdir(), 'shiori-test-'));
const totals = { passed: 0, failed: 0 };
const failedStages = [];

function run(name, command, args, env = {}) {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
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

// The client's bundler and the server's tsc side by side (what `npm run build` runs in turn).
const built = await runTogether('build', [
  { label: 'client', command: 'npm', args: ['run', '--silent', 'build', '-w', 'packages/client'] },
  { label: 'server', command: 'npm', args: ['run', '--silent', 'build', '-w', 'packages/server'] },
]);
if (built) {
  const out = join(reportDir, 'playwright.json');
  run('browser tests', npx, ['playwright', 'test', '-c', 'packages/client/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  countPlaywright(out);
} else {
  console.log('browser tests skipped: the build failed');
  totals.failed += 1;
}

rmSync(reportDir, { recursive: true, force: true });
console.log(failedStages.length ? `\nFailed stages: ${failedStages.join(', ')}` : '\nAll stages passed.');
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedStages.length ? 1 : 0);
