// Bundled by scripts/bench/mfm.mjs with the client's own Vite config (aliases, CSS modules)
// for server-side rendering, so the timing runs the client's real MFM renderer in Node.
import * as mfmjs from 'mfm-js';
import { renderToString } from 'react-dom/server';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { Mfm } from '@/mfm';
import { MFM_NEST_LIMIT, plainTextTree } from '@/mfm/parse';
import { createMemoryHistory, RouterProvider } from '@/router';

const i18n = fallbackI18n();

/**
 * For the whole corpus, in ms: mfm-js's parse alone, the app's parse (plain texts answered
 * without mfm-js, as parseMfm does, minus its cache), and parse + render (the app's <Mfm>).
 */
export function measureCorpus(
  corpus: readonly string[],
  batch = 100,
): { mfmjsMs: number; parseMs: number; renderMs: number; html: number } {
  const mfmjsStart = performance.now();
  for (const text of corpus) mfmjs.parse(text, { nestLimit: MFM_NEST_LIMIT });
  const mfmjsMs = performance.now() - mfmjsStart;
  const parseStart = performance.now();
  for (const text of corpus) plainTextTree(text) ?? mfmjs.parse(text, { nestLimit: MFM_NEST_LIMIT });
  const parseMs = performance.now() - parseStart;

  // The providers a note's MFM has in the app (links need the router, texts the i18n).
  const history = createMemoryHistory('/');
  let html = 0;
  const renderStart = performance.now();
  for (let i = 0; i < corpus.length; i += batch) {
    html += renderToString(
      <I18nProvider i18n={i18n}>
        <RouterProvider routes={[]} history={history} loadPage={() => {}}>
          {corpus.slice(i, i + batch).map((text, k) => (
            <Mfm key={k} text={text} />
          ))}
        </RouterProvider>
      </I18nProvider>,
    ).length;
  }
  const renderMs = performance.now() - renderStart;
  return { mfmjsMs, parseMs, renderMs, html };
}
