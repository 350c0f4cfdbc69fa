// Starts the built local instance on a free port with a given data folder, as the browser
// tests do (packages/client/e2e/instance.ts), and reads its peak memory from /proc.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './util.mjs';

export async function startServer(dataDir, clientDist = join(repoRoot, 'packages/client/dist')) {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : []),
      join(repoRoot, 'packages/server/dist/main.js'),
      '--port',
      '0',
      '--data-dir',
      dataDir,
      '--client-dist',
      clientDist,
      '--log-level',
      'warn',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  const url = await new Promise((resolveUrl, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance did not start in 30 s:\n${output}`)), 30_000);
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolveUrl(match[1]);
      }
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${output}`));
    });
  });
  return {
    url,
    pid: child.pid,
    /** Peak resident set size of the server process so far, in bytes (VmHWM). */
    peakRss() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
      return kb * 1024;
    },
    stop() {
      if (child.exitCode !== null) return Promise.resolve();
      return new Promise((done) => {
        const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
        child.once('exit', () => {
          clearTimeout(killer);
          done();
        });
        child.kill('SIGTERM');
      });
    },
  };
}

/** Calls the API as any Misskey client would: POST JSON with the token in `i`. */
export async function callApi(url, endpoint, params = {}, token) {
  const response = await fetch(`${url}/api/${endpoint}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(token ? { ...params, i: token } : params),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${endpoint} answered ${response.status}: ${text.slice(0, 300)}`);
  return text ? JSON.parse(text) : undefined;
}
