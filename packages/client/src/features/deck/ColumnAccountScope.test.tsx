import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccountProvider, type AccountSession, toAccount, useAccountContext } from '@/accounts';
import { CustomEmojiProvider, useCustomEmojis } from '@/features/emoji/custom/CustomEmojiProvider';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider, useSetting } from '@/settings';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider, useCurrentDialog, useModals } from '@/ui';
import { useWindows, type WindowPages, WindowsProvider } from '@/windows';
import { ScopedAccount } from './ColumnAccountScope';

const OWN = 'https://own.test';
const OTHER = 'https://other.test';

/** Says whose eyes it reads with: the account, its server and its server's custom emoji. */
function WhoAmI({ where }: { where: string }) {
  const { account, api } = useAccountContext();
  const emojis = useCustomEmojis();
  const [reactions] = useSetting('reactions');
  return (
    <p data-testid={where}>
      {account?.username} at {api.origin} with {emojis.map((emoji) => emoji.name).join(',') || 'no emoji'},
      palette {reactions.join('')}
    </p>
  );
}

function Dialog() {
  const { cancel } = useCurrentDialog();
  return (
    <div>
      <WhoAmI where="dialog" />
      <button type="button" onClick={cancel}>
        Close it
      </button>
    </div>
  );
}

function Actions() {
  const modals = useModals();
  const { openPageWindow } = useWindows();
  return (
    <>
      <WhoAmI where="column" />
      <button type="button" onClick={() => void modals.open(() => <Dialog />)}>
        Open a dialog
      </button>
      <button type="button" onClick={() => openPageWindow('/somewhere')}>
        Open a window
      </button>
    </>
  );
}

// The app's pages, as boot hands them to windows: here one that says whose it is.
const pages: WindowPages = { routes: [], View: () => <WhoAmI where="window" /> };

const emojiOf = (name: string) => ({ name, category: null, aliases: [], url: `https://x.test/${name}.png` });

function renderDeckColumn() {
  const appModals = new ModalController(() => false);
  const opened: string[] = [];
  const ownApi = fakeApi(
    (endpoint) => (endpoint === 'emojis' ? { emojis: [emojiOf('own_cat')] } : {}),
    OWN,
    'ta',
  );
  const otherApi = fakeApi(
    (endpoint) => (endpoint === 'emojis' ? { emojis: [emojiOf('other_otter')] } : {}),
    OTHER,
    'tb',
  );
  const apiFor = (origin: string) => (origin === OTHER ? otherApi : ownApi);
  const session = { updateCurrent: () => {} } as unknown as AccountSession;
  const alice = toAccount(makeMe({ id: 'a', username: 'alice' }), 'ta', OWN);
  const bob = makeMe({ id: 'b', username: 'bob' });
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <SettingsProvider store={createMemorySettingsStore({ reactions: ['👍'] })}>
        <RouterProvider routes={[{ path: '/' }]} history={createMemoryHistory('/')} base="/">
          <AccountProvider
            initialAccount={alice}
            session={session}
            createApi={apiFor}
            instanceOrigin={OWN}
            connectStream={null}
          >
            <CustomEmojiProvider>
              <ModalProvider controller={appModals}>
                <WindowsProvider pages={pages}>
                  <WhoAmI where="app" />
                  <ScopedAccount
                    saved={{ id: 'b', token: 'tb', origin: OTHER }}
                    user={bob}
                    instanceOrigin={OWN}
                    createApi={apiFor}
                    connectStream={null}
                    openSettings={async (account) => {
                      opened.push(account.id);
                      return createMemorySettingsStore({ reactions: ['🦦'] });
                    }}
                  >
                    <Actions />
                  </ScopedAccount>
                </WindowsProvider>
              </ModalProvider>
            </CustomEmojiProvider>
          </AccountProvider>
        </RouterProvider>
      </SettingsProvider>
    </I18nProvider>,
  );
  return { appModals, otherApi, opened };
}

describe('a deck column reading as another account', () => {
  it('reads with that account, its server, that server’s custom emoji and its own settings; the app keeps its own', async () => {
    localStorage.clear();
    const { opened } = renderDeckColumn();
    await waitFor(() =>
      expect(screen.getByTestId('column')).toHaveTextContent(
        'bob at https://other.test with other_otter, palette 🦦',
      ),
    );
    expect(opened).toEqual(['b']);
    await waitFor(() =>
      expect(screen.getByTestId('app')).toHaveTextContent(
        'alice at https://own.test with own_cat, palette 👍',
      ),
    );
  });

  it('opens its dialogs as that account, in a host of its own, not the app’s', async () => {
    localStorage.clear();
    const { appModals } = renderDeckColumn();
    fireEvent.click(await screen.findByRole('button', { name: 'Open a dialog' }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByTestId('dialog')).toHaveTextContent(
        'bob at https://other.test with other_otter, palette 🦦',
      ),
    );
    expect(appModals.getEntries()).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Close it' })));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens page windows as that account', async () => {
    localStorage.clear();
    renderDeckColumn();
    fireEvent.click(await screen.findByRole('button', { name: 'Open a window' }));
    await waitFor(() =>
      expect(screen.getByTestId('window')).toHaveTextContent(
        'bob at https://other.test with other_otter, palette 🦦',
      ),
    );
  });
});
