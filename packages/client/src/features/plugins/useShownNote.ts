import { useEffect, useReducer, useSyncExternalStore } from 'react';
import { interruptNoteView } from './hooks';
import { type PluginHook, type PluginHookKind, pluginRegistry } from './registry';

type ShownNote = { text?: string | null; cw?: string | null };
interface Entry {
  version: number;
  done: boolean;
  shown: unknown;
  finished: Promise<void>;
}

// One run of the interruptors per note object and set of hooks: a virtual list mounts the same
// note again and again, and each mount must not ask the plugins again.
const runs = new WeakMap<object, Entry>();

/** Re-renders when plugins register or drop hooks. */
export function usePluginRegistryVersion(): number {
  return useSyncExternalStore(pluginRegistry.subscribe, pluginRegistry.version);
}

/**
 * The note as plugins' view interruptors want it shown: the note itself while they work or
 * when there are none, then their result, or null when one hid it.
 */
export function useShownNote<T extends ShownNote & object>(note: T): T | null {
  const version = usePluginRegistryVersion();
  const active = pluginRegistry.of('noteViewInterruptor').length > 0;
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const entry = runs.get(note);
  const current = entry?.version === version ? entry : undefined;

  useEffect(() => {
    if (!active) return;
    let live = true;
    let run = runs.get(note);
    if (run?.version !== version) {
      const started: Entry = { version, done: false, shown: note, finished: Promise.resolve() };
      started.finished = interruptNoteView(note).then((shown) => {
        started.shown = shown;
        started.done = true;
      });
      runs.set(note, started);
      run = started;
    }
    // Another mount may have started it: either way, look again once it is done.
    if (!run.done) void run.finished.then(() => live && rerender());
    return () => {
      live = false;
    };
  }, [note, version, active]);

  if (!active || !current?.done) return note;
  return current.shown as T | null;
}

/** What plugins registered of one kind, kept current. */
export function usePluginHooks(kind: PluginHookKind): PluginHook[] {
  usePluginRegistryVersion();
  return pluginRegistry.of(kind);
}
