import type { ClickerStore } from './clickerStore';

interface Entry {
  store: ClickerStore;
  users: number;
}

const entries = new Map<object, Entry>();

/**
 * One store per account for everything on screen: the /clicker page and a clicker widget beside
 * it count the same cookies live, and never write two saves that overwrite each other. The last
 * one to let go saves and disposes it.
 */
export function acquireClickerStore(
  owner: object,
  create: () => ClickerStore,
): { store: ClickerStore; release: () => void } {
  let entry = entries.get(owner);
  if (!entry) {
    entry = { store: create(), users: 0 };
    entries.set(owner, entry);
  }
  entry.users += 1;
  const held = entry;
  let released = false;
  return {
    store: held.store,
    release() {
      if (released) return;
      released = true;
      held.users -= 1;
      if (held.users > 0) return;
      held.store.dispose();
      if (entries.get(owner) === held) entries.delete(owner);
    },
  };
}
