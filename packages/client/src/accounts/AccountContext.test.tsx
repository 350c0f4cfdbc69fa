import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectMainStream } from '@/api';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { openAccountStream, StreamIndicator } from '@/stream';
import { FakeWebSocket } from '@/stream/testing';
import { apiError, fakeApi, makeMe } from '@/test/helpers';
import { AccountProvider, type StreamConnector, useAccount } from './AccountContext';
import { type Account, toAccount } from './model';
import type { AccountSession } from './session';

const connectFake: StreamConnector = (account, handlers) =>
  connectMainStream(account, handlers, (a) => openAccountStream(a, { WebSocket: FakeWebSocket }));

function DisplayName() {
  const account = useAccount();
  return <p>{account ? (account.name ?? account.username) : 'signed out'}</p>;
}

async function renderProvider(
  account: Account | null,
  onTokenRevoked = vi.fn(),
  answer: (endpoint: string) => unknown = () => ({}),
) {
  const session = { updateCurrent: vi.fn() } as unknown as AccountSession;
  const view = render(
    <I18nProvider i18n={fallbackI18n()}>
      <AccountProvider
        initialAccount={account}
        session={session}
        createApi={(origin, token) => fakeApi(answer, origin, token)}
        instanceOrigin="https://serving.test"
        connectStream={connectFake}
        onTokenRevoked={onTokenRevoked}
      >
        <DisplayName />
        <StreamIndicator />
      </AccountProvider>
    </I18nProvider>,
  );
  await act(() => vi.advanceTimersByTimeAsync(0));
  return { view, session, onTokenRevoked };
}

const alice = toAccount(makeMe({ id: 'user1', name: 'Alice' }), 'alice-token', 'https://home.test');

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('AccountProvider streaming', () => {
  it("streams once, at the account's own origin, and shows the connection state", async () => {
    const { view } = await renderProvider(alice);
    expect(FakeWebSocket.instances).toHaveLength(1);
    const socket = FakeWebSocket.latest;
    expect(socket.url).toMatch(/^wss:\/\/home\.test\/streaming\?i=alice-token&/);
    expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Connecting…');
    act(() => socket.open());
    expect(screen.getByRole('status', { name: 'Live updates' })).toHaveTextContent('Connected');

    view.unmount();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });

  it('does not stream while signed out', async () => {
    await renderProvider(null);
    expect(FakeWebSocket.instances).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a profile change from meUpdated at once and keeps it for the session', async () => {
    const { session } = await renderProvider(alice);
    const socket = FakeWebSocket.latest;
    act(() => socket.open());
    const changed = makeMe({ id: 'user1', name: 'Alice Liddell' });
    act(() => socket.receive(socket.channelId('main') as string, 'meUpdated', changed));
    expect(screen.getByText('Alice Liddell')).toBeInTheDocument();
    expect(session.updateCurrent).toHaveBeenCalledWith(changed);
  });

  it('tells the app when the token was regenerated elsewhere', async () => {
    const { onTokenRevoked } = await renderProvider(alice);
    const socket = FakeWebSocket.latest;
    act(() => socket.open());
    act(() => socket.receive(socket.channelId('main') as string, 'myTokenRegenerated'));
    expect(onTokenRevoked).toHaveBeenCalledTimes(1);
  });

  it('tells the app the account was suspended when its stream is closed and the token refused', async () => {
    const suspended = apiError('YOUR_ACCOUNT_SUSPENDED', 'a8c724b3-6e9c-4b46-b1a8-bc3ed6258370');
    let isSuspended = false;
    const { onTokenRevoked } = await renderProvider(alice, vi.fn(), (endpoint) => {
      if (endpoint === 'i' && isSuspended) throw suspended;
      return {};
    });
    const socket = FakeWebSocket.latest;
    act(() => socket.open());
    // A drop while the token still works (a server restart) is not a suspension.
    await act(async () => {
      socket.serverClose();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onTokenRevoked).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    act(() => FakeWebSocket.latest.open());
    isSuspended = true;
    await act(async () => {
      FakeWebSocket.latest.serverClose(1008);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(onTokenRevoked).toHaveBeenCalledWith('suspended');
  });
});
