import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount, useAccountContext } from '@/accounts';
import { openAccountStream, StreamProvider } from '@/stream';
import { FakeAccountStream, FakeWebSocket } from '@/stream/testing';
import { fakeApi, makeMe } from '@/test/helpers';
import { mergeMissed, useMissedNotifications } from './catchUp';
import type { AnyNotification } from './notificationText';
import { UnreadNotificationSync } from './useUnreadSync';

const item = (id: string) => ({ id, type: 'follow', createdAt: '2026-01-01T00:00:00Z' }) as AnyNotification;
const ids = (list: AnyNotification[]) => list.map((entry) => entry.id);

/** Connected, dropped, connected again: what a reconnect looks like to the hooks. */
function reconnect(stream: FakeAccountStream) {
  act(() => stream.setState('reconnecting'));
  act(() => stream.setState('connected'));
}

describe('mergeMissed', () => {
  it('puts the missed ones in their places, each once, newest first', () => {
    // 'a5' came live after the connection opened, before the missed ones were read.
    const shown = [item('a5'), item('a2'), item('a1')];
    expect(ids(mergeMissed(shown, [item('a3'), item('a4'), item('a5')]))).toEqual([
      'a5',
      'a4',
      'a3',
      'a2',
      'a1',
    ]);
    expect(mergeMissed(shown, [item('a2')])).toBe(shown);
  });
});

describe('useMissedNotifications', () => {
  function setUp(newestId: string | undefined, page: AnyNotification[]) {
    const stream = new FakeAccountStream();
    const read = vi.fn(async (_sinceId: string) => page);
    const add = vi.fn();
    const reload = vi.fn();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StreamProvider stream={stream}>{children}</StreamProvider>
    );
    renderHook(() => useMissedNotifications({ newestId, limit: 3, read, add, reload }), { wrapper });
    act(() => stream.setState('connected'));
    return { stream, read, add, reload };
  }

  it('reads after the newest shown when the connection opens again, and hands them oldest first', async () => {
    // Whatever order the server answers in (Misskey's is newest first, the local instance's oldest first).
    const { stream, read, add, reload } = setUp('a2', [item('a4'), item('a3')]);
    expect(read).not.toHaveBeenCalled();
    reconnect(stream);
    expect(read).toHaveBeenCalledWith('a2');
    await waitFor(() => expect(add).toHaveBeenCalledTimes(1));
    expect(ids(add.mock.calls[0]?.[0])).toEqual(['a3', 'a4']);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reads the first page again when a whole page came (more may have), or when nothing was shown', async () => {
    const full = setUp('a2', [item('a3'), item('a4'), item('a5')]);
    reconnect(full.stream);
    await waitFor(() => expect(full.reload).toHaveBeenCalledTimes(1));
    expect(full.add).not.toHaveBeenCalled();

    const empty = setUp(undefined, []);
    reconnect(empty.stream);
    expect(empty.reload).toHaveBeenCalledTimes(1);
    expect(empty.read).not.toHaveBeenCalled();
  });
});

function UnreadDot() {
  const { account } = useAccountContext();
  return <p>{account?.hasUnreadNotification ? 'unread' : 'all read'}</p>;
}

describe('UnreadNotificationSync', () => {
  it('reads `i` again when the connection opens again: a notification may have come meanwhile', async () => {
    FakeWebSocket.reset();
    // The main channel's events need a real stream (over a fake socket).
    const stream = openAccountStream(
      { origin: 'https://example.test', token: 't' },
      { WebSocket: FakeWebSocket },
    );
    const api = fakeApi((endpoint) => (endpoint === 'i' ? makeMe({ hasUnreadNotification: true }) : {}));
    render(
      <AccountProvider
        initialAccount={toAccount(makeMe({ hasUnreadNotification: false }), 'token', 'https://example.test')}
        session={{ updateCurrent: vi.fn() } as unknown as AccountSession}
        createApi={() => api}
        instanceOrigin="https://example.test"
        connectStream={null}
      >
        <StreamProvider stream={stream}>
          <UnreadNotificationSync />
          <UnreadDot />
        </StreamProvider>
      </AccountProvider>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const socket = FakeWebSocket.latest;
    act(() => socket.open());
    expect(screen.getByText('all read')).toBeTruthy();
    expect(api.calls.some((call) => call.endpoint === 'i')).toBe(false);
    act(() => socket.serverClose());
    await waitFor(() => expect(FakeWebSocket.latest).not.toBe(socket));
    act(() => FakeWebSocket.latest.open());
    expect(await screen.findByText('unread')).toBeTruthy();
    stream.close();
  });
});
