import type { Account, SavedAccount } from './model';
import { sameAccount } from './model';

/** localStorage keys: the current account, and the saved-accounts list. */
export const ACCOUNT_STORAGE_KEYS = { current: 'account', saved: 'accounts' } as const;

function readJson(storage: Storage, key: string): unknown {
  const text = storage.getItem(key);
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    // A corrupt value must not stop the app from starting: treat it as absent.
    console.warn(`Ignoring unreadable localStorage value "${key}"`);
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isSavedAccount(value: unknown): value is SavedAccount {
  return (
    isRecord(value) &&
    typeof value.id === 'string' &&
    typeof value.token === 'string' &&
    typeof value.origin === 'string'
  );
}

function isAccount(value: unknown): value is Account {
  return isSavedAccount(value) && isRecord(value) && typeof value.username === 'string';
}

/** The accounts this device knows, in localStorage. Tolerates missing or malformed data. */
export class AccountStore {
  constructor(private readonly storage: Storage) {}

  getCurrent(): Account | null {
    const value = readJson(this.storage, ACCOUNT_STORAGE_KEYS.current);
    return isAccount(value) ? value : null;
  }

  setCurrent(account: Account): void {
    this.storage.setItem(ACCOUNT_STORAGE_KEYS.current, JSON.stringify(account));
  }

  clearCurrent(): void {
    this.storage.removeItem(ACCOUNT_STORAGE_KEYS.current);
  }

  getSaved(): SavedAccount[] {
    const value = readJson(this.storage, ACCOUNT_STORAGE_KEYS.saved);
    return Array.isArray(value) ? value.filter(isSavedAccount) : [];
  }

  /** Adds the account to the saved list, or refreshes its token when it is already there. */
  addSaved(entry: SavedAccount): void {
    const saved = this.getSaved();
    const index = saved.findIndex((other) => sameAccount(other, entry));
    const clean = { id: entry.id, token: entry.token, origin: entry.origin };
    if (index === -1) saved.push(clean);
    else saved[index] = clean;
    this.writeSaved(saved);
  }

  removeSaved(entry: { id: string; origin?: string }): void {
    this.writeSaved(
      this.getSaved().filter(
        (other) => !(other.id === entry.id && (entry.origin === undefined || other.origin === entry.origin)),
      ),
    );
  }

  private writeSaved(saved: SavedAccount[]): void {
    this.storage.setItem(ACCOUNT_STORAGE_KEYS.saved, JSON.stringify(saved));
  }
}
