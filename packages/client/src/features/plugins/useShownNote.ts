import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { type PluginHook, type PluginHookKind, pluginRegistry } from './registry';

/** Re-renders when plugins register or drop hooks. */
export function usePluginRegistryVersion(): number {
  return useSyncExternalStore(pluginRegistry.subscribe, pluginRegistry.version);
}

/** What plugins registered of one kind, kept current. */
export function usePluginHooks(kind: PluginHookKind): PluginHook[] {
  usePluginRegistryVersion();
  return pluginRegistry.of(kind);
}

/**
 * The note as plugins' view interruptors want it shown: the note itself while they work or
 * when there are none, then their result, or null when one hid it. They run once per note
 * object and set of hooks (./hooks keeps the results), however often a list mounts the note.
 */
export function useShownNote<T extends object>(note: T): T | null {
  const version = usePluginRegistryVersion();
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const calls = pluginRegistry.of('noteViewInterruptor').length > 0 ? pluginRegistry.calls : null;
  const done = calls?.shownNote(note, version);
  useEffect(() => {
    if (!calls || done) return;
    let live = true;
    void calls.interruptNoteViewOnce(note, version).then(() => live && rerender());
    return () => {
      live = false;
    };
  }, [calls, note, version, done]);
  return done ? (done.shown as T | null) : note;
}
