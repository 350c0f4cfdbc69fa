import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { type AccountStream, openAccountStream, StreamProvider } from '@/stream';
import { FakeWebSocket } from '@/stream/testing';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { FollowButton } from './FollowButton';

const bob = { id: 'bob', username: 'bob', isFollowing: false, isLocked: false };

let stream: AccountStream | null = null;

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function connectedSocket() {
  stream = openAccountStream({ origin: 'https://example.test', token: 't' }, { WebSocket: FakeWebSocket });
  await tick();
  const socket = FakeWebSocket.latest;
  act(() => socket.open());
  return socket;
}

function renderWithStream(children: ReactNode) {
  const api = fakeApi(() => ({}));
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <AccountProvider
        initialAccount={toAccount(makeMe(), 'token', 'https://example.test')}
        session={{} as AccountSession}
        createApi={() => api}
        instanceOrigin="https://example.test"
        connectStream={null}
      >
        <StreamProvider stream={stream}>
          {/* Following without the confirmation (on by default): this file is about live state. */}
          <SettingsProvider store={createMemorySettingsStore({ alwaysConfirmFollow: false })}>
            <ModalProvider controller={new ModalController(() => false)}>{children}</ModalProvider>
          </SettingsProvider>
        </StreamProvider>
      </AccountProvider>
    </I18nProvider>,
  );
  return api;
}

beforeEach(() => FakeWebSocket.reset());
afterEach(() => {
  stream?.close();
  stream = null;
});

describe('FollowButton, live', () => {
  it('turns to Following when the viewer follows the user from another tab, and back on unfollow', async () => {
    const socket = await connectedSocket();
    const onChange = vi.fn();
    renderWithStream(<FollowButton user={bob} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
    const main = socket.channelId('main') as string;

    act(() => socket.receive(main, 'follow', { id: 'bob', username: 'bob' }));
    expect(await screen.findByRole('button', { name: 'Following: Unfollow' })).toBeTruthy();
    expect(onChange).toHaveBeenCalledWith(true);

    // The same news twice (this tab's own click, then the event) counts once.
    act(() => socket.receive(main, 'follow', { id: 'bob', username: 'bob' }));
    expect(onChange).toHaveBeenCalledTimes(1);

    act(() => socket.receive(main, 'unfollow', { id: 'bob', username: 'bob' }));
    expect(await screen.findByRole('button', { name: 'Follow' })).toBeTruthy();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('ignores events about other users', async () => {
    const socket = await connectedSocket();
    renderWithStream(<FollowButton user={bob} />);
    act(() =>
      socket.receive(socket.channelId('main') as string, 'follow', { id: 'carol', username: 'carol' }),
    );
    expect(screen.getByRole('button', { name: 'Follow' })).toBeTruthy();
  });

  it('updates every button for the same user in this tab, even without a stream', async () => {
    renderWithStream(
      <>
        <FollowButton user={bob} />
        <FollowButton user={bob} size="small" />
      </>,
    );
    const [first] = screen.getAllByRole('button', { name: 'Follow' });
    await userEvent.click(first as HTMLElement);
    // The clicked one has focus (Unfollow); the other one shows Following.
    expect(await screen.findByRole('button', { name: 'Following: Unfollow' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Follow' })).toBeNull();
  });

  it('does not count a cancelled follow request as an unfollow', async () => {
    const onChange = vi.fn();
    renderWithStream(<FollowButton user={{ ...bob, isLocked: true }} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Request to follow' }));
    await userEvent.click(await screen.findByRole('button', { name: /Cancel follow request/ }));
    expect(await screen.findByRole('button', { name: 'Request to follow' })).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
