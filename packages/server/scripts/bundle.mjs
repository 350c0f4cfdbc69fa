// Bundles the server's own compiled modules into dist/main.js, in place, after tsc.
//
// Why: a start of the server was mostly node finding, reading and compiling its ~600 module
// files (1.5 s of CPU; 1.0 s as one file). Every browser test starts its own instance, so that
// second mattered hundreds of times per run. Packages stay external (node_modules resolve as
// before, native ones included); only our code moves into one file. The remaining dist/ files
// are what the bundle was made from (and what the source maps point through).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const entry = join(dist, 'main.js');

await build({
  entryPoints: [entry],
  // The bundle takes main.js's place, so paths made from import.meta.url (the package.json, the
  // client's dist) resolve as they did from main.js.
  outfile: entry,
  allowOverwrite: true,
  bundle: true,
  packages: 'external',
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
});
