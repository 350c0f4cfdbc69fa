import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { AccountProvider, type Me, type SavedAccount, toAccount, useAccountContext } from '@/accounts';
import { type AccountApi, createApiClient } from '@/api';
import { NoteStoreProvider } from '@/features/notes';
import { type ColumnReader, columnReader } from './columnAccount';
import type { DeckColumn } from './model';

/** What a column can show while its account is looked up. */
export type ReaderState =
  | { status: 'own' }
  | { status: 'checking' }
  | { status: 'ready'; user: Me; origin: string }
  | { status: 'missing' }
  | { status: 'failed' };

const createApi = (origin: string, token: string | null): AccountApi => createApiClient({ origin, token });

// One `i` per saved account and page load, shared by every column reading as it (a deck may
// hold several). A failed check is forgotten, so the next render asks again.
const checks = new Map<string, Promise<Me>>();
function checkAccount(saved: SavedAccount): Promise<Me> {
  const key = JSON.stringify([saved.origin, saved.id, saved.token]);
  let check = checks.get(key);
  if (!check) {
    check = createApi(saved.origin, saved.token).call('i', {});
    check.catch(() => checks.delete(key));
    checks.set(key, check);
  }
  return check;
}

/**
 * How the look-up of a column's account stands (the checked account's `i` is shared by every
 * caller: the column and its tab in the phone's column bar).
 */
export function useColumnReader(column: Pick<DeckColumn, 'type' | 'account'>): {
  state: ReaderState;
  saved: SavedAccount | null;
} {
  const { account, session } = useAccountContext();
  const wanted = column.account;
  const wantedKey = wanted ? `${wanted.origin}\n${wanted.id}` : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the wanted account; saved accounts change only with a page load.
  const reader: ColumnReader = useMemo(
    () => columnReader(column, account && { id: account.id, origin: account.origin }, session.listSaved()),
    [wantedKey, column.type, account?.id, account?.origin, session],
  );
  const saved = reader.kind === 'other' ? reader.saved : null;
  const [checked, setChecked] = useState<{ saved: SavedAccount; user: Me | null } | null>(null);

  useEffect(() => {
    if (!saved) return;
    let live = true;
    checkAccount(saved).then(
      (user) => live && setChecked({ saved, user }),
      () => live && setChecked({ saved, user: null }),
    );
    return () => {
      live = false;
    };
  }, [saved]);

  if (reader.kind === 'own') return { state: { status: 'own' }, saved: null };
  if (reader.kind === 'missing' || !saved) return { state: { status: 'missing' }, saved: null };
  if (checked?.saved !== saved) return { state: { status: 'checking' }, saved };
  if (!checked.user) return { state: { status: 'failed' }, saved };
  return { state: { status: 'ready', user: checked.user, origin: saved.origin }, saved };
}

/**
 * Puts a column under the account it reads as (beyond Misskey): another saved account gets an
 * account context of its own (its API, its stream), so the column's timeline, notifications and
 * note actions are that account's. `children` is told how the look-up stands, so the column's
 * header shows at once and its body says why it waits or cannot read.
 */
export function ColumnAccountScope({
  column,
  children,
}: {
  column: Pick<DeckColumn, 'type' | 'account'>;
  children(state: ReaderState): ReactNode;
}) {
  const { anonymousApi } = useAccountContext();
  const { state, saved } = useColumnReader(column);
  if (state.status !== 'ready' || !saved) return children(state);
  return (
    <ScopedAccount saved={saved} user={state.user} instanceOrigin={anonymousApi.origin}>
      {children(state)}
    </ScopedAccount>
  );
}

function ScopedAccount({
  saved,
  user,
  instanceOrigin,
  children,
}: {
  saved: SavedAccount;
  user: Me;
  instanceOrigin: string;
  children: ReactNode;
}) {
  const { session } = useAccountContext();
  const initial = useMemo(() => toAccount(user, saved.token, saved.origin), [user, saved]);
  return (
    <AccountProvider
      initialAccount={initial}
      session={session}
      createApi={createApi}
      instanceOrigin={instanceOrigin}
    >
      {/* Notes as this account sees them (its reactions, its subscriptions on its stream),
          apart from the signed-in account's copies of the same notes. */}
      <NoteStoreProvider>{children}</NoteStoreProvider>
    </AccountProvider>
  );
}
