import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountApi } from '@/api';
import { decodeKey, disablePush, enablePush, readPushState } from './pushSubscription';

/** A browser's push side: one registration whose subscription the tests look at. */
function fakeBrowser(permission: NotificationPermission) {
  const calls: string[] = [];
  let subscription: { endpoint: string; key: Uint8Array } | null = null;
  const asPushSubscription = (sub: { endpoint: string; key: Uint8Array }) => ({
    endpoint: sub.endpoint,
    options: { applicationServerKey: sub.key.buffer },
    toJSON: () => ({ endpoint: sub.endpoint, keys: { p256dh: 'P256', auth: 'AUTH' } }),
    unsubscribe: async () => {
      calls.push(`unsubscribe ${sub.endpoint}`);
      subscription = null;
      return true;
    },
  });
  const pushManager = {
    getSubscription: async () => (subscription ? asPushSubscription(subscription) : null),
    subscribe: async (options: { applicationServerKey: Uint8Array }) => {
      subscription = { endpoint: `https://push.example/${calls.length}`, key: options.applicationServerKey };
      calls.push(`subscribe ${[...options.applicationServerKey].join(',')}`);
      return asPushSubscription(subscription);
    },
  };
  const toWorker: unknown[] = [];
  const registration = { pushManager, active: { postMessage: (message: unknown) => toWorker.push(message) } };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => registration,
      register: async () => registration,
      ready: Promise.resolve(registration),
    },
  });
  vi.stubGlobal('PushManager', class {});
  // A constructor, as the real one is (the code checks it is a function).
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission: async () => permission }),
  );
  return {
    calls,
    toWorker,
    setSubscription: (endpoint: string, key: Uint8Array) => {
      subscription = { endpoint, key };
    },
  };
}

function fakeApi(registered: Set<string>) {
  const calls: [string, Record<string, unknown>][] = [];
  const api = {
    origin: 'https://server.example',
    token: 't',
    call: async (endpoint: string, params: Record<string, unknown>) => {
      calls.push([endpoint, params]);
      if (endpoint === 'sw/show-registration') {
        const endpointUrl = String(params.endpoint);
        return registered.has(endpointUrl) ? { endpoint: endpointUrl } : null;
      }
      if (endpoint === 'sw/register') registered.add(String(params.endpoint));
      if (endpoint === 'sw/unregister') registered.delete(String(params.endpoint));
      return undefined;
    },
  } as unknown as AccountApi;
  return { api, calls };
}

// The server's key: 65 bytes, base64url.
const KEY = 'BA'.padEnd(87, 'A');

beforeEach(() => {
  vi.stubEnv('PROD', true);
});

afterEach(() => {
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('push subscription', () => {
  it('decodes the base64url key', () => {
    expect([...decodeKey('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });

  it('says why push cannot be switched: no key from the server, notifications blocked', async () => {
    fakeBrowser('default');
    const { api } = fakeApi(new Set());
    expect(await readPushState(api, null)).toEqual({ kind: 'notOffered' });
    expect(await readPushState(api, KEY)).toEqual({ kind: 'off' });
    fakeBrowser('denied');
    expect(await readPushState(api, KEY)).toEqual({ kind: 'denied' });
  });

  it('subscribes with the server key, registers with the server, and is then on', async () => {
    const browser = fakeBrowser('granted');
    const { api, calls } = fakeApi(new Set());
    expect(await enablePush(api, KEY)).toEqual({ kind: 'on' });
    expect(browser.calls).toEqual([`subscribe ${[...decodeKey(KEY)].join(',')}`]);
    expect(calls).toContainEqual([
      'sw/register',
      { endpoint: 'https://push.example/0', auth: 'AUTH', publickey: 'P256', sendReadMessage: true },
    ]);
    expect(await readPushState(api, KEY)).toEqual({ kind: 'on' });
  });

  it("replaces a subscription made for another server's key, keeps one made for this key", async () => {
    const browser = fakeBrowser('granted');
    const { api } = fakeApi(new Set());
    browser.setSubscription('https://push.example/old', new Uint8Array([9, 9, 9]));
    await enablePush(api, KEY);
    expect(browser.calls[0]).toBe('unsubscribe https://push.example/old');
    expect(browser.calls[1]).toMatch(/^subscribe /);
    browser.calls.length = 0;
    await enablePush(api, KEY);
    expect(browser.calls).toEqual([]);
  });

  it("off only unregisters from this account's server: the browser keeps its subscription", async () => {
    const browser = fakeBrowser('granted');
    const registered = new Set<string>();
    const { api, calls } = fakeApi(registered);
    await enablePush(api, KEY);
    expect(await disablePush(api)).toEqual({ kind: 'off' });
    expect(calls.at(-1)).toEqual(['sw/unregister', { endpoint: 'https://push.example/0' }]);
    expect(browser.calls.some((call) => call.startsWith('unsubscribe'))).toBe(false);
    // The worker learns who has push here, to move them when the browser rotates the subscription.
    expect(browser.toWorker).toEqual([
      { msg: 'pushAccount', origin: 'https://server.example', token: 't', on: true },
      { msg: 'pushAccount', origin: 'https://server.example', token: 't', on: false },
    ]);
    expect(await readPushState(api, KEY)).toEqual({ kind: 'off' });
  });

  it('does not subscribe when the permission is not given', async () => {
    const browser = fakeBrowser('denied');
    const { api, calls } = fakeApi(new Set());
    expect(await enablePush(api, KEY)).toEqual({ kind: 'denied' });
    expect(browser.calls).toEqual([]);
    expect(calls).toEqual([]);
  });
});
