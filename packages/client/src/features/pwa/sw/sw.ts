/**
 * Shiori's service worker, served at `{base}sw.js` (spec 000 §7). Built on its own by the
 * `shiori-service-worker` plugin (vite-plugins/serviceWorker.ts), which fills in the shell list
 * and the build id; it imports nothing from the app. It keeps the app shell for offline use
 * (offlineCache.ts) and the timelines' first pages (offlineTimeline.ts), answers the
 * client's `{msg: 'initialize', lang}` message (keeps that locale's texts, for offline start and
 * for the wording of notifications), `pushAccount` and `'clear'`, shows Web Push notifications
 * (pushText.ts), opening or focusing the client on a click, and moves the servers to a new
 * push subscription when the browser replaces it (pushRotation.ts).
 */
import { answerAsset, type CacheLike, networkFirst, requestKind } from './offlineCache';
import { answerTimeline, isTimelineRequest, TIMELINE_CACHE, type TimelineCache } from './offlineTimeline';
import { parsePushAccounts, rotateSubscription, updatePushAccounts } from './pushRotation';
import { describePush, type PushMessage, type PushTexts } from './pushText';
import type { SwGlobal } from './swGlobal';

declare const __SW_SHELL__: string[];
declare const __SW_BUILD__: string;
declare const __CLIENT_VERSION__: string;

const sw = self as unknown as SwGlobal;
const base = new URL('./', sw.location.href);
const CACHE = `shiori-${__SW_BUILD__}`;
/** Settings that must outlive the worker (it is stopped whenever idle): the client's locale. */
const STATE = 'shiori-state';
const LANG_KEY = new URL('__lang', base).href;
/** The accounts that turned push on here (origin and token), for `pushsubscriptionchange`. */
const PUSH_ACCOUNTS_KEY = new URL('__push-accounts', base).href;
const shell = new Set(__SW_SHELL__);
const icons = {
  icon: new URL('client-assets/icons/icon-192.png', base).href,
  badge: new URL('client-assets/icons/badge-96.png', base).href,
};
const localeUrl = (lang: string) => new URL(`assets/locales/${lang}.${__CLIENT_VERSION__}.json`, base).href;

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      await cache.addAll([...shell].map((path) => new URL(path, base).href));
      // The new shell is complete: take over at once rather than after every tab closed.
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        const kept = name === CACHE || name === STATE || name === TIMELINE_CACHE;
        if (name.startsWith('shiori-') && !kept) await caches.delete(name);
      }
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (isTimelineRequest(new URL(request.url), request.method, base)) {
    event.respondWith(
      (async () => {
        // The body is read from a copy: the request itself still goes to the network whole.
        const body = await request
          .clone()
          .json()
          .catch(() => null);
        const cache = (await caches.open(TIMELINE_CACHE)) as unknown as TimelineCache;
        return answerTimeline(request, body, cache, base, fetch);
      })(),
    );
    return;
  }
  const kind = requestKind(new URL(request.url), request.method, request.mode, base, shell);
  if (kind === 'network') return;
  event.respondWith(
    caches.open(CACHE).then((cache: CacheLike) => {
      if (kind === 'asset') return answerAsset(request, cache, fetch);
      const fallback = kind === 'page' ? new URL('index.html', base).href : request.url;
      return networkFirst(request, cache, fallback, fetch);
    }),
  );
});

async function savedLang(): Promise<string> {
  const saved = await (await caches.open(STATE)).match(LANG_KEY);
  return saved ? await saved.text() : 'en-US';
}

/** The locale's texts, kept so notifications are worded offline too; en-US when it is missing. */
async function texts(): Promise<PushTexts> {
  const cache = await caches.open(CACHE);
  for (const url of [localeUrl(await savedLang()), localeUrl('en-US')]) {
    try {
      const response = await answerAsset(new Request(url), cache, fetch);
      if (response.ok) return (await response.json()) as PushTexts;
    } catch {
      // Not kept and not reachable: try the next one.
    }
  }
  return {};
}

sw.addEventListener('message', (event) => {
  const data = event.data as unknown;
  event.waitUntil(
    (async () => {
      if (data === 'clear') {
        for (const name of await caches.keys()) if (name.startsWith('shiori-')) await caches.delete(name);
        return;
      }
      if (typeof data !== 'object' || data === null) return;
      const message = data as { msg?: unknown; lang?: unknown; assets?: unknown; origin?: unknown };
      if (message.msg === 'pushAccount') {
        const accounts = updatePushAccounts(await pushAccounts(), message);
        await (await caches.open(STATE)).put(PUSH_ACCOUNTS_KEY, new Response(JSON.stringify(accounts)));
        return;
      }
      if (message.msg !== 'initialize') return;
      if (typeof message.lang === 'string' && /^[A-Za-z-]{2,16}$/.test(message.lang)) {
        await (await caches.open(STATE)).put(LANG_KEY, new Response(message.lang));
        await texts();
      }
      // The files this page loaded before the worker controlled it (the first visit): kept now,
      // so the page opens offline next time. Only this origin's hashed assets are taken.
      if (Array.isArray(message.assets)) {
        const cache = await caches.open(CACHE);
        for (const href of message.assets) {
          if (typeof href !== 'string') continue;
          const url = new URL(href, base);
          if (requestKind(url, 'GET', 'no-cors', base, shell) !== 'asset') continue;
          await answerAsset(new Request(url.href), cache, fetch).catch(() => undefined);
        }
      }
    })(),
  );
});

sw.addEventListener('push', (event) => {
  event.waitUntil(
    (async () => {
      let message: PushMessage;
      try {
        message = event.data?.json() as PushMessage;
      } catch {
        return;
      }
      if (message?.type === 'readAllNotifications') {
        for (const shown of await sw.registration.getNotifications()) shown.close();
        return;
      }
      const shown = describePush(message, await texts(), base.href, icons);
      if (shown) await sw.registration.showNotification(shown.title, shown.options);
    })(),
  );
});

async function pushAccounts() {
  const kept = await (await caches.open(STATE)).match(PUSH_ACCOUNTS_KEY);
  return parsePushAccounts(kept ? await kept.text() : null);
}

sw.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    rotateSubscription(event, {
      subscribe: (applicationServerKey) =>
        sw.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey }),
      accounts: pushAccounts,
      call: async (origin, endpoint, body) => {
        const response = await fetch(new URL(`api/${endpoint}`, origin.replace(/\/*$/, '/')).href, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
        if (!response.ok) throw new Error(`${endpoint}: ${response.status}`);
      },
    }),
  );
});

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: string } | null)?.url ?? base.href;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url.startsWith(base.href));
      if (open) {
        // A tab of the client is open: show the note or user there rather than in a new tab.
        const focused = (await open.focus()) ?? open;
        // navigate() works only on a tab this worker controls; any other gets a new one.
        const navigated = await focused.navigate?.(url).catch(() => null);
        if (navigated) return;
      }
      await sw.clients.openWindow(url);
    })(),
  );
});
