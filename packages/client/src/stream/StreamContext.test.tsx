import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNEL_DISPOSE_DELAY_MS } from '@/constants';
import { type AccountStream, openAccountStream } from './accountStream';
import { StreamProvider, useMainChannelEvent } from './StreamContext';
import { FakeWebSocket } from './testing';

function NotificationsBadge({ onRead }: { onRead(): void }) {
  useMainChannelEvent('readAllNotifications', onRead);
  return null;
}

let stream: AccountStream;

async function connectedStream() {
  stream = openAccountStream({ origin: 'https://example.test', token: 't' }, { WebSocket: FakeWebSocket });
  await act(() => vi.advanceTimersByTimeAsync(0));
  const socket = FakeWebSocket.latest;
  act(() => socket.open());
  return socket;
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeWebSocket.reset();
});

afterEach(() => {
  stream?.close();
  vi.useRealTimers();
});

describe('useMainChannelEvent', () => {
  it('gives every component the events over one shared subscription, ended 3 s after the last unmounts', async () => {
    const socket = await connectedStream();
    const first = vi.fn();
    const second = vi.fn();
    const view = render(
      <StreamProvider stream={stream}>
        <NotificationsBadge onRead={first} />
        <NotificationsBadge onRead={second} />
      </StreamProvider>,
    );
    const connects = socket.messages().filter((m) => m.type === 'connect');
    expect(connects).toHaveLength(1);

    const id = socket.channelId('main') as string;
    act(() => socket.receive(id, 'readAllNotifications'));
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(1);

    view.rerender(
      <StreamProvider stream={stream}>
        <NotificationsBadge onRead={first} />
      </StreamProvider>,
    );
    await act(() => vi.advanceTimersByTimeAsync(CHANNEL_DISPOSE_DELAY_MS * 2));
    expect(socket.messages().some((m) => m.type === 'disconnect')).toBe(false);

    view.unmount();
    await act(() => vi.advanceTimersByTimeAsync(CHANNEL_DISPOSE_DELAY_MS - 1));
    expect(socket.messages().some((m) => m.type === 'disconnect')).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(socket.messages().filter((m) => m.type === 'disconnect')).toEqual([
      { type: 'disconnect', body: { id } },
    ]);
  });

  it('calls the latest handler without subscribing again', async () => {
    const socket = await connectedStream();
    const before = vi.fn();
    const after = vi.fn();
    const view = render(
      <StreamProvider stream={stream}>
        <NotificationsBadge onRead={before} />
      </StreamProvider>,
    );
    view.rerender(
      <StreamProvider stream={stream}>
        <NotificationsBadge onRead={after} />
      </StreamProvider>,
    );
    act(() => socket.receive(socket.channelId('main') as string, 'readAllNotifications'));
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledTimes(1);
    expect(socket.messages().map((m) => m.type)).toEqual(['connect']);
  });

  it('keeps receiving after the connection drops and comes back', async () => {
    const socket = await connectedStream();
    const onRead = vi.fn();
    render(
      <StreamProvider stream={stream}>
        <NotificationsBadge onRead={onRead} />
      </StreamProvider>,
    );
    const id = socket.channelId('main') as string;
    act(() => socket.serverClose());
    await act(() => vi.advanceTimersByTimeAsync(10));
    const reopened = FakeWebSocket.latest;
    expect(reopened).not.toBe(socket);
    act(() => reopened.open());
    expect(reopened.channelId('main')).toBe(id);
    act(() => reopened.receive(id, 'readAllNotifications'));
    expect(onRead).toHaveBeenCalledTimes(1);
  });

  it('is harmless while signed out (no stream)', () => {
    expect(() =>
      render(
        <StreamProvider stream={null}>
          <NotificationsBadge onRead={() => {}} />
        </StreamProvider>,
      ),
    ).not.toThrow();
  });
});
