import {
  type BackendSources,
  createMemoryBackend,
  openBestBackend,
  openFallbackBackend,
  type SettingsBackend,
} from './backends';
import {
  isSettingKey,
  isValidSetting,
  SETTING_DEFAULTS,
  SETTING_KEYS,
  SETTING_SCOPES,
  type SettingKey,
  type Settings,
} from './definitions';
import type { RegistryApi } from './registryApi';

/** A `registryUpdated` event of the main stream (spec 000 §7). */
export interface RegistryUpdate {
  scope?: string[];
  key: string;
  value: unknown;
}

export interface SettingsStore {
  /** Synchronous: everything was loaded before the store was handed out. */
  get<K extends SettingKey>(key: K): Settings[K];
  /** Applies at once, persists in the background, tells other tabs (and the server for account settings). */
  set<K extends SettingKey>(key: K, value: Settings[K]): void;
  /** Back to the default. */
  reset(key: SettingKey): void;
  /** Called with the key after every change, including changes from other tabs and the server. */
  subscribe(listener: (key: SettingKey) => void): () => void;
  /** Applies a `registryUpdated` stream event for scope ['client'] without posting it back. */
  applyRegistryUpdate(update: RegistryUpdate): void;
  /** Settles once the account's registry has been read (or has failed to be). */
  readonly synced: Promise<void>;
  /** Where values are kept: 'indexedDB', or a fallback when it failed. */
  readonly storage: SettingsBackend['kind'];
  close(): void;
}

export interface SettingsAccount {
  id: string;
  origin: string;
}

export type { RegistryApi } from './registryApi';

export interface OpenSettingsOptions extends BackendSources {
  /** The signed-in account, or null: account and deviceAccount settings then stay on this device. */
  account?: SettingsAccount | null;
  /** The account's API, for the registry. Without it account settings are only cached locally. */
  api?: RegistryApi | null;
  /** Cross-tab channel name; null disables broadcasting (tests). */
  channelName?: string | null;
}

export const REGISTRY_SCOPE = ['client'];
export const SETTINGS_CHANNEL = 'shiori-settings';

type Values = Map<SettingKey, unknown>;

interface TabMessage {
  /** Account key the change belongs to; null for device settings or when signed out. */
  account: string | null;
  key: string;
  /** Absent for a reset. */
  value?: unknown;
  reset?: true;
}

const isRegistryScope = (scope: string[] | undefined) =>
  Array.isArray(scope) && scope.length === REGISTRY_SCOPE.length && scope[0] === REGISTRY_SCOPE[0];

const sameValue = (a: unknown, b: unknown) => Object.is(a, b) || JSON.stringify(a) === JSON.stringify(b);

/**
 * Local namespaces: device values are shared by every account on this device; deviceAccount and the
 * local copy of account values are per account (origin and id, as accounts may live on other servers).
 */
function namespacesOf(account: SettingsAccount | null) {
  const owner = account ? `${account.origin} ${account.id}` : 'guest';
  return {
    owner: account ? owner : null,
    device: 'device',
    deviceAccount: `deviceAccount:${owner}`,
    account: `account:${owner}`,
    /** Account settings changed here whose post to the registry has not succeeded yet. */
    pending: `registryPending:${owner}`,
  };
}

/**
 * How long a posted value waits for its echo on the stream. An echo that never comes (the
 * stream was down) must not make a later equal value from another device look like our own.
 */
const ECHO_WAIT_MS = 10_000;

class Store implements SettingsStore {
  private readonly listeners = new Set<(key: SettingKey) => void>();
  private readonly namespaces;
  private readonly pending = new Set<SettingKey>();
  /** Keys with a post to the registry on its way. */
  private readonly posting = new Set<SettingKey>();
  /** Values this tab posted to the registry, oldest first, whose echo has not come back yet. */
  private readonly unechoed = new Map<SettingKey, { json: string; at: number }[]>();
  private writes: Promise<void> = Promise.resolve();
  private channel: BroadcastChannel | null = null;
  synced: Promise<void> = Promise.resolve();

  constructor(
    private readonly values: Values,
    private backend: SettingsBackend,
    private readonly options: OpenSettingsOptions,
    pending: Iterable<SettingKey> = [],
  ) {
    this.namespaces = namespacesOf(options.account ?? null);
    for (const key of pending) this.pending.add(key);
    if (options.channelName && typeof BroadcastChannel !== 'undefined') {
      this.channel = new BroadcastChannel(options.channelName);
      this.channel.onmessage = (event: MessageEvent<TabMessage>) => this.receiveFromTab(event.data);
    }
  }

  get storage() {
    return this.backend.kind;
  }

  get<K extends SettingKey>(key: K): Settings[K] {
    return (this.values.has(key) ? this.values.get(key) : SETTING_DEFAULTS[key]) as Settings[K];
  }

  set<K extends SettingKey>(key: K, value: Settings[K]): void {
    if (!isValidSetting(key, value)) {
      this.log(`Settings: refused a wrong-typed value for "${key}"`, value);
      return;
    }
    if (this.values.has(key) && Object.is(this.values.get(key), value)) return;
    this.apply(key, value);
    this.persist(key, value);
    this.broadcast({ account: this.ownerOf(key), key, value });
    if (SETTING_SCOPES[key] === 'account') this.postToRegistry(key);
  }

  reset(key: SettingKey): void {
    if (!this.values.has(key)) return;
    this.apply(key, undefined);
    this.persist(key, undefined);
    this.broadcast({ account: this.ownerOf(key), key, reset: true });
    // Other devices learn of a reset like of any change: the registry holds the default from now on.
    if (SETTING_SCOPES[key] === 'account') this.postToRegistry(key);
  }

  subscribe(listener: (key: SettingKey) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  applyRegistryUpdate({ scope, key, value }: RegistryUpdate): void {
    if (!isRegistryScope(scope) || !isSettingKey(key) || SETTING_SCOPES[key] !== 'account') return;
    if (!isValidSetting(key, value)) return;
    // The echo of one of this tab's own posts is never newer than what the tab shows: it can
    // arrive after a later post was confirmed, and applying it would flicker back (and a
    // change made meanwhile would start from the older value).
    if (this.isOwnEcho(key, value)) return;
    // A local change not yet confirmed is newer than anything the stream can tell.
    if (this.pending.has(key) || sameValue(this.get(key), value)) return;
    this.apply(key, value);
    this.persist(key, value);
  }

  close(): void {
    this.channel?.close();
    this.channel = null;
    this.listeners.clear();
    void this.writes.then(() => this.backend.close());
  }

  /** Reads the registry once: it overrides the local copy, except for changes still waiting to be posted. */
  syncRegistry(): void {
    const { api, account } = this.options;
    if (!api || !account) return;
    this.synced = api
      .call('i/registry/get-all', { scope: REGISTRY_SCOPE })
      .then((remote) => {
        const entries = (remote ?? {}) as Record<string, unknown>;
        for (const key of SETTING_KEYS) {
          if (SETTING_SCOPES[key] !== 'account' || this.pending.has(key) || !Object.hasOwn(entries, key))
            continue;
          const value = entries[key];
          if (!isValidSetting(key, value) || sameValue(this.get(key), value)) continue;
          this.apply(key, value);
          this.persist(key, value);
        }
        this.retryPending();
      })
      .catch((error: unknown) =>
        this.log('Settings: could not read the account settings from the server', error),
      );
  }

  private apply(key: SettingKey, value: unknown) {
    if (value === undefined) this.values.delete(key);
    else this.values.set(key, value);
    for (const listener of [...this.listeners]) listener(key);
  }

  private ownerOf(key: SettingKey): string | null {
    return SETTING_SCOPES[key] === 'device' ? null : this.namespaces.owner;
  }

  private namespaceOf(key: SettingKey): string {
    return this.namespaces[SETTING_SCOPES[key]];
  }

  private log(message: string, detail: unknown) {
    (this.options.log ?? console.warn)(message, detail);
  }

  /** Writes are queued so they land in order; a failing backend is swapped for the fallback. */
  private persist(key: SettingKey, value: unknown, namespace = this.namespaceOf(key)) {
    const write = (backend: SettingsBackend) =>
      value === undefined ? backend.remove(namespace, key) : backend.save(namespace, key, value);
    this.writes = this.writes.then(async () => {
      try {
        await write(this.backend);
      } catch (error) {
        if (this.backend.kind === 'memory') return;
        this.log(`Settings: ${this.backend.kind} failed, falling back`, error);
        await this.switchToFallback();
      }
    });
  }

  /** Moves everything this tab knows to localStorage (or memory), so nothing set so far is lost. */
  private async switchToFallback() {
    const failed = this.backend;
    const fallback =
      failed.kind === 'indexedDB'
        ? openFallbackBackend({ ...this.options, localStorage: this.options.localStorage })
        : createMemoryBackend();
    this.backend = fallback;
    failed.close();
    try {
      for (const [key, value] of this.values) await fallback.save(this.namespaceOf(key), key, value);
      for (const key of this.pending) await fallback.save(this.namespaces.pending, key, true);
    } catch (error) {
      this.log('Settings: the fallback storage failed too, keeping settings in memory', error);
      this.backend = createMemoryBackend();
    }
  }

  private postToRegistry(key: SettingKey) {
    if (!this.options.api || !this.options.account) return;
    this.pending.add(key);
    this.persist(key, true, this.namespaces.pending);
    this.retryPending();
  }

  private retryPending() {
    for (const key of [...this.pending]) this.postLatest(key);
  }

  /**
   * Posts the key's current value, one post per key at a time: posts of one key in flight
   * together could reach the server out of order (a browser spreads requests over several
   * connections) and leave an older value stored there. A change made while a post is on its
   * way is posted when that one is answered.
   */
  private postLatest(key: SettingKey) {
    const api = this.options.api;
    if (!api || this.posting.has(key)) return;
    const value = this.get(key);
    this.posting.add(key);
    this.expectEcho(key, value);
    api.call('i/registry/set', { scope: REGISTRY_SCOPE, key, value }).then(
      () => {
        this.posting.delete(key);
        if (sameValue(this.get(key), value)) this.forgetPending(key);
        else if (this.pending.has(key)) this.postLatest(key);
      },
      (error: unknown) => {
        this.posting.delete(key);
        this.log(`Settings: could not save "${key}" to the server; will retry`, error);
      },
    );
  }

  private expectEcho(key: SettingKey, value: unknown) {
    const now = Date.now();
    const waiting = (this.unechoed.get(key) ?? []).filter((posted) => now - posted.at < ECHO_WAIT_MS);
    waiting.push({ json: JSON.stringify(value) ?? 'undefined', at: now });
    this.unechoed.set(key, waiting);
  }

  /** Whether `value` is the echo of a post of this tab; it and any older posts stop waiting. */
  private isOwnEcho(key: SettingKey, value: unknown): boolean {
    const waiting = this.unechoed.get(key);
    if (!waiting) return false;
    const json = JSON.stringify(value) ?? 'undefined';
    const now = Date.now();
    const index = waiting.findIndex((posted) => posted.json === json && now - posted.at < ECHO_WAIT_MS);
    if (index < 0) return false;
    waiting.splice(0, index + 1);
    if (waiting.length === 0) this.unechoed.delete(key);
    return true;
  }

  private forgetPending(key: SettingKey) {
    if (!this.pending.delete(key)) return;
    this.persist(key, undefined, this.namespaces.pending);
  }

  private broadcast(message: TabMessage) {
    try {
      this.channel?.postMessage(message);
    } catch (error) {
      this.log('Settings: could not tell other tabs', error);
    }
  }

  /** Another tab already stored the change (storage is shared); this one only takes it in. */
  private receiveFromTab(message: TabMessage) {
    if (!message || typeof message.key !== 'string' || !isSettingKey(message.key)) return;
    const key = message.key;
    if (message.account !== this.ownerOf(key)) return;
    if (message.reset) {
      if (this.values.has(key)) this.apply(key, undefined);
      return;
    }
    if (!isValidSetting(key, message.value) || sameValue(this.get(key), message.value)) return;
    this.apply(key, message.value);
  }
}

async function loadValues(
  backend: SettingsBackend,
  account: SettingsAccount | null,
  log: OpenSettingsOptions['log'],
) {
  const namespaces = namespacesOf(account);
  const read = (namespace: string) =>
    backend.load(namespace).catch((error: unknown) => {
      (log ?? console.warn)(`Settings: could not read ${namespace}`, error);
      return {} as Record<string, unknown>;
    });
  const [device, deviceAccount, accountCache, pending] = await Promise.all([
    read(namespaces.device),
    read(namespaces.deviceAccount),
    read(namespaces.account),
    read(namespaces.pending),
  ]);
  const byScope = { device, deviceAccount, account: accountCache };
  const values: Values = new Map();
  for (const key of SETTING_KEYS) {
    const stored = byScope[SETTING_SCOPES[key]];
    if (!Object.hasOwn(stored, key)) continue;
    // A value of the wrong type (older client, hand-edited storage) is ignored: the default stands.
    if (isValidSetting(key, stored[key])) values.set(key, stored[key]);
  }
  const pendingKeys = Object.keys(pending).filter(
    (key): key is SettingKey => isSettingKey(key) && SETTING_SCOPES[key] === 'account',
  );
  return { values, pendingKeys };
}

const defaultSources = (): BackendSources => ({
  indexedDB: typeof indexedDB === 'undefined' ? null : indexedDB,
  localStorage: (() => {
    try {
      return typeof localStorage === 'undefined' ? null : localStorage;
    } catch {
      return null; // reading the property itself throws when storage is blocked
    }
  })(),
});

/**
 * Loads every setting once, before the first render (spec 000 §4): after this `get` is synchronous.
 * The account's registry is read in the background and applied as it arrives (`store.synced`).
 */
export async function openSettingsStore(options: OpenSettingsOptions = {}): Promise<SettingsStore> {
  const resolved: OpenSettingsOptions = {
    ...defaultSources(),
    channelName: SETTINGS_CHANNEL,
    ...options,
  };
  const backend = await openBestBackend(resolved);
  const { values, pendingKeys } = await loadValues(backend, resolved.account ?? null, resolved.log);
  const store = new Store(values, backend, resolved, pendingKeys);
  store.syncRegistry();
  return store;
}

/** A store in memory only, for tests and previews. */
export function createMemorySettingsStore(initial: Partial<Settings> = {}): SettingsStore {
  const values: Values = new Map(Object.entries(initial) as [SettingKey, unknown][]);
  return new Store(values, createMemoryBackend(), { channelName: null });
}
