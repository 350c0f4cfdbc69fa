import type * as Misskey from 'misskey-js';
import type { ReactNode } from 'react';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import type { AccountApi } from '@/api';
import { CustomEmojiProvider } from '@/features/emoji/custom/CustomEmojiProvider';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { type InstanceMeta, InstanceProvider } from '@/instance';
import { SettingsProvider, type SettingsStore } from '@/settings';
import { ModalController, ModalProvider } from '@/ui';
import { makeMe } from './helpers';

/**
 * Tests only: what a signed-in screen has around it in the app — en-US texts, settings, the
 * account (with its custom emoji) answered by `api`, its server (`meta`, none by default), and
 * a modal host. No stream.
 */
export function SignedInShell({
  store,
  api,
  me = {},
  modals = new ModalController(() => false),
  meta = null,
  children,
}: {
  store: SettingsStore;
  api: AccountApi;
  me?: Partial<Misskey.entities.MeDetailed>;
  modals?: ModalController;
  meta?: Partial<InstanceMeta> | null;
  children: ReactNode;
}) {
  const account = toAccount(makeMe(me), 'token', 'https://example.test');
  // updateCurrent: a page that saves the account (i/update) hands the answer to the session.
  const session = {
    checkSavedAccounts: async () => [],
    updateCurrent: () => {},
  } as unknown as AccountSession;
  return (
    <I18nProvider i18n={fallbackI18n()}>
      <SettingsProvider store={store}>
        <AccountProvider
          initialAccount={account}
          session={session}
          createApi={() => api}
          instanceOrigin="https://example.test"
          connectStream={null}
        >
          <InstanceProvider
            instance={{
              origin: 'https://example.test',
              host: 'example.test',
              meta: meta as InstanceMeta | null,
            }}
          >
            <CustomEmojiProvider>
              <ModalProvider controller={modals}>{children}</ModalProvider>
            </CustomEmojiProvider>
          </InstanceProvider>
        </AccountProvider>
      </SettingsProvider>
    </I18nProvider>
  );
}
