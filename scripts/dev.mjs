#!/usr/bin/env node
// `npm run dev`: the local instance (restarting on server changes) on port 3000 and the Vite
// dev server with hot reload, which proxies /api and /streaming to it. npm runs the server
// in its package folder, so the data folder is named from there: the same ./data as `npm start`.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', 'packages/server', '--', '--port', '3000', '--data-dir', '../../data'], {
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '-w', 'packages/client'], { stdio: 'inherit' }),
];
function stop(signal) {
  for (const child of children) child.kill(signal);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stop(signal));
for (const child of children)
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
