import { createRoot } from 'react-dom/client';
import { AccountStore, clearSessionCookie, createAccountSession, setSessionCookie } from '@/accounts';
import { type AccountApi, createApiClient, describeApiError } from '@/api';
import { loadLocale } from '@/i18n';
import type { InstanceMeta } from '@/instance';
import { createBrowserHistory } from '@/router';
import { ModalController, openAlert } from '@/ui';
import { CLIENT_VERSION } from '@/version';
import { App } from './App';
import { dismissSplash } from './splash';
import { applyVersionChange, safeLocalStorage, takeLoginId, withoutPswpHash } from './startup';
import { showStartupCheckResult, tokenProblemTexts } from './startupDialogs';

const createApi = (origin: string, token: string | null): AccountApi => createApiClient({ origin, token });

async function currentPushEndpoint(): Promise<string | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  return subscription?.endpoint ?? null;
}

/** The start-up sequence (spec 000 §4). */
export async function boot(container: HTMLElement): Promise<void> {
  const storage = safeLocalStorage();
  const origin = window.location.origin;
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
    setCookie: (token) => (token ? setSessionCookie(document, token) : clearSessionCookie(document)),
    getPushEndpoint: currentPushEndpoint,
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

  const [i18n, meta, check] = await Promise.all([
    loadLocale({ storage, origin, version: CLIENT_VERSION, languages: navigator.languages }),
    createApi(origin, null)
      .call('meta', { detail: true })
      .then(
        (value) => ({ ok: true as const, value: value as InstanceMeta }),
        (error: unknown) => ({ ok: false as const, error }),
      ),
    session.startupCheck(),
  ]);
  document.documentElement.lang = i18n.lang;
  const instanceMeta = meta.ok ? meta.value : null;
  if (instanceMeta?.name) document.title = instanceMeta.name;

  const modals = new ModalController();
  const account = check.kind === 'signedIn' || check.kind === 'unverified' ? check.account : null;
  const onTokenRevoked = async () => {
    // The token died while this tab was open (regenerated elsewhere). The account is forgotten
    // once this is acknowledged; a reload before that gets the same answer from the start-up check.
    await openAlert(modals, { ...tokenProblemTexts('revoked', i18n), okLabel: i18n.ts.ok });
    session.forgetCurrent();
    window.location.href = '/';
  };

  createRoot(container).render(
    <App
      i18n={i18n}
      instance={{ origin, host: window.location.host, meta: instanceMeta }}
      account={account}
      session={session}
      createApi={createApi}
      modals={modals}
      history={createBrowserHistory()}
      onTokenRevoked={() => void onTokenRevoked()}
    />,
  );
  dismissSplash();

  await showStartupCheckResult(check, modals, i18n);
  if (!meta.ok) {
    const { title, text } = describeApiError(meta.error, i18n);
    await openAlert(modals, { title, text, okLabel: i18n.ts.ok });
  }
  if (clientUpdated && account) {
    await openAlert(modals, {
      title: i18n.ts.clientUpdated.title,
      text: i18n.t('clientUpdated.text', { version: CLIENT_VERSION }),
      okLabel: i18n.ts.ok,
    });
  }
}
