/**
 * Where setting values are kept on this device. Values are grouped in namespaces ('device', or one per
 * account) so one read at start loads everything a tab needs.
 */
export interface SettingsBackend {
  readonly kind: 'indexedDB' | 'localStorage' | 'memory';
  load(namespace: string): Promise<Record<string, unknown>>;
  save(namespace: string, key: string, value: unknown): Promise<void>;
  remove(namespace: string, key: string): Promise<void>;
  close(): void;
}

export const DATABASE_NAME = 'shiori-settings';
const OBJECT_STORE = 'values';
const LOCAL_STORAGE_PREFIX = 'shiori-settings:';
/** A database that neither opens nor fails (some private modes) must not hold up the first render. */
const OPEN_TIMEOUT_MS = 3_000;

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Keys are "namespace\u0000key", so a namespace is one contiguous key range. */
const entryKey = (namespace: string, key: string) => `${namespace}\u0000${key}`;

export async function openIndexedDbBackend(factory: IDBFactory): Promise<SettingsBackend> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('IndexedDB did not open in time')), OPEN_TIMEOUT_MS);
    const request = factory.open(DATABASE_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(OBJECT_STORE))
        request.result.createObjectStore(OBJECT_STORE);
    };
    request.onsuccess = () => {
      clearTimeout(timer);
      resolve(request.result);
    };
    request.onerror = () => {
      clearTimeout(timer);
      reject(request.error ?? new Error('IndexedDB failed to open'));
    };
    request.onblocked = () => {
      clearTimeout(timer);
      reject(new Error('IndexedDB open blocked'));
    };
  });

  const write = (mode: (store: IDBObjectStore) => IDBRequest) =>
    new Promise<void>((resolve, reject) => {
      const transaction = db.transaction(OBJECT_STORE, 'readwrite');
      mode(transaction.objectStore(OBJECT_STORE));
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
    });

  return {
    kind: 'indexedDB',
    async load(namespace) {
      const store = db.transaction(OBJECT_STORE, 'readonly').objectStore(OBJECT_STORE);
      const range = IDBKeyRange.bound(entryKey(namespace, ''), entryKey(namespace, '\uffff'));
      const [keys, values] = await Promise.all([
        promised(store.getAllKeys(range)),
        promised(store.getAll(range)),
      ]);
      const prefix = entryKey(namespace, '');
      const result: Record<string, unknown> = {};
      keys.forEach((key, index) => {
        result[String(key).slice(prefix.length)] = values[index];
      });
      return result;
    },
    save: (namespace, key, value) => write((store) => store.put(value, entryKey(namespace, key))),
    remove: (namespace, key) => write((store) => store.delete(entryKey(namespace, key))),
    close: () => db.close(),
  };
}

/** The fallback: one JSON object per namespace. Throws at creation when storage is unusable. */
export function createLocalStorageBackend(storage: Storage): SettingsBackend {
  const probe = `${LOCAL_STORAGE_PREFIX}probe`;
  storage.setItem(probe, '1');
  storage.removeItem(probe);

  const read = (namespace: string): Record<string, unknown> => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(LOCAL_STORAGE_PREFIX + namespace) ?? '{}');
      return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as Record<string, unknown>)
        : {};
    } catch {
      return {};
    }
  };
  const update = (namespace: string, change: (values: Record<string, unknown>) => void) => {
    const values = read(namespace);
    change(values);
    storage.setItem(LOCAL_STORAGE_PREFIX + namespace, JSON.stringify(values));
  };
  return {
    kind: 'localStorage',
    load: async (namespace) => read(namespace),
    save: async (namespace, key, value) =>
      update(namespace, (values) => {
        values[key] = value;
      }),
    remove: async (namespace, key) =>
      update(namespace, (values) => {
        delete values[key];
      }),
    close: () => {},
  };
}

/** The last resort: settings last as long as the tab, but the app still starts. */
export function createMemoryBackend(): SettingsBackend {
  const namespaces = new Map<string, Map<string, unknown>>();
  const of = (namespace: string) => {
    const existing = namespaces.get(namespace);
    if (existing) return existing;
    const created = new Map<string, unknown>();
    namespaces.set(namespace, created);
    return created;
  };
  return {
    kind: 'memory',
    load: async (namespace) => Object.fromEntries(of(namespace)),
    save: async (namespace, key, value) => void of(namespace).set(key, structuredClone(value)),
    remove: async (namespace, key) => void of(namespace).delete(key),
    close: () => {},
  };
}

export interface BackendSources {
  indexedDB?: IDBFactory | null;
  localStorage?: Storage | null;
  log?: (message: string, error: unknown) => void;
}

/** localStorage if usable, else memory. */
export function openFallbackBackend({ localStorage, log = console.warn }: BackendSources): SettingsBackend {
  if (localStorage) {
    try {
      return createLocalStorageBackend(localStorage);
    } catch (error) {
      log('Settings: local storage is unusable, keeping settings in memory', error);
    }
  }
  return createMemoryBackend();
}

/** IndexedDB, else localStorage, else memory (spec 000 §8): whatever fails, the app still starts. */
export async function openBestBackend(sources: BackendSources): Promise<SettingsBackend> {
  const { indexedDB, log = console.warn } = sources;
  if (indexedDB) {
    try {
      return await openIndexedDbBackend(indexedDB);
    } catch (error) {
      log('Settings: the local database failed, falling back to local storage', error);
    }
  }
  return openFallbackBackend(sources);
}
