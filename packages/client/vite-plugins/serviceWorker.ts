import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type Rollup } from 'vite';

/**
 * Builds the service worker (src/features/pwa/sw/sw.ts) into `{outDir}/sw.js`, after the app,
 * as one classic script of its own: a worker at a fixed address cannot carry a content hash,
 * and it shares no code with the app (nothing of it enters the app's chunks). The app's shell
 * is read from the finished bundle (the entry, everything it imports statically and its CSS)
 * and written into the worker with a build id, so each build that changes the shell changes
 * sw.js, which is what makes browsers install the new worker.
 */
export function serviceWorker(clientVersion: string): Plugin {
  const entry = fileURLToPath(new URL('../src/features/pwa/sw/sw.ts', import.meta.url));
  return {
    name: 'shiori-service-worker',
    apply: 'build',
    async generateBundle(_options, bundle) {
      const shell = new Set<string>([
        'index.html',
        'manifest.webmanifest',
        'prime-intl.js',
        'client-assets/icons/icon.svg',
        'client-assets/icons/icon-192.png',
        'client-assets/icons/badge-96.png',
        `assets/locales/en-US.${clientVersion}.json`,
      ]);
      const chunks = Object.values(bundle).filter(
        (file): file is Rollup.OutputChunk => file.type === 'chunk',
      );
      const pending = chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
        if (shell.has(name)) continue;
        shell.add(name);
        const chunk = bundle[name];
        if (chunk?.type !== 'chunk') continue;
        pending.push(...chunk.imports);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
      }
      const list = [...shell].sort();
      const buildId = createHash('sha256').update(list.join('\n')).digest('hex').slice(0, 12);
      const result = await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __SW_SHELL__: JSON.stringify(list),
          __SW_BUILD__: JSON.stringify(buildId),
          __CLIENT_VERSION__: JSON.stringify(clientVersion),
        },
        build: {
          write: false,
          target: 'es2022',
          minify: true,
          lib: { entry, formats: ['iife'], name: 'shioriServiceWorker', fileName: () => 'sw.js' },
        },
      });
      const outputs = (Array.isArray(result) ? result : [result]) as Rollup.RollupOutput[];
      const code = outputs.flatMap((out) => out.output).find((file) => file.type === 'chunk')?.code;
      if (!code) this.error('the service worker build produced no code');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
