import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Misskey from 'misskey-js';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NoteStoreProvider } from '@/features/notes';
import { makeNote } from '@/features/notes/testNotes';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, type Settings } from '@/settings';
import { type AccountStream, openAccountStream, StreamProvider } from '@/stream';
import { FakeWebSocket } from '@/stream/testing';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { WindowsContext } from '@/windows/WindowsContext';
import { Timeline } from './Timeline';

let stream: AccountStream | null = null;
beforeEach(() => FakeWebSocket.reset());
afterEach(() => {
  stream?.close();
  stream = null;
});

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
const notes = (from: number, count: number) =>
  Array.from({ length: count }, (_, index) =>
    makeNote({ id: `n${String(from - index).padStart(3, '0')}`, text: `note ${from - index}` }),
  );

/** The home timeline over a fake server: two pages of 10 going back from n100, a live socket. */
async function renderTimeline(settings: Partial<Settings>, newer: Misskey.entities.Note[] = []) {
  stream = openAccountStream({ origin: 'https://example.test', token: 't' }, { WebSocket: FakeWebSocket });
  await tick();
  const socket = FakeWebSocket.latest;
  act(() => socket.open());
  const api = fakeApi((endpoint, params) => {
    // Nothing else is answered (an empty `endpoints` list would tell every later test in this
    // worker that example.test offers nothing: the capabilities are kept per origin).
    if (endpoint !== 'notes/timeline') return undefined;
    const { untilId, sinceId } = params as { untilId?: string; sinceId?: string };
    if (sinceId) return newer.filter((note) => note.id > sinceId);
    // Two pages of ten, then the end.
    if (untilId) return Number(untilId.slice(1)) > 90 ? notes(Number(untilId.slice(1)) - 1, 10) : [];
    return notes(100, 10);
  });
  render(
    <SignedInShell
      store={createMemorySettingsStore({ rememberReadingPosition: false, ...settings })}
      api={api}
    >
      <RouterProvider routes={[{ path: '/' }]} history={createMemoryHistory('/')} base="/">
        <StreamProvider stream={stream}>
          <NoteStoreProvider>
            <WindowsContext.Provider value={{ openPageWindow: vi.fn() }}>
              <VirtuosoMockContext.Provider value={{ viewportHeight: 1000, itemHeight: 100 }}>
                <Timeline src="home" />
              </VirtuosoMockContext.Provider>
            </WindowsContext.Provider>
          </NoteStoreProvider>
        </StreamProvider>
      </RouterProvider>
    </SignedInShell>,
  );
  const pages = () => api.calls.filter((call) => call.endpoint === 'notes/timeline');
  return { api, socket, pages };
}

// Each test renders whole timelines twice: on a loaded machine that takes seconds.
describe('Timeline and the behaviour settings', () => {
  it('loads older notes by itself near the end, but only by Load more with enableInfiniteScroll off', async () => {
    const auto = await renderTimeline({});
    await waitFor(() => expect(auto.pages().length).toBeGreaterThan(1));
    expect(auto.pages()[1]?.params).toMatchObject({ untilId: 'n091' });
    act(() => stream?.close());
    cleanup();

    const manual = await renderTimeline({ enableInfiniteScroll: false });
    await screen.findByText('note 100');
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(manual.pages()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(manual.pages()).toHaveLength(2));
    expect(manual.pages()[1]?.params).toMatchObject({ untilId: 'n091' });
  }, 15_000);

  it('joins no channel with disableStreamingTimeline on; Refresh brings the newer notes', async () => {
    const streaming = await renderTimeline({});
    await screen.findByText('note 100');
    expect(streaming.socket.channelId('homeTimeline')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    act(() => stream?.close());
    cleanup();

    const quiet = await renderTimeline({ disableStreamingTimeline: true, enableInfiniteScroll: false }, [
      makeNote({ id: 'n102', text: 'note 102' }),
      makeNote({ id: 'n101', text: 'note 101' }),
    ]);
    await screen.findByText('note 100');
    expect(quiet.socket.channelId('homeTimeline')).toBeUndefined();
    expect(screen.queryByText('note 101')).toBeNull();
    // The Refresh bar is a lazy chunk.
    await userEvent.click(await screen.findByRole('button', { name: 'Refresh' }, { timeout: 5000 }));
    expect(await screen.findByText('note 102')).toBeTruthy();
    expect(screen.getByText('note 101')).toBeTruthy();
    expect(quiet.pages().find((call) => 'sinceId' in (call.params as object))?.params).toMatchObject({
      sinceId: 'n100',
    });
  }, 15_000);

  it('reads the notes posted while the connection was down when it opens again', async () => {
    const { socket, pages } = await renderTimeline({}, [
      makeNote({ id: 'n102', text: 'note 102' }),
      makeNote({ id: 'n101', text: 'note 101' }),
    ]);
    await screen.findByText('note 100');
    act(() => socket.serverClose());
    await waitFor(() => expect(FakeWebSocket.latest).not.toBe(socket));
    act(() => FakeWebSocket.latest.open());
    expect(await screen.findByText('note 102')).toBeTruthy();
    expect(screen.getByText('note 101')).toBeTruthy();
    expect(pages().find((call) => 'sinceId' in (call.params as object))?.params).toMatchObject({
      sinceId: 'n100',
    });
  }, 15_000);
});
