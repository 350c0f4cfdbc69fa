import { useMemo } from 'react';
import { useAccountContext } from '@/accounts';
import type { DraftData } from '../types';
import { isEmptyDraft, parseDraftKey, type StoredDraft } from './draftKey';
import {
  type DraftAccount,
  migrateLegacyDrafts,
  normalizeDraftData,
  readDrafts,
  writeDrafts,
} from './draftStorage';

export interface DraftsApi {
  load(key: string): DraftData | null;
  save(key: string, data: DraftData): void;
  remove(key: string): void;
  list(): StoredDraft[];
}

const NO_DRAFTS: DraftsApi = { load: () => null, save: () => {}, remove: () => {}, list: () => [] };

/** The drafts of one account, read and written synchronously (see draftStorage.ts for why). */
export function createDraftsApi(
  storage: Storage,
  account: DraftAccount,
  now: () => Date = () => new Date(),
): DraftsApi {
  try {
    migrateLegacyDrafts(storage, account);
  } catch (error) {
    // A full or blocked storage must not stop the composer from opening.
    console.warn('Could not migrate the older drafts store', error);
  }
  const update = (change: (drafts: Record<string, StoredDraft>) => void) => {
    const drafts = readDrafts(storage, account);
    change(drafts);
    writeDrafts(storage, account, drafts);
  };
  return {
    load: (key) => readDrafts(storage, account)[key]?.data ?? null,
    save: (key, data) => {
      const parts = parseDraftKey(key);
      if (!parts) throw new Error(`Not a draft key: ${key}`);
      update((drafts) => {
        // An emptied form is not a draft: saving it removes the old one.
        if (isEmptyDraft(data)) delete drafts[key];
        // Saving what is already there (a draft just reopened) keeps its date.
        else if (JSON.stringify(drafts[key]?.data) !== JSON.stringify(normalizeDraftData(data))) {
          drafts[key] = { key, ...parts, updatedAt: now().toISOString(), data };
        }
      });
    },
    remove: (key) => update((drafts) => delete drafts[key]),
    list: () =>
      Object.values(readDrafts(storage, account)).sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)),
  };
}

/** The current account's drafts; signed out there are none and nothing is saved. */
export function useDrafts(): DraftsApi {
  const { account } = useAccountContext();
  const id = account?.id;
  const origin = account?.origin;
  return useMemo(
    () =>
      id && origin && typeof localStorage !== 'undefined'
        ? createDraftsApi(localStorage, { id, origin })
        : NO_DRAFTS,
    [id, origin],
  );
}
