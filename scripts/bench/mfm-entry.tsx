// Bundled by scripts/bench/mfm.mjs with the client's own Vite config (aliases, CSS modules)
// for server-side rendering, so the timing runs the client's real MFM renderer in Node.
import * as mfmjs from 'mfm-js';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { AccountProvider, type AccountSession } from '@/accounts';
import type { AccountApi } from '@/api';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { InstanceProvider } from '@/instance';
import { Mfm } from '@/mfm';
import { MFM_NEST_LIMIT, plainTextTree } from '@/mfm/parse';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';

const i18n = fallbackI18n();
const ORIGIN = 'http://127.0.0.1:3000';

/**
 * The providers a note's MFM always has in the app: texts, the instance (mentions), settings
 * (emoji style, animation), the router (links) and the account (signed out here). Without
 * them the components' optional lookups throw and catch on every note, which the app never
 * does, and which took a third of the render time when the bench left them out.
 */
function InApp({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <InstanceProvider instance={{ origin: ORIGIN, host: '127.0.0.1:3000', meta: null }}>
        <SettingsProvider store={settings}>
          <RouterProvider routes={[]} history={history} loadPage={() => {}}>
            <AccountProvider
              initialAccount={null}
              session={{} as AccountSession}
              createApi={() => ({}) as AccountApi}
              instanceOrigin={ORIGIN}
              connectStream={null}
            >
              {children}
            </AccountProvider>
          </RouterProvider>
        </SettingsProvider>
      </InstanceProvider>
    </I18nProvider>
  );
}
const settings = createMemorySettingsStore({});
const history = createMemoryHistory('/');

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

  let html = 0;
  const renderStart = performance.now();
  for (let i = 0; i < corpus.length; i += batch) {
    html += renderToString(
      <InApp>
        {corpus.slice(i, i + batch).map((text, k) => (
          <Mfm key={k} text={text} />
        ))}
      </InApp>,
    ).length;
  }
  const renderMs = performance.now() - renderStart;
  return { mfmjsMs, parseMs, renderMs, html };
}
