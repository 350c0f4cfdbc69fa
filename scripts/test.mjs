#!/usr/bin/env node
// Runs the whole suite in the order a failure is cheapest to find: static checks, unit and
// server tests, the production build, then browser tests against that build. Every stage
// runs even when an earlier one failed (so one run shows everything), except the browser
// tests, which need a build. Ends with one summary line, `tests: N passed, N failed`.
import { spawnSync } from 'node:child_process';
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
run('typecheck', 'npm', ['run', '--silent', 'typecheck']);
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

const built = run('build', 'npm', ['run', '--silent', 'build']);
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
