// Decides whether a build output is older than any of its sources, so `npm start` rebuilds
// only what changed instead of paying for a full build on every start.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestMtime(path) {
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** True when `output` is missing or older than the newest file among `sources`. */
export function isStale(output, sources) {
  const built = newestMtime(output);
  if (built === 0) return true;
  return sources.some((source) => newestMtime(source) > built);
}
