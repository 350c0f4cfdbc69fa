import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { completeLocale } from './src/i18n/mergeLocale';
import { serviceWorker } from './vite-plugins/serviceWorker';

const clientVersion: string = JSON.parse(
  readFileSync(new URL('./package.json', import.meta.url), 'utf8'),
).version;
const localesDir = fileURLToPath(new URL('./src/i18n/locales/', import.meta.url));
const localeCodes = readdirSync(localesDir)
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

/**
 * Locale texts are not bundled: the client fetches `/assets/locales/{locale}.{version}.json` at
 * start (spec 000 §4), en-US included. This plugin writes those files into the build and serves
 * the same paths from the dev server, so adding a locale is just adding a JSON file to
 * src/i18n/locales. Each file is complete: en-US fills the keys its translation lacks, so the
 * client needs no second file and no bundled fallback. Spec 000 §8: missing keys are named in
 * dev only (here, in the dev server's log).
 */
function localeAssets(): Plugin {
  const pattern = /^\/assets\/locales\/([A-Za-z-]+)\.([^/]+)\.json$/;
  const read = (code: string): unknown => JSON.parse(readFileSync(`${localesDir}${code}.json`, 'utf8'));
  return {
    name: 'shiori-locale-assets',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = pattern.exec(request.url?.split('?')[0] ?? '');
        const code = match?.[1];
        if (!code || match[2] !== clientVersion || !localeCodes.includes(code)) return next();
        const { text, missing } = completeLocale(read('en-US'), read(code));
        if (missing.length > 0)
          server.config.logger.warn(
            `[i18n] ${code} lacks ${missing.length} keys, shown in en-US: ${missing.join(', ')}`,
          );
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(text);
      });
    },
    generateBundle() {
      const source = read('en-US');
      for (const code of localeCodes) {
        this.emitFile({
          type: 'asset',
          fileName: `assets/locales/${code}.${clientVersion}.json`,
          source: completeLocale(source, read(code)).text,
        });
      }
    },
  };
}

/**
 * The modules start-up loads before the first note: everything the entry imports statically,
 * and the code of the home page, the side column's widgets and the achievement watcher (lazy
 * chunks fetched at start) with everything they import statically. Known once the module graph is (buildEnd), which is
 * before the chunks are made, where the `shared` group below reads it.
 */
const START_UP_ROOTS = [
  'src/pages/timeline/TimelinePage.tsx',
  'src/features/widgets/index.ts',
  'src/features/achievements/AchievementWatcher.tsx',
];
const startUpModules = new Set<string>();

function startUpGraph(): Plugin {
  return {
    name: 'shiori-start-up-modules',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const ids = new Set(this.getModuleIds());
      const pending = [...ids].filter((id) => this.getModuleInfo(id)?.isEntry);
      for (const root of START_UP_ROOTS) {
        const id = fileURLToPath(new URL(`./${root}`, import.meta.url));
        // A moved file would silently put its imports back into lazy chunks: say so instead.
        if (!ids.has(id)) this.error(`${root} (a start-up root in vite.config.ts) is not in the build`);
        pending.push(id);
      }
      startUpModules.clear();
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (startUpModules.has(id)) continue;
        startUpModules.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

const apiTarget = process.env.SHIORI_API_PROXY ?? 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [react(), localeAssets(), startUpGraph(), serviceWorker(clientVersion)],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      // The server's pure reversi rules and boards (issue 24): one engine for both sides,
      // imported by the reversi pages only, so it stays out of the start-up bundle.
      '@reversi': fileURLToPath(new URL('../server/src/games/reversi', import.meta.url)),
    },
  },
  define: {
    __CLIENT_VERSION__: JSON.stringify(clientVersion),
    __LOCALE_CODES__: JSON.stringify(localeCodes),
  },
  // The code highlighter's worker loads Shiki's languages on demand, which needs ES modules.
  worker: { format: 'es' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Left to itself the bundler made about 30 small chunks for the home page (an icon, a
        // helper shared by two pages), each a request; a browser fetches 6 at a time over
        // HTTP/1.1, and the start-up profile showed them arriving over 300 ms. Small modules
        // used by more than one chunk go into one shared chunk instead (5 files before the
        // first note, 5% fewer bytes; docs/performance.md). Their code only defines things (no
        // module here does work at load), so running it at start changes nothing. Only modules
        // start-up needs are taken (startUpGraph): a small module two lazy pages share once
        // brought itself and everything it imports (a script parser, drag and drop) into it.
        codeSplitting: {
          groups: [
            {
              name: 'shared',
              minShareCount: 2,
              maxModuleSize: 12_000,
              // Shiki's grammars and themes and KaTeX's fonts stay in their own lazy chunks.
              test: (id: string) =>
                startUpModules.has(id) && !/[\\/]node_modules[\\/](@shikijs|shiki|katex)[\\/]/.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/streaming': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
});
