import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore } from '@/settings';
import { openAccountStream, StreamProvider } from '@/stream';
import { FakeWebSocket } from '@/stream/testing';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import Notifications from './Notifications';

const follow = (id: string, name: string) => ({
  id,
  createdAt: '2026-01-01T00:00:00Z',
  type: 'follow',
  userId: name.toLowerCase(),
  user: { id: name.toLowerCase(), username: name.toLowerCase(), name, host: null, avatarUrl: null },
});

let stream: ReturnType<typeof openAccountStream> | null = null;
afterEach(() => {
  stream?.close();
  stream = null;
});

describe('Notifications widget', () => {
  it('reads the notifications that came while the connection was down when it opens again', async () => {
    FakeWebSocket.reset();
    stream = openAccountStream({ origin: 'https://example.test', token: 't' }, { WebSocket: FakeWebSocket });
    const held = [follow('a2', 'Bob')];
    const api = fakeApi((endpoint, params) => {
      if (endpoint !== 'i/notifications') return {};
      const { sinceId } = params as { sinceId?: string };
      return sinceId === undefined ? [...held] : held.filter((n) => n.id > sinceId).reverse();
    });
    render(
      <SignedInShell store={createMemorySettingsStore({})} api={api}>
        <RouterProvider routes={[]} history={createMemoryHistory('/')} loadPage={vi.fn()}>
          <StreamProvider stream={stream}>
            <Notifications />
          </StreamProvider>
        </RouterProvider>
      </SignedInShell>,
    );
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    const socket = FakeWebSocket.latest;
    act(() => socket.open());
    expect(await screen.findByRole('link', { name: 'Bob followed you' })).toBeTruthy();

    act(() => socket.serverClose());
    await waitFor(() => expect(FakeWebSocket.latest).not.toBe(socket));
    held.unshift(follow('a3', 'Carol'));
    act(() => FakeWebSocket.latest.open());
    expect(await screen.findByRole('link', { name: 'Carol followed you' })).toBeTruthy();
    expect(api.calls.at(-1)?.params).toMatchObject({ sinceId: 'a2' });
  });
});
