// MFM parse and render time per note over the fixed 10,000-note corpus (scripts/seed). The
// client's renderer is bundled for Node with Vite's SSR build (the client's config, so the
// same aliases and CSS modules) and rendered with react-dom/server in batches of 100 notes.
// renderToString covers parsing and building the React tree, not the browser's DOM commit or
// layout; the long-timeline figures cover those in the browser.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mfmCorpus } from '../seed/content.mjs';
import { log, repoRoot, summarize } from './util.mjs';

async function bundleRenderer() {
  const outDir = join(repoRoot, 'bench/.build/mfm');
  mkdirSync(outDir, { recursive: true });
  const { build } = await import(pathToFileURL(join(repoRoot, 'node_modules/vite/dist/node/index.js')).href);
  await build({
    root: join(repoRoot, 'packages/client'),
    configFile: join(repoRoot, 'packages/client/vite.config.ts'),
    logLevel: 'warn',
    build: {
      ssr: join(repoRoot, 'scripts/bench/mfm-entry.tsx'),
      outDir,
      emptyOutDir: true,
      rollupOptions: { output: { entryFileNames: 'mfm-entry.mjs' } },
    },
  });
  return import(pathToFileURL(join(outDir, 'mfm-entry.mjs')).href);
}

export async function measureMfm(runs) {
  // Links resolve against the page's origin; Node has no window, so give it the one the
  // local instance would have. Nothing else of the DOM is touched while rendering to a string.
  globalThis.window ??= { location: new URL('http://127.0.0.1:3000/') };
  // React in Node picks its development build unless told otherwise, with checks the
  // browser's production build does not make (half again the render time); the client ships
  // the production build. Only this process's React is affected: the instance under test
  // was started with its own environment.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  let measureCorpus;
  try {
    ({ measureCorpus } = await bundleRenderer());
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const corpus = mfmCorpus(10_000);
  measureCorpus(corpus.slice(0, 2000)); // warm the JIT; the app renders notes all day long
  const mfmjs = [];
  const parse = [];
  const render = [];
  for (let i = 0; i < runs; i++) {
    const { mfmjsMs, parseMs, renderMs } = measureCorpus(corpus);
    mfmjs.push(mfmjsMs / corpus.length);
    parse.push(parseMs / corpus.length);
    render.push(renderMs / corpus.length);
    log(
      `mfm run ${i + 1}: parse ${(parseMs / corpus.length).toFixed(3)} ms/note, parse+render ${(renderMs / corpus.length).toFixed(3)} ms/note`,
    );
  }
  return {
    notes: corpus.length,
    mfmjs: summarize(mfmjs),
    parse: summarize(parse),
    render: summarize(render),
  };
}
