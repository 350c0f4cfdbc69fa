import type { I18n } from '@/i18n';
import { mountOfflineNotice } from './offlineNotice';

/** The client's own address: the worker's file and scope sit under the build's base path. */
const base = import.meta.env.BASE_URL;

/**
 * Registers the service worker (spec 000 §7: `{base}sw.js`, then the `initialize` message with
 * the locale) and mounts the offline notice. Loaded by boot only after the page has loaded, as
 * a chunk of its own, so none of it delays start-up. Only production builds register: the dev
 * server's modules are not files a worker could keep.
 */
export function startPwa(i18n: I18n): void {
  mountOfflineNotice(i18n.ts.pwa.offline);
  if (import.meta.env.PROD) void registerWorker(i18n.lang);
}

async function registerWorker(lang: string): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await navigator.serviceWorker.register(`${base}sw.js`, { scope: base });
    const registration = await navigator.serviceWorker.ready;
    // What this page loaded before a worker controlled it (a first visit): the worker keeps it.
    const assets = `${window.location.origin}${base}assets/`;
    const loaded = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(assets));
    registration.active?.postMessage({ msg: 'initialize', lang, assets: loaded });
  } catch {
    // No worker (a private window, a refused registration): the app works online as before.
  }
}
