import type { RegistryUpdate, SettingsStore } from './store';

/**
 * A stream connector that also hands the account's `registryUpdated` events to its settings
 * store, so synced settings changed on another device apply live. The app's account and a deck
 * column reading as another account both connect this way.
 */
export function withRegistryUpdates<A, H extends { onRegistryUpdated?(update: RegistryUpdate): void }, R>(
  connect: ((account: A, handlers: H) => R) | null,
  store: Pick<SettingsStore, 'applyRegistryUpdate'> | null,
): ((account: A, handlers: H) => R) | null {
  if (!connect) return null;
  return (account, handlers) =>
    connect(account, {
      ...handlers,
      onRegistryUpdated: (update: RegistryUpdate) => {
        handlers.onRegistryUpdated?.(update);
        store?.applyRegistryUpdate(update);
      },
    });
}
