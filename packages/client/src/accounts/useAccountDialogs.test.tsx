import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { InstanceProvider, ServerMetaCache } from '@/instance';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { Button, ModalController, ModalProvider } from '@/ui';
import { AccountProvider } from './AccountContext';
import type { AccountSession } from './session';
import { useAccountDialogs } from './useAccountDialogs';

const A = 'https://a.example';

// The dialog's chunk as the network gives it: the first fetch fails (a dropped connection),
// the next one arrives when the test says so.
const chunk = vi.hoisted(() => {
  let fetches = 0;
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { fetch: () => fetches++, arrived, arrive };
});

vi.mock('./SignInDialog', async () => {
  if (chunk.fetch() === 0) throw new TypeError('Failed to fetch dynamically imported module');
  await chunk.arrived;
  const { DialogFrame } = await import('@/ui');
  return {
    SignInDialog: ({ onCancel }: { onCancel(): void }) => (
      <DialogFrame title="Sign in" actions={<Button onClick={onCancel}>Close</Button>}>
        <input aria-label="Username" />
      </DialogFrame>
    ),
  };
});

function SignInButton() {
  const { openSignIn } = useAccountDialogs();
  return <Button onClick={() => void openSignIn()}>Sign in</Button>;
}

function renderSignInButton() {
  const metaCache = new ServerMetaCache({ storage: null, fetchMeta: async () => ({}) as never });
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <InstanceProvider instance={{ origin: A, host: 'a.example', meta: null, metaCache }}>
        <SettingsProvider store={createMemorySettingsStore({})}>
          <RouterProvider routes={[{ path: '/' }]} history={createMemoryHistory('/')}>
            <AccountProvider
              initialAccount={null}
              session={{} as AccountSession}
              createApi={() => fakeApi(() => ({}))}
              instanceOrigin={A}
              connectStream={null}
            >
              <ModalProvider controller={new ModalController(() => false)}>
                <SignInButton />
              </ModalProvider>
            </AccountProvider>
          </RouterProvider>
        </SettingsProvider>
      </InstanceProvider>
    </I18nProvider>,
  );
}

describe('useAccountDialogs', () => {
  it('a press on Sign in always ends in a dialog: why its code failed, Try again, then the form', async () => {
    // The idle prefetch stays out of this test: the press is the first fetch.
    vi.stubGlobal('requestIdleCallback', () => 1);
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const user = userEvent.setup();
    renderSignInButton();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    // The dialog is there at once, and says in words that its code did not arrive.
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This dialog could not be loaded. Check your connection and try again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(within(dialog).getByRole('status', { busy: true })).toHaveTextContent('Loading…');

    await act(async () => chunk.arrive());
    const username = await within(dialog).findByLabelText('Username');
    expect(username).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(chunk.fetch()).toBe(2);
  });
});
