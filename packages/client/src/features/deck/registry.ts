import type { AccountApi } from '@/api';
import { type DeckRegistry, isNoSuchKey } from './deckStore';
import { type Deck, defaultDeck, normalizeDeck, randomColumnId } from './model';
import { DECK_SCOPE } from './profiles';

/** The account's registry, scope ['client','deck','profiles'], one key per profile. */
export function registryOf(api: AccountApi): DeckRegistry {
  return {
    get: (key) => api.call('i/registry/get', { scope: DECK_SCOPE, key }),
    set: (key, value) => api.call('i/registry/set', { scope: DECK_SCOPE, key, value }).then(() => undefined),
    remove: (key) => api.call('i/registry/remove', { scope: DECK_SCOPE, key }).then(() => undefined),
    keys: async () => {
      const keys: unknown = await api.call('i/registry/keys', { scope: DECK_SCOPE });
      return Array.isArray(keys) ? keys.filter((key): key is string => typeof key === 'string') : [];
    },
  };
}

/** Saves a new profile holding the default deck. */
export function createProfile(registry: DeckRegistry, name: string, newId = randomColumnId): Promise<void> {
  return registry.set(name, defaultDeck(newId));
}

async function deckOf(registry: DeckRegistry, name: string, newId: () => string): Promise<Deck> {
  try {
    return normalizeDeck(await registry.get(name)) ?? defaultDeck(newId);
  } catch (error) {
    if (isNoSuchKey(error)) return defaultDeck(newId);
    throw error;
  }
}

/** Copies a profile to its new name, then removes the old key (the copy first: nothing is lost). */
export async function renameProfile(
  registry: DeckRegistry,
  from: string,
  to: string,
  newId = randomColumnId,
): Promise<void> {
  await registry.set(to, await deckOf(registry, from, newId));
  await deleteProfile(registry, from);
}

/** Removes a profile; one that was never saved is already gone. */
export async function deleteProfile(registry: DeckRegistry, name: string): Promise<void> {
  try {
    await registry.remove(name);
  } catch (error) {
    if (!isNoSuchKey(error)) throw error;
  }
}
