import type { ComponentType } from 'react';
import type { MenuItem } from '@/ui';
import type { PostFormActionsProps } from './PostFormActions';

// What running plugins have registered (`Plugin:register_*`). Start-up code (the note menu, the
// composer, the note view) reads this small module; the plugins themselves run in
// features/pluginRuntime, a lazy chunk loaded only when a plugin is active, and their logs are
// ./log (lazy too).

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

/**
 * The guarded calls into plugins (./hooks and the composer's menu), handed in by the runtime
 * when it starts: start-up code reaches them only through here, so none of them is start-up
 * code, and with no plugin running there is nothing to call.
 */
export interface PluginCalls {
  shownNote(note: object, version: number): { shown: unknown } | undefined;
  interruptNoteViewOnce(note: object, version: number): Promise<void>;
  interruptNotePost<T extends Record<string, unknown>>(body: T): Promise<T>;
  actionItems(kind: 'noteAction' | 'userAction', input: unknown): MenuItem[];
  PostFormActions: ComponentType<PostFormActionsProps>;
}

let hooks: readonly PluginHook[] = [];
let version = 0;
const listeners = new Set<() => void>();

const change = (next: readonly PluginHook[]) => {
  hooks = next;
  version++;
  for (const listener of listeners) listener();
};

export const pluginRegistry = {
  calls: null as PluginCalls | null,
  add: (hook: PluginHook): void => change([...hooks, hook]),
  /** Forgets everything a plugin registered (stopped, switched off, uninstalled). */
  removePlugin: (pluginId: string): void => change(hooks.filter((hook) => hook.pluginId !== pluginId)),
  of: (kind: PluginHookKind): PluginHook[] => hooks.filter((hook) => hook.kind === kind),
  /** Changes whenever a hook is added or removed (for useSyncExternalStore). */
  version: (): number => version,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};
