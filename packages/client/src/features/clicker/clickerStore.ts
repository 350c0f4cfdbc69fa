import { type ClickerSave, clickOnce, newClickerSave, readClickerSave } from './saveData';

/** The registry calls the game needs, for its one key (see `clickerRegistry`). */
export interface ClickerRegistry {
  /** Rejects with Misskey's NO_SUCH_KEY error when the account never played. */
  get(): Promise<unknown>;
  set(value: ClickerSave): Promise<void>;
}

export type ClickerStatus = 'loading' | 'ready' | 'failed';

export interface ClickerSnapshot {
  status: ClickerStatus;
  save: ClickerSave | null;
}

export interface ClickerStore {
  getSnapshot(): ClickerSnapshot;
  subscribe(listener: () => void): () => void;
  click(): void;
  /** Saves a waiting change now (the page is going away). */
  flush(): void;
  dispose(): void;
}

/**
 * Misskey saves every 5 s; a second after the last click loses less when the page closes and
 * still writes once for a burst of clicks.
 */
export const CLICKER_SAVE_DELAY_MS = 1000;

export function isNoSuchKey(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'NO_SUCH_KEY';
}

export function createClickerStore(registry: ClickerRegistry, delay = CLICKER_SAVE_DELAY_MS): ClickerStore {
  let snapshot: ClickerSnapshot = { status: 'loading', save: null };
  const listeners = new Set<() => void>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let saved = '';
  let disposed = false;

  const publish = (next: ClickerSnapshot) => {
    snapshot = next;
    for (const listener of listeners) listener();
  };

  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const current = snapshot.save;
    if (!current) return;
    const text = JSON.stringify(current);
    if (text === saved) return;
    saved = text;
    registry.set(current).catch((error: unknown) => {
      // The next click tries again.
      saved = '';
      console.warn('clicker: could not save', error);
    });
  };

  registry.get().then(
    (value) => {
      if (disposed) return;
      const read = readClickerSave(value);
      if (!read) return publish({ status: 'failed', save: null });
      saved = JSON.stringify(value);
      publish({ status: 'ready', save: read });
      // A version 1 save is written back as version 2, as Misskey does.
      if (JSON.stringify(read) !== saved) save();
    },
    (error: unknown) => {
      if (disposed) return;
      if (!isNoSuchKey(error)) return publish({ status: 'failed', save: null });
      publish({ status: 'ready', save: newClickerSave() });
      save();
    },
  );

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    click() {
      if (!snapshot.save) return;
      publish({ status: 'ready', save: clickOnce(snapshot.save) });
      if (timer) clearTimeout(timer);
      timer = setTimeout(save, delay);
    },
    flush: save,
    dispose() {
      save();
      disposed = true;
      listeners.clear();
    },
  };
}
