import { type ReactNode, useEffect, useMemo, useState } from 'react';
import {
  AccountProvider,
  type Me,
  type SavedAccount,
  type StreamConnector,
  toAccount,
  useAccountContext,
} from '@/accounts';
import { type AccountApi, connectMainStream, createApiClient } from '@/api';
import { CustomEmojiProvider } from '@/features/emoji/custom/CustomEmojiProvider';
import { NoteStoreProvider } from '@/features/notes';
import { MentionMenuProvider } from '@/features/userMenu';
import {
  openSettingsStore,
  SettingsProvider,
  type SettingsStore,
  useSettingsStore,
  withRegistryUpdates,
} from '@/settings';
import { ModalController, ModalProvider } from '@/ui';
import { useWindows, WindowsProvider } from '@/windows';
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
 * account context of its own (its API, its stream, its server's custom emoji, its own dialogs,
 * mention menus and page windows), so the column's timeline, notifications, note actions and the
 * pages it opens are that account's. `children` is told how the look-up stands, so the column's
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

/** Opens an account's settings (its account-scope values synced with its registry). */
export type SettingsOpener = (account: SavedAccount, api: AccountApi) => Promise<SettingsStore>;

const openAccountSettings: SettingsOpener = (account, api) => openSettingsStore({ account, api });

/**
 * The providers of a column reading as another account. Exported for tests, which hand in a fake
 * API, settings in memory and no stream.
 */
export function ScopedAccount({
  saved,
  user,
  instanceOrigin,
  children,
  createApi: makeApi = createApi,
  connectStream = connectMainStream,
  openSettings = openAccountSettings,
}: {
  saved: SavedAccount;
  user: Me;
  instanceOrigin: string;
  children: ReactNode;
  createApi?: (origin: string, token: string | null) => AccountApi;
  connectStream?: StreamConnector | null;
  openSettings?: SettingsOpener;
}) {
  const { session, api: ownApi } = useAccountContext();
  const { pages } = useWindows();
  const appSettings = useSettingsStore();
  const initial = useMemo(() => toAccount(user, saved.token, saved.origin), [user, saved]);
  // The account's own settings: its reaction palette, muted reactions, upload folder and note
  // defaults are its own (synced with its registry); device settings are the same store's.
  const [settings, setSettings] = useState<SettingsStore | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the store belongs to the saved account, opened once.
  useEffect(() => {
    let live = true;
    let opened: SettingsStore | null = null;
    openSettings(saved, makeApi(saved.origin, saved.token)).then(
      (store) => {
        opened = store;
        if (live) setSettings(store);
        else store.close();
      },
      // Unreadable storage: the column still reads, with the app's settings.
      () => live && setSettings(appSettings),
    );
    return () => {
      live = false;
      if (opened && opened !== appSettings) opened.close();
    };
  }, [saved]);
  // Its settings changed on another device arrive on its own main stream, as the app's do.
  const connect = useMemo(
    (): StreamConnector | null => withRegistryUpdates(connectStream, settings),
    [connectStream, settings],
  );
  // Dialogs and menus opened from the column (the reaction picker, a reply's composer, a note's
  // menu) render in a modal host of the column's own, so they act as its account too: the app's
  // host sits outside this scope, under the signed-in account.
  const [modals] = useState(() => new ModalController());
  // A few milliseconds: the column does not read as the wrong account meanwhile.
  if (!settings) return null;
  // Notes as this account sees them (its reactions, its subscriptions on its stream), apart from
  // the signed-in account's copies of the same notes; then the column's dialogs, the mentions'
  // user menu and page windows, all under this account.
  let scoped = (
    <NoteStoreProvider>
      <ModalProvider controller={modals}>
        <MentionMenuProvider>
          {pages ? <WindowsProvider pages={pages}>{children}</WindowsProvider> : children}
        </MentionMenuProvider>
      </ModalProvider>
    </NoteStoreProvider>
  );
  // Another server has custom emoji of its own (the same server's are the app's already).
  if (saved.origin !== ownApi.origin) scoped = <CustomEmojiProvider>{scoped}</CustomEmojiProvider>;
  return (
    <SettingsProvider store={settings}>
      <AccountProvider
        initialAccount={initial}
        session={session}
        createApi={makeApi}
        instanceOrigin={instanceOrigin}
        connectStream={connect}
      >
        {scoped}
      </AccountProvider>
    </SettingsProvider>
  );
}
