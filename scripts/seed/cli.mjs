#!/usr/bin/env node
// `node scripts/seed/cli.mjs --data-dir ./data-demo [--users 60] [--notes 3000] [--reader demo]`
// Seeds a fresh data folder; then `node packages/server/dist/main.js --data-dir ./data-demo`.
import { seedInstance } from './seed.mjs';

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .join(' ')
    .split(/\s*--/)
    .filter(Boolean)
    .map((pair) => pair.split(/[=\s]+/)),
);
if (!args['data-dir']) {
  console.error('usage: node scripts/seed/cli.mjs --data-dir <path> [--users n] [--notes n] [--reader name]');
  process.exit(2);
}
const result = await seedInstance(args['data-dir'], {
  users: args.users ? Number(args.users) : 1000,
  notes: args.notes ? Number(args.notes) : 100_000,
  readerName: args.reader ?? 'reader',
  log: console.log,
});
console.log(`Sign in as @${result.reader.username} with the password ${result.password}`);
