import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { CustomEmojiProvider } from '@/features/emoji/custom/CustomEmojiProvider';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { InstanceProvider } from '@/instance';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { StreamProvider } from '@/stream';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { WindowsContext } from '@/windows/WindowsContext';
import { NoteStoreProvider } from './NoteStoreContext';
import { type NoteEvent, NoteStore } from './noteStore';

/** Tests only: a stand-in for misskey-js's Stream that records what is sent. */
export function fakeStream() {
  const listeners = new Map<string, (event: NoteEvent) => void>();
  return {
    sent: [] as Array<[string, unknown]>,
    send(type: string, body: unknown) {
      this.sent.push([type, body]);
    },
    on(name: string, listener: (event: NoteEvent) => void) {
      listeners.set(name, listener);
    },
    off(name: string) {
      listeners.delete(name);
    },
    emit(event: NoteEvent) {
      listeners.get('noteUpdated')?.(event);
    },
  };
}

/** Tests only: renders `ui` with every provider notes use; signed in as `me` unless told. */
export function setupNotes(
  ui: ReactNode,
  options: {
    signedIn?: boolean;
    handler?: (endpoint: string, params: Record<string, unknown>) => unknown;
    /** Settings other than the defaults. */
    settings?: Partial<Settings>;
  } = {},
) {
  const api = fakeApi(options.handler ?? (() => ({})));
  const store = new NoteStore();
  const stream = fakeStream();
  const account =
    options.signedIn === false ? null : toAccount(makeMe({ id: 'me' }), 'token', 'https://example.test');
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <InstanceProvider instance={{ origin: 'https://example.test', host: 'example.test', meta: null }}>
        <SettingsProvider store={createMemorySettingsStore(options.settings)}>
          <RouterProvider routes={[]} history={createMemoryHistory('/')} loadPage={vi.fn()}>
            <AccountProvider
              initialAccount={account}
              session={{} as AccountSession}
              createApi={() => api}
              instanceOrigin="https://example.test"
              connectStream={null}
            >
              <CustomEmojiProvider>
                <StreamProvider stream={stream as never}>
                  <NoteStoreProvider store={store}>
                    <ModalProvider controller={new ModalController(() => false)}>
                      <WindowsContext.Provider value={{ openPageWindow: vi.fn() }}>
                        {ui}
                      </WindowsContext.Provider>
                    </ModalProvider>
                  </NoteStoreProvider>
                </StreamProvider>
              </CustomEmojiProvider>
            </AccountProvider>
          </RouterProvider>
        </SettingsProvider>
      </InstanceProvider>
    </I18nProvider>,
  );
  return { api, store, stream, user };
}
