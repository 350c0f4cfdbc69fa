import type * as Misskey from 'misskey-js';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import type { AccountApi } from '@/api';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemoryHistory, RouterProvider } from '@/router';
import { SettingsProvider, type SettingsStore } from '@/settings';
import { makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';

/** What a settings page has around it in the app: texts, settings, a signed-in account, modals and a router. */
export function SettingsPageHarness({
  store,
  api,
  me = {},
  at,
  children,
}: {
  store: SettingsStore;
  api: AccountApi;
  me?: Partial<Misskey.entities.MeDetailed>;
  at: string;
  children: ReactNode;
}) {
  const account = toAccount(makeMe(me), 'token', 'https://example.test');
  const session = { checkSavedAccounts: async () => [] } as unknown as AccountSession;
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
          <ModalProvider controller={new ModalController(() => false)}>
            <RouterProvider routes={[]} history={createMemoryHistory(at)} loadPage={vi.fn()}>
              {children}
            </RouterProvider>
          </ModalProvider>
        </AccountProvider>
      </SettingsProvider>
    </I18nProvider>
  );
}
