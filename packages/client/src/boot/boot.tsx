import { createRoot } from 'react-dom/client';
import {
  AccountStore,
  clearSessionCookie,
  createAccountSession,
  setSessionCookie,
  type TokenProblem,
} from '@/accounts';
import { type AccountApi, createApiClient, describeApiError } from '@/api';
import { prefetchHomeTimeline } from '@/features/timelines/firstPage';
import { loadLocale } from '@/i18n';
import { type InstanceMeta, ServerMetaCache } from '@/instance';
import { routes } from '@/pages/routes';
import { preloadPageComponent } from '@/pages/shell/lazyPage';
import { createBrowserHistory, matchRoute } from '@/router';
import { openSettingsStore } from '@/settings';
import { ModalController, openAlert } from '@/ui';
import { CLIENT_VERSION } from '@/version';
import { App } from './App';
import { loadClientConfig } from './clientConfig';
import { currentPushEndpoint } from './pushEndpoint';
import { dismissSplash } from './splash';
import { applyVersionChange, safeLocalStorage, takeLoginId, withoutPswpHash } from './startup';
import { showClientUpdated, showStartupCheckResult, tokenProblemTexts } from './startupDialogs';

/** Locales written right to left: the whole page mirrors for them. */

const createApi = (origin: string, token: string | null): AccountApi => createApiClient({ origin, token });

function sameAccount(a: { origin: string; id: string } | null, b: { origin: string; id: string } | null) {
  if (a === null || b === null) return a === b;
  return a.origin === b.origin && a.id === b.id;
}

/** The current address inside the app (without the base path), with its query. */
function appPath(): string {
  const base = import.meta.env.BASE_URL;
  const { pathname, search } = window.location;
  const path = pathname.startsWith(base) ? `/${pathname.slice(base.length)}` : pathname;
  return `${path}${search}`;
}

/** After load, the service worker waits this long: nothing of it belongs to the first screen. */
const PWA_START_DELAY_MS = 3000;

/** How long the first render waits for the page's code once everything else is ready. */
const PAGE_CODE_WAIT_MS = 2000;

/**
 * Fetches the code of the page at the current address (see LazyPageComponent.preload).
 * Settles when it is there, failed, or took longer than PAGE_CODE_WAIT_MS.
 */
function preloadCurrentPage(): Promise<void> {
  let loading: Promise<void>;
  try {
    loading = preloadPageComponent(matchRoute(routes, appPath())?.route.component);
  } catch {
    // A redirect loop: the router shows its error screen when it gets there.
    return Promise.resolve();
  }
  return Promise.race([loading, new Promise<void>((done) => setTimeout(done, PAGE_CODE_WAIT_MS))]);
}

/** The start-up sequence (spec 000 §4). */
export async function boot(container: HTMLElement): Promise<void> {
  const storage = safeLocalStorage();
  // The client's own files (locales) come from where it is served; the server it talks to
  // is the account's, or the default one (config.json, else this origin).
  const origin = window.location.origin;
  const clientConfig = loadClientConfig(import.meta.env.BASE_URL);
  const clientUpdated = applyVersionChange(storage, CLIENT_VERSION);

  const withoutPswp = withoutPswpHash(window.location.href);
  if (withoutPswp !== null) window.history.replaceState(null, '', withoutPswp);

  const store = new AccountStore(storage);
  const session = createAccountSession({
    store,
    createApi,
    load: (url) => {
      if (url === undefined) window.location.reload();
      else window.location.href = url;
    },
    home: import.meta.env.BASE_URL,
    setCookie: (token) => (token ? setSessionCookie(document, token) : clearSessionCookie(document)),
    getPushEndpoint: () => currentPushEndpoint(),
  });

  // ?loginId= switches to that saved account and leaves the address without it.
  const { loginId, rest } = takeLoginId(window.location.href);
  if (loginId !== null) {
    window.history.replaceState(null, '', rest);
    const saved = store.getSaved().find((entry) => entry.id === loginId);
    if (saved && store.getCurrent()?.id !== loginId) {
      try {
        await session.switchAccount(saved, rest);
        return; // the page is loading again as that account
      } catch {
        // Not usable any more (and removed if the server said so): start as before.
      }
    }
  }

  // Start-up used to be a chain of round trips: the account check, then the settings, then
  // the page's code, then its data. The page's code and the settings of the account last
  // used do not depend on the check's answer, so they start now, alongside it.
  const pageCode = preloadCurrentPage();
  const cached = store.getCurrent();
  const openSettingsFor = (account: { origin: string; token: string; id: string } | null) =>
    openSettingsStore({ account, api: account ? createApi(account.origin, account.token) : null });
  const earlySettings = openSettingsFor(cached);
  // On the home page the timeline's first page does not depend on the check either.
  if (cached && new URL(appPath(), origin).pathname === '/') {
    earlySettings
      .then((early) =>
        prefetchHomeTimeline(createApi(cached.origin, cached.token), early.get('tl'), cached.policies),
      )
      .catch(() => undefined);
  }

  const metaCache = new ServerMetaCache({
    storage,
    fetchMeta: (server) => createApi(server, null).call('meta', { detail: true }) as Promise<InstanceMeta>,
  });
  // Spec 000 §7: meta is cached per server for an hour. Within it, start-up does not wait for
  // the server; the copy is refreshed in the background and the app follows the new one.
  const fetchMeta = (server: string) => {
    const fresh = metaCache.fresh(server);
    if (fresh) void metaCache.refresh(server).catch(() => undefined);
    return (fresh ? Promise.resolve(fresh) : metaCache.refresh(server)).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error }),
    );
  };
  // Signed in, the server is known without config.json, so start-up does not wait for it.
  const metaOrigin = cached ? Promise.resolve(cached.origin) : clientConfig.then((c) => c.server ?? origin);
  const [i18n, firstMeta, check, config] = await Promise.all([
    loadLocale({
      storage,
      // Under the build's base path, where the client's own files are (`vite build --base`).
      origin: new URL(import.meta.env.BASE_URL, origin).href.replace(/\/$/, ''),
      version: CLIENT_VERSION,
      languages: navigator.languages,
    }),
    metaOrigin.then(fetchMeta),
    session.startupCheck(),
    clientConfig,
    // The page renders at once instead of showing its loading state first (see lazyPage).
    pageCode,
  ]);
  document.documentElement.lang = i18n.lang;
  document.documentElement.dir = i18n.dir;
  const account = check.kind === 'signedIn' || check.kind === 'unverified' ? check.account : null;
  const defaultOrigin = config.server ?? origin;
  // Everything server-wide (meta, handles' host, public pages) is about the account's server.
  const serverOrigin = account?.origin ?? defaultOrigin;
  const meta = serverOrigin === (await metaOrigin) ? firstMeta : await fetchMeta(serverOrigin);
  // A background refresh that came back while the rest of start-up ran is already the newer copy.
  const instanceMeta = meta.ok ? (metaCache.cached(serverOrigin) ?? meta.value) : null;
  if (instanceMeta?.name) document.title = instanceMeta.name;
  metaCache.subscribe(serverOrigin, (fresh) => {
    if (fresh.name) document.title = fresh.name;
  });

  const modals = new ModalController();
  // Loaded once before the first render, so settings read at start are synchronous from here on.
  // The early store is kept unless the check ended on another account (or none).
  let settings = await earlySettings;
  if (sameAccount(cached, account) === false) {
    settings.close();
    settings = await openSettingsFor(account);
  }
  const onTokenRevoked = async (problem: TokenProblem = 'revoked') => {
    // The token died while this tab was open (regenerated elsewhere, or the account suspended).
    // The account is forgotten once this is acknowledged, as the start-up check does; a reload
    // before that gets the same answer from that check.
    await openAlert(modals, { ...tokenProblemTexts(problem, i18n), okLabel: i18n.ts.ok });
    // Another tab of this browser may have regenerated it (the security settings) and signed in
    // again with the new token: then this tab reloads as that, rather than forget the account.
    const renewed = session
      .listSaved()
      .some((saved) => sameAccount(saved, account) && saved.token !== account?.token);
    if (renewed) {
      window.location.reload();
      return;
    }
    session.forgetCurrent();
    // The start page of this build: a client hosted under /app/ stays there.
    window.location.href = import.meta.env.BASE_URL;
  };

  createRoot(container).render(
    <App
      i18n={i18n}
      instance={{
        origin: serverOrigin,
        host: new URL(serverOrigin).host,
        meta: instanceMeta,
        defaultOrigin,
        metaCache,
      }}
      account={account}
      settings={settings}
      session={session}
      createApi={createApi}
      modals={modals}
      history={createBrowserHistory()}
      onTokenRevoked={(problem) => void onTokenRevoked(problem)}
    />,
  );
  dismissSplash();
  // The service worker and the offline notice (features/pwa), a chunk of their own: at once when
  // starting offline (the notice explains the page), else a while after load, off the first screen.
  const startPwa = () =>
    void import('@/features/pwa/startPwa').then(
      (pwa) => pwa.startPwa(i18n),
      () => undefined,
    );
  const startPwaLater = () => setTimeout(startPwa, PWA_START_DELAY_MS);
  if (navigator.onLine === false) startPwa();
  else if (document.readyState === 'complete') startPwaLater();
  else window.addEventListener('load', startPwaLater, { once: true });

  // Offline (opened from the service worker's copy), the offline notice says why nothing could
  // be checked; these dialogs would only repeat it.
  const offline = navigator.onLine === false;
  if (!offline) await showStartupCheckResult(check, modals, i18n);
  if (!meta.ok && !offline) {
    const { title, text } = describeApiError(meta.error, i18n);
    await openAlert(modals, { title, text, okLabel: i18n.ts.ok });
  }
  await showClientUpdated(clientUpdated, account, modals, CLIENT_VERSION);
}
