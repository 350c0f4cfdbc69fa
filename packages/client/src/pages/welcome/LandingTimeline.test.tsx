import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { VirtuosoMockContext } from 'react-virtuoso';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession } from '@/accounts';
import { CustomEmojiProvider } from '@/features/emoji/custom/CustomEmojiProvider';
import { NoteStoreProvider } from '@/features/notes';
import { makeNote } from '@/features/notes/testNotes';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { InstanceProvider } from '@/instance';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { FakeWebSocket } from '@/stream/testing';
import { fakeApi } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { WindowsContext } from '@/windows/WindowsContext';
import { LandingTimeline } from './LandingTimeline';

const note = (n: number) => makeNote({ id: `n${n}`, text: `note ${n}` });

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The landing's preview over a fake server whose local timeline is `server` (newest last). */
function renderLanding(server: Misskey.entities.Note[]) {
  const api = fakeApi((endpoint, params) => {
    if (endpoint !== 'notes/local-timeline') return undefined;
    const { sinceId } = params as { sinceId?: string };
    const newestFirst = [...server].reverse();
    return sinceId ? newestFirst.filter((n) => n.id > sinceId) : newestFirst.slice(0, 10);
  });
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <SettingsProvider store={createMemorySettingsStore({})}>
        <AccountProvider
          initialAccount={null}
          session={{} as AccountSession}
          createApi={() => api}
          instanceOrigin="https://example.test"
          connectStream={null}
        >
          <InstanceProvider instance={{ origin: 'https://example.test', host: 'example.test', meta: null }}>
            <CustomEmojiProvider>
              <RouterProvider routes={[{ path: '/' }]} history={createMemoryHistory('/')} base="/">
                <NoteStoreProvider>
                  <WindowsContext.Provider value={{ openPageWindow: vi.fn() }}>
                    <VirtuosoMockContext.Provider value={{ viewportHeight: 1000, itemHeight: 100 }}>
                      <ModalProvider controller={new ModalController(() => false)}>
                        <LandingTimeline />
                      </ModalProvider>
                    </VirtuosoMockContext.Provider>
                  </WindowsContext.Provider>
                </NoteStoreProvider>
              </RouterProvider>
            </CustomEmojiProvider>
          </InstanceProvider>
        </AccountProvider>
      </SettingsProvider>
    </I18nProvider>,
  );
  const catchUps = () =>
    api.calls.filter((c) => c.endpoint === 'notes/local-timeline' && c.params.sinceId !== undefined);
  return { catchUps };
}

describe("the landing page's live preview", () => {
  it('catches up each time its visitor stream opens, and shows notes the channel brings', async () => {
    const server = [note(1), note(2)];
    const { catchUps } = renderLanding(server);
    await screen.findByText('note 2');
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest;
    // A socket at the instance, without a token; nothing is asked for until it opens.
    expect(socket.url).toMatch(/^wss:\/\/example\.test\/streaming\?_t=\d+$/);
    expect(catchUps()).toHaveLength(0);

    // Posted after the first page was read, before the channel was joined: asked for on open.
    server.push(note(3));
    act(() => socket.open());
    expect(await screen.findByText('note 3')).toBeInTheDocument();
    expect(catchUps()[0]?.params.sinceId).toBe('n2');

    const channelId = socket.channelId('localTimeline');
    expect(channelId).toBeDefined();
    server.push(note(4));
    act(() => socket.receive(channelId as string, 'note', note(4)));
    expect(await screen.findByText('note 4')).toBeInTheDocument();

    // Posted while the connection was down: asked for when it opens again.
    act(() => socket.serverClose());
    server.push(note(5));
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(2));
    act(() => FakeWebSocket.latest.open());
    expect(await screen.findByText('note 5')).toBeInTheDocument();
    expect(catchUps().at(-1)?.params.sinceId).toBe('n4');
  });
});
