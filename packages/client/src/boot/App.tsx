import { StrictMode } from 'react';
import { type Account, AccountProvider, type AccountSession, type StreamConnector } from '@/accounts';
import type { AccountApi } from '@/api';
import { type I18n, I18nProvider } from '@/i18n';
import { type InstanceInfo, InstanceProvider } from '@/instance';
import { routes } from '@/pages/routes';
import { type RouterHistory, RouterProvider } from '@/router';
import { type ModalController, ModalProvider } from '@/ui';
import { AppView } from './AppView';

export interface AppProps {
  i18n: I18n;
  instance: InstanceInfo;
  account: Account | null;
  session: AccountSession;
  createApi(origin: string, token: string | null): AccountApi;
  modals: ModalController;
  history: RouterHistory;
  connectStream?: StreamConnector | null;
  onTokenRevoked?(): void;
}

/** Every provider in one place: what the app needs is handed down, never imported as a singleton. */
export function App(props: AppProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={props.i18n}>
        <InstanceProvider instance={props.instance}>
          <RouterProvider routes={routes} history={props.history} base={import.meta.env.BASE_URL}>
            <AccountProvider
              initialAccount={props.account}
              session={props.session}
              createApi={props.createApi}
              instanceOrigin={props.instance.origin}
              connectStream={props.connectStream}
              onTokenRevoked={props.onTokenRevoked}
            >
              {/* Innermost, so dialogs can use every context the pages can. */}
              <ModalProvider controller={props.modals}>
                <AppView />
              </ModalProvider>
            </AccountProvider>
          </RouterProvider>
        </InstanceProvider>
      </I18nProvider>
    </StrictMode>
  );
}
