import { vi } from 'vitest';
import type { ScriptFailure, ScriptHost } from './sandbox';

/** Test support (never imported by the app): a Storage kept in a Map. */
export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/**
 * Test support: a script host that keeps what the script printed and how it failed, with dialogs
 * that agree and an API that answers `{ ok: true }` unless overridden.
 */
export function fakeHost(overrides: Partial<ScriptHost> = {}) {
  const printed: string[] = [];
  const failures: ScriptFailure[] = [];
  const host: ScriptHost = {
    user: { id: 'u1', name: 'Alice', username: 'alice' },
    customEmojis: [],
    locale: 'en-US',
    serverUrl: 'http://localhost',
    pageUrl: () => 'http://localhost/',
    storage: memoryStorage(),
    dialog: vi.fn(async () => {}),
    confirm: vi.fn(async () => true),
    consentToApi: vi.fn(async () => true),
    callApi: vi.fn(async () => ({ ok: true })),
    print: (text) => printed.push(text),
    reportError: (failure) => failures.push(failure),
    ...overrides,
  };
  return { host, printed, failures };
}
