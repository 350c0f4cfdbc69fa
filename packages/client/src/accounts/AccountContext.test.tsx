import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectMainStream } from '@/api';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { openAccountStream, StreamIndicator } from '@/stream';
import { FakeWebSocket } from '@/stream/testing';
import { fakeApi, makeMe } from '@/test/helpers';
import { AccountProvider, type StreamConnector, useAccount } from './AccountContext';
import { type Account, toAccount } from './model';
import type { AccountSession } from './session';

const connectFake: StreamConnector = (account, handlers) =>
  connectMainStream(account, handlers, (a) => openAccountStream(a, { WebSocket: FakeWebSocket }));

function DisplayName() {
  const account = useAccount();
  return <p>{account ? (account.name ?? account.username) : 'signed out'}</p>;
}

async function renderProvider(account: Account | null, onTokenRevoked = vi.fn()) {
  const session = { updateCurrent: vi.fn() } as unknown as AccountSession;
  const view = render(
    <I18nProvider i18n={fallbackI18n()}>
      <AccountProvider
        initialAccount={account}
        session={session}
        createApi={(origin, token) => fakeApi(() => ({}), origin, token)}
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
});
