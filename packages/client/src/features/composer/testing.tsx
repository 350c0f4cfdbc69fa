import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Misskey from 'misskey-js';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { CustomEmojiProvider } from '@/features/emoji/custom/CustomEmojiProvider';
import { NoteStoreProvider } from '@/features/notes/NoteStoreContext';
import { NoteStore } from '@/features/notes/noteStore';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { InstanceProvider } from '@/instance';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { StreamProvider } from '@/stream';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';

/** Tests only: a stream whose channels accept listeners and never emit. */
function quietStream() {
  const channel = () => ({ on: vi.fn(), off: vi.fn(), dispose: vi.fn(), send: vi.fn() });
  return { connectChannel: channel, useChannel: channel, send: vi.fn(), on: vi.fn(), off: vi.fn() };
}

/** Tests only: renders `ui` with what the composer needs, signed in as `me`. */
export function setupComposer(
  ui: ReactNode,
  options: {
    handler?: (endpoint: string, params: Record<string, unknown>) => unknown;
    me?: Partial<Misskey.entities.MeDetailed>;
    maxNoteTextLength?: number;
    /** Other accounts saved on this device, as the account switcher finds them. */
    otherAccounts?: { id: string; username: string; token: string }[];
    settings?: Partial<Settings>;
  } = {},
) {
  const api = fakeApi(options.handler ?? (() => ({})));
  const account = toAccount(makeMe({ id: 'me', ...options.me }), 'token', 'https://example.test');
  const meta = options.maxNoteTextLength
    ? ({ maxNoteTextLength: options.maxNoteTextLength } as Misskey.entities.MetaDetailed)
    : null;
  const others = (options.otherAccounts ?? []).map((other) => ({
    saved: { id: other.id, token: other.token, origin: 'https://example.test' },
    ok: true,
    user: makeMe({ id: other.id, username: other.username }),
  }));
  const session = { checkSavedAccounts: async () => others } as unknown as AccountSession;
  const user = userEvent.setup();
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <InstanceProvider instance={{ origin: 'https://example.test', host: 'example.test', meta }}>
        <SettingsProvider store={createMemorySettingsStore(options.settings)}>
          <RouterProvider routes={[]} history={createMemoryHistory('/')} loadPage={vi.fn()}>
            <AccountProvider
              initialAccount={account}
              session={session}
              createApi={() => api}
              instanceOrigin="https://example.test"
              connectStream={null}
            >
              <CustomEmojiProvider>
                <StreamProvider stream={quietStream() as never}>
                  <NoteStoreProvider store={new NoteStore()}>
                    <ModalProvider controller={new ModalController(() => false)}>{ui}</ModalProvider>
                  </NoteStoreProvider>
                </StreamProvider>
              </CustomEmojiProvider>
            </AccountProvider>
          </RouterProvider>
        </SettingsProvider>
      </InstanceProvider>
    </I18nProvider>,
  );
  return { api, user };
}
