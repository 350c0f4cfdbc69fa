import type { AccountApi } from '@/api';

/**
 * This browser's Web Push subscription for the current account (the notification settings'
 * switch). The browser holds one subscription per worker; each account of this device that
 * turns push on registers that same subscription with its server (`sw/register`), and turning
 * it off only unregisters it there, so the other accounts keep theirs.
 */
export type PushState =
  | { kind: 'unsupported' }
  | { kind: 'notOffered' }
  | { kind: 'denied' }
  | { kind: 'off' }
  | { kind: 'on' };

const base = import.meta.env.BASE_URL;

function supported(): boolean {
  return (
    import.meta.env.PROD &&
    'serviceWorker' in navigator &&
    typeof window.PushManager === 'function' &&
    typeof window.Notification === 'function'
  );
}

/** A base64url key (the server's `swPublickey`) as the bytes `subscribe` takes. */
export function decodeKey(key: string): Uint8Array<ArrayBuffer> {
  const text = atob(
    key
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(key.length / 4) * 4, '='),
  );
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
  return bytes;
}

function sameKey(current: ArrayBuffer | null | undefined, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, i) => byte === wanted[i]);
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(base);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Whether push can be switched here, and whether the account's server has this browser. */
export async function readPushState(api: AccountApi, serverKey: string | null): Promise<PushState> {
  if (!supported()) return { kind: 'unsupported' };
  if (!serverKey) return { kind: 'notOffered' };
  if (Notification.permission === 'denied') return { kind: 'denied' };
  const subscription = await currentSubscription();
  if (!subscription) return { kind: 'off' };
  const registered = await api.call('sw/show-registration', { endpoint: subscription.endpoint });
  return registered ? { kind: 'on' } : { kind: 'off' };
}

/**
 * Asks for the permission, subscribes with the server's key (a subscription made for another
 * server's key is replaced: the browser allows one) and registers it with the account's server.
 * `sendReadMessage`: notifications shown here close when everything is read elsewhere.
 */
export async function enablePush(api: AccountApi, serverKey: string): Promise<PushState> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return { kind: 'denied' };
  if (permission !== 'granted') return { kind: 'off' };
  const registration =
    (await navigator.serviceWorker.getRegistration(base)) ??
    (await navigator.serviceWorker.register(`${base}sw.js`, { scope: base }));
  await navigator.serviceWorker.ready;
  const key = decodeKey(serverKey);
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  const { keys } = subscription.toJSON();
  if (!keys?.auth || !keys.p256dh) throw new Error('The browser gave a subscription without keys.');
  await api.call('sw/register', {
    endpoint: subscription.endpoint,
    auth: keys.auth,
    publickey: keys.p256dh,
    sendReadMessage: true,
  });
  tellWorker(registration, api, true);
  return { kind: 'on' };
}

/** Unregisters this browser from the account's server; the browser's subscription stays for other accounts. */
export async function disablePush(api: AccountApi): Promise<PushState> {
  const registration = await navigator.serviceWorker.getRegistration(base);
  const subscription = (await registration?.pushManager.getSubscription()) ?? null;
  if (subscription) await api.call('sw/unregister', { endpoint: subscription.endpoint });
  if (registration) tellWorker(registration, api, false);
  return { kind: 'off' };
}

/**
 * Tells the worker that this account has (or no longer has) push here: when the browser replaces
 * the subscription, the worker registers the new one with each such account (sw/pushRotation.ts).
 */
function tellWorker(registration: ServiceWorkerRegistration, api: AccountApi, on: boolean): void {
  if (!api.token) return;
  registration.active?.postMessage({ msg: 'pushAccount', origin: api.origin, token: api.token, on });
}
