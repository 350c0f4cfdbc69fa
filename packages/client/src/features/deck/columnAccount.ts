import type { SavedAccount } from '@/accounts';
import type { ColumnAccount, DeckColumn } from './model';

/** Whose eyes a column reads with. */
export type ColumnReader =
  /** The signed-in account: the app's own API and stream. */
  | { kind: 'own' }
  /** Another account saved on this device: its own token, API and stream. */
  | { kind: 'other'; saved: SavedAccount }
  /** An account this device has no token for (signed out here, or the deck came from elsewhere). */
  | { kind: 'missing'; account: ColumnAccount };

const same = (a: ColumnAccount, b: ColumnAccount) => a.id === b.id && a.origin === b.origin;

/**
 * Decides which account a column reads as. A column naming the signed-in account reads as it
 * directly (no second stream). The main column never reads as another: it is the app's page.
 */
export function columnReader(
  column: Pick<DeckColumn, 'type' | 'account'>,
  current: ColumnAccount | null,
  saved: readonly SavedAccount[],
): ColumnReader {
  const wanted = column.account;
  if (!wanted || column.type === 'main' || (current && same(wanted, current))) return { kind: 'own' };
  const entry = saved.find((other) => same(other, wanted));
  return entry ? { kind: 'other', saved: entry } : { kind: 'missing', account: wanted };
}

/** The column kinds that may read as another account: all but the routed page. */
export function canReadAsOther(type: DeckColumn['type']): boolean {
  return type !== 'main';
}
