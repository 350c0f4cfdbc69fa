import type { PluginHookKind } from './registry';

// Each plugin's log and the one toast per plugin that says it failed. Lazy: only the runtime,
// the guarded calls and the settings page use it.

/** A line of a plugin's log: what it printed, or a failure (the page words it in its language). */
export type PluginLogEntry =
  | { kind: 'print'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'stopped' }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'badResult'; hook: PluginHookKind };

const LOG_LIMIT = 200;
const NO_LOG: readonly PluginLogEntry[] = [];

const logs = new Map<string, PluginLogEntry[]>();
const listeners = new Set<() => void>();
const toldOnce = new Set<string>();
let tellUser: ((pluginName: string) => void) | null = null;

const notify = () => {
  for (const listener of listeners) listener();
};

export const pluginLogs = {
  of(pluginId: string): readonly PluginLogEntry[] {
    return logs.get(pluginId) ?? NO_LOG;
  },
  add(pluginId: string, entry: PluginLogEntry): void {
    logs.set(pluginId, [...(logs.get(pluginId) ?? []), entry].slice(-LOG_LIMIT));
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  /** Tests: no logs, no plugin told about yet, no way to tell. */
  reset(): void {
    logs.clear();
    toldOnce.clear();
    tellUser = null;
    notify();
  },
};

/** The runtime hands in how to tell the user (a toast); the log calls it once per plugin. */
export function setPluginFailureNotice(notice: ((pluginName: string) => void) | null): void {
  tellUser = notice;
}

/** Logs a plugin's failure and, the first time in this page load, tells the user its name. */
export function reportPluginFailure(plugin: { id: string; name: string }, entry: PluginLogEntry): void {
  pluginLogs.add(plugin.id, entry);
  if (toldOnce.has(plugin.id)) return;
  toldOnce.add(plugin.id);
  tellUser?.(plugin.name);
}

/** The rejection of a hook whose failure the runtime has already logged and reported. */
export class ReportedPluginFailure extends Error {
  constructor() {
    super('plugin failed');
    this.name = 'ReportedPluginFailure';
  }
}
