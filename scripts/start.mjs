#!/usr/bin/env node
// `npm start`: build whatever is stale, then run the local instance in the foreground.
// Arguments after `--` go to the server (e.g. `npm start -- --port 4000`).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isStale } from './stale.mjs';

const client = 'packages/client';
const server = 'packages/server';

function build(workspace) {
  console.log(`Building ${workspace}…`);
  const result = spawnSync('npm', ['run', '--silent', 'build', '-w', workspace], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`The ${workspace} build failed; see the output above.`);
    process.exit(result.status ?? 1);
  }
}

if (
  isStale(`${client}/dist/index.html`, [
    `${client}/src`,
    `${client}/index.html`,
    `${client}/vite.config.ts`,
    `${client}/package.json`,
  ])
) {
  build(client);
}
if (
  isStale(`${server}/dist/main.js`, [
    `${server}/src`,
    `${server}/package.json`,
    `${server}/tsconfig.build.json`,
  ])
) {
  build(server);
}

// `npm start -- --demo`: a fresh data folder filled with realistic content (scripts/seed), so
// there is something to look at without signing anybody up.
let serverArgs = process.argv.slice(2);
if (serverArgs.includes('--demo')) {
  serverArgs = serverArgs.filter((arg) => arg !== '--demo');
  const dataDir = mkdtempSync(join(tmpdir(), 'shiori-demo-'));
  const { seedInstance } = await import('./seed/seed.mjs');
  const seeded = await seedInstance(dataDir, { users: 200, notes: 5000, follows: 60, readerName: 'demo' });
  console.log(`Demo data in ${dataDir}: sign in as @demo with the password ${seeded.password}`);
  serverArgs.push('--data-dir', dataDir);
}

const child = spawn(process.execPath, [`${server}/dist/main.js`, ...serverArgs], {
  stdio: 'inherit',
});
// The server shuts down cleanly on these; pass them on rather than dying first.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
