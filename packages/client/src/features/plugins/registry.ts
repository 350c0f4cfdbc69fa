// What running plugins have registered (`Plugin:register_*`), and their logs. Start-up code
// (the note menu, the composer, the note view) reads this small module; the plugins themselves
// run in features/pluginRuntime, a lazy chunk loaded only when a plugin is active.

export type PluginHookKind =
  | 'noteAction'
  | 'userAction'
  | 'postFormAction'
  | 'noteViewInterruptor'
  | 'notePostInterruptor'
  | 'pageViewInterruptor';

/** Sets one field of the composer from a post form action (`text` or `cw`). */
export type PostFormUpdate = (key: string, value: unknown) => void;

export interface PluginHook {
  pluginId: string;
  pluginName: string;
  kind: PluginHookKind;
  /** The menu entry's text; empty for interruptors. */
  title: string;
  /**
   * Runs the plugin's function on `input` as a new activation and resolves with what it
   * returned (as plain data); rejects when the plugin failed (then already logged and reported).
   */
  run(input: unknown, update?: PostFormUpdate): Promise<unknown>;
}

/** A line of a plugin's log: what it printed, or a failure (the page words it in its language). */
export type PluginLogEntry =
  | { kind: 'print'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'stopped' }
  | { kind: 'timeout'; seconds: number }
  | { kind: 'badResult'; hook: PluginHookKind };

const LOG_LIMIT = 200;
const NO_LOG: readonly PluginLogEntry[] = [];

let hooks: readonly PluginHook[] = [];
let version = 0;
const listeners = new Set<() => void>();
const logs = new Map<string, PluginLogEntry[]>();
const logListeners = new Set<() => void>();
const toldOnce = new Set<string>();
let tellUser: ((pluginName: string) => void) | null = null;

const notify = (set: Set<() => void>) => {
  for (const listener of set) listener();
};

export const pluginRegistry = {
  add(hook: PluginHook): void {
    hooks = [...hooks, hook];
    version++;
    notify(listeners);
  },
  /** Forgets everything a plugin registered (stopped, deactivated, uninstalled). */
  removePlugin(pluginId: string): void {
    if (!hooks.some((hook) => hook.pluginId === pluginId)) return;
    hooks = hooks.filter((hook) => hook.pluginId !== pluginId);
    version++;
    notify(listeners);
  },
  of(kind: PluginHookKind): PluginHook[] {
    return hooks.filter((hook) => hook.kind === kind);
  },
  /** Changes whenever a hook is added or removed (for useSyncExternalStore). */
  version: (): number => version,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Tests: back to no plugins, no logs. */
  reset(): void {
    hooks = [];
    version++;
    logs.clear();
    toldOnce.clear();
    tellUser = null;
    notify(listeners);
    notify(logListeners);
  },
};

export const pluginLogs = {
  of(pluginId: string): readonly PluginLogEntry[] {
    return logs.get(pluginId) ?? NO_LOG;
  },
  add(pluginId: string, entry: PluginLogEntry): void {
    const lines = [...(logs.get(pluginId) ?? []), entry].slice(-LOG_LIMIT);
    logs.set(pluginId, lines);
    notify(logListeners);
  },
  subscribe(listener: () => void): () => void {
    logListeners.add(listener);
    return () => logListeners.delete(listener);
  },
};

/** The runtime hands in how to tell the user (a toast); the registry calls it once per plugin. */
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
