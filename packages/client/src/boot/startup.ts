import { compareVersions } from '@/version';

/**
 * Spec 000 §4: when the stored version differs from the running one, store the new one and
 * clear the stored theme (it may not fit the new client). Returns true when the client was
 * updated (running version newer than the stored one), so signed-in users can be told.
 */
export function applyVersionChange(storage: Storage, runningVersion: string): boolean {
  const last = storage.getItem('lastVersion');
  if (last === runningVersion) return false;
  storage.setItem('lastVersion', runningVersion);
  storage.removeItem('theme');
  return last !== null && compareVersions(runningVersion, last) > 0;
}

/** The in-app URL without the loginId parameter, and that parameter (spec 000 §4). */
export function takeLoginId(href: string): { loginId: string | null; rest: string } {
  const url = new URL(href);
  const loginId = url.searchParams.get('loginId');
  url.searchParams.delete('loginId');
  return { loginId, rest: `${url.pathname}${url.search}${url.hash}` };
}

/** The gallery's history entry (#pswp) must not survive a reload (spec 000 §4). */
export function withoutPswpHash(href: string): string | null {
  const url = new URL(href);
  if (url.hash !== '#pswp') return null;
  return `${url.pathname}${url.search}`;
}

/** localStorage, or an in-memory stand-in when the browser refuses it (private modes, policies). */
export function safeLocalStorage(): Storage {
  try {
    const storage = window.localStorage;
    const probe = '__storage_probe__';
    storage.setItem(probe, probe);
    storage.removeItem(probe);
    return storage;
  } catch {
    return new MemoryStorage();
  }
}

export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}
