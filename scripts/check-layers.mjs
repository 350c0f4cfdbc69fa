#!/usr/bin/env node
// Fails when client code imports from a higher layer, or when two features import each other
// (directly or round a longer cycle). The layers are written down in docs/architecture.md
// ("Layers"); LAYERS below is the same list, lowest first. A module may import its own layer
// and every layer below it. Imports are read with TypeScript's own `preProcessFile` (static
// imports, `export … from`, dynamic `import()`), type-only imports included: a type names a
// dependency as much as a value does.
//
//   node scripts/check-layers.mjs              self-test, then checks packages/client/src
//   node scripts/check-layers.mjs --self-test  only proves on fixtures that violations are caught
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(join(root, 'package.json'))('typescript');

/** Lowest first. A name is a top-level folder (or file) of src/; `features/*` is every feature. */
export const LAYERS = [
  ['constants', 'version', 'blurhash', 'i18n', 'router', 'instance'],
  ['ui'],
  ['windows'],
  ['theme', 'settings'],
  ['api', 'stream'],
  ['mfm', 'users'],
  ['accounts'],
  ['features/*', 'lookup', 'effects'],
  ['navigation', 'layouts'],
  ['pages/*'],
  ['boot', 'main'],
];

/**
 * Known upward imports, each to be removed rather than added to: the check fails when one of
 * these is no longer there, so the list can only shrink. `from` is a file, `to` a module.
 */
export const KNOWN = [];

/** Test code may reach any layer to build a harness: unit tests, `testing.tsx` helpers, src/test. */
const isTestCode = (file) =>
  /\.test\.tsx?$/.test(file) || /(^|\/)testing\.tsx?$/.test(file) || file.startsWith('test/');

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function sourceFiles(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(path, out);
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveImport(src, from, specifier) {
  let base;
  if (specifier.startsWith('@/')) base = join(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null; // a package
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Features that live inside another feature's folder but stand on their own: they import
 * nothing of their parent, and others use them without depending on the parent. The media
 * of notes are shown by the composer's attachments too.
 */
const NESTED_FEATURES = ['features/notes/media'];

/** The module a file belongs to: `ui`, `features/notes`, `features/notes/media`, `pages/settings`, `main`. */
export function moduleOf(file) {
  const nested = NESTED_FEATURES.find((prefix) => file.startsWith(`${prefix}/`));
  if (nested) return nested;
  const parts = file.split('/');
  if ((parts[0] === 'features' || parts[0] === 'pages') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts.length > 1 ? parts[0] : parts[0].replace(/\.tsx?$/, '');
}

function layerOf(module) {
  const index = LAYERS.findIndex((names) =>
    names.some((name) => name === module || (name.endsWith('/*') && module.startsWith(name.slice(0, -1)))),
  );
  // The root of pages/ (the composed route table) sits with the pages.
  if (index === -1 && module === 'pages') return layerOf('pages/root');
  return index;
}

/** Every import between two modules of src, as [fromFile, toFile] relative to src. */
export function importsOf(src) {
  const edges = [];
  for (const path of sourceFiles(src)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(path, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const target = resolveImport(src, path, fileName);
      if (!target) continue;
      edges.push([relative(src, path).split(sep).join('/'), relative(src, target).split(sep).join('/')]);
    }
  }
  return edges;
}

/** The problems of a source tree: upward imports, unknown modules, feature cycles, stale exceptions. */
export function check(src, { known = KNOWN } = {}) {
  const problems = [];
  const used = new Set();
  const featureEdges = new Map();
  const unknown = new Set();
  for (const [from, to] of importsOf(src)) {
    if (isTestCode(from)) continue;
    const a = moduleOf(from);
    const b = moduleOf(to);
    if (a === b) continue;
    const [la, lb] = [layerOf(a), layerOf(b)];
    for (const [module, layer] of [
      [a, la],
      [b, lb],
    ])
      if (layer === -1 && !unknown.has(module)) {
        unknown.add(module);
        problems.push(`${module}: not in any layer (add it to LAYERS and docs/architecture.md)`);
      }
    const exception = known.find((entry) => entry.from === from && entry.to === b);
    if (exception) {
      used.add(exception);
      continue;
    }
    if (la !== -1 && lb !== -1 && lb > la) problems.push(`${from} imports ${to}: ${a} is below ${b}`);
    if (a.startsWith('features/') && b.startsWith('features/')) {
      if (!featureEdges.has(a)) featureEdges.set(a, new Map());
      if (!featureEdges.get(a).has(b)) featureEdges.get(a).set(b, `${from} imports ${to}`);
    }
  }
  for (const cycle of cycles(featureEdges))
    problems.push(`features import each other: ${cycle.map(([a, , why]) => `${a} (${why})`).join(' -> ')}`);
  for (const entry of known)
    if (!used.has(entry)) problems.push(`${entry.from} no longer imports ${entry.to}: remove it from KNOWN`);
  return problems;
}

/** Each cycle of a small graph once, as its edges [from, to, why]. */
function cycles(graph) {
  const found = [];
  const seen = new Set();
  const walk = (start, node, path) => {
    for (const [next, why] of graph.get(node) ?? []) {
      const edges = [...path, [node, next, why]];
      if (next === start) {
        const key = edges
          .map(([a]) => a)
          .sort()
          .join(',');
        if (!seen.has(key)) {
          seen.add(key);
          found.push(edges);
        }
      } else if (!path.some(([a]) => a === next) && next > start) walk(start, next, edges);
    }
  };
  for (const start of graph.keys()) walk(start, start, []);
  return found;
}

function selfTest() {
  const fixtures = join(root, 'scripts/check-layers.fixtures');
  const expectations = {
    clean: [],
    upward: ['ui/Button.tsx imports accounts/index.ts: ui is below accounts'],
    'feature-cycle': [
      'features import each other: features/a (features/a/index.ts imports features/b/index.ts) -> features/b (features/b/index.ts imports features/a/index.ts)',
    ],
    'dynamic-and-reexport': [
      'i18n/index.ts imports pages/user/UserPage.tsx: i18n is below pages/user',
      'ui/index.ts imports boot/index.ts: ui is below boot',
    ],
  };
  let failed = 0;
  for (const [name, expected] of Object.entries(expectations)) {
    const actual = check(join(fixtures, name, 'src'), { known: [] });
    const ok = JSON.stringify(actual.sort()) === JSON.stringify([...expected].sort());
    console.log(
      `${ok ? 'ok  ' : 'FAIL'} ${name}${ok ? '' : `\n  expected ${JSON.stringify(expected)}\n  got      ${JSON.stringify(actual)}`}`,
    );
    if (!ok) failed++;
  }
  // A stale exception is reported, so the list of known ones only shrinks.
  const stale = check(join(fixtures, 'clean', 'src'), { known: [{ from: 'ui/Button.tsx', to: 'accounts' }] });
  const staleOk = stale.length === 1 && stale[0].includes('remove it from KNOWN');
  console.log(`${staleOk ? 'ok  ' : 'FAIL'} stale exception`);
  if (!staleOk) failed++;
  return failed === 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  // The self-test runs first every time (milliseconds): a check that cannot fail proves nothing.
  const selfTestPassed = selfTest();
  if (process.argv.includes('--self-test') || !selfTestPassed) process.exit(selfTestPassed ? 0 : 1);
  const problems = check(join(root, 'packages/client/src'));
  for (const problem of problems) console.error(problem);
  console.log(
    problems.length
      ? `layers: ${problems.length} problem(s); the layers are in docs/architecture.md ("Layers")`
      : 'layers: every import goes down or sideways, no feature cycle',
  );
  process.exit(problems.length ? 1 : 0);
}
