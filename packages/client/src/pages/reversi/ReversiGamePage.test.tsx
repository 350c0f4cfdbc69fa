import { act, render, screen, waitFor, within } from '@testing-library/react';
import type * as Misskey from 'misskey-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { FakeWebSocket } from '@/stream/testing';
import { fakeApi } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { ReversiGamePage } from './ReversiGamePage';

const user = (id: string, username: string) => ({ id, username, name: null, host: null, avatarUrl: null });
const running = {
  id: 'g1',
  user1Id: 'u1',
  user2Id: 'u2',
  user1: user('u1', 'alice'),
  user2: user('u2', 'bob'),
  black: 1,
  isStarted: true,
  isEnded: false,
  startedAt: new Date().toISOString(),
  timeLimitForEachTurn: 0,
  map: ['--------', '--------', '--------', '---wb---', '---bw---', '--------', '--------', '--------'],
  logs: [],
  isLlotheo: false,
  canPutEverywhere: false,
  loopedBoard: false,
  winnerId: null,
} as unknown as Misskey.entities.ReversiGameDetailed;

beforeEach(() => {
  FakeWebSocket.reset();
  vi.stubGlobal('WebSocket', FakeWebSocket);
});

describe('a reversi game watched while signed out', () => {
  it('follows the moves live over an anonymous connection of its own', async () => {
    const api = fakeApi((endpoint) => (endpoint === 'reversi/show-game' ? running : {}));
    const { unmount } = render(
      <I18nProvider i18n={fallbackI18n()}>
        <SettingsProvider store={createMemorySettingsStore({ sound_notUseSound: true })}>
          <RouterProvider routes={[]} history={createMemoryHistory('/reversi/g/g1')} loadPage={vi.fn()}>
            <AccountProvider
              initialAccount={null}
              session={{} as AccountSession}
              createApi={() => api}
              instanceOrigin="https://example.test"
              connectStream={null}
            >
              <ModalProvider controller={new ModalController(() => false)}>
                <ReversiGamePage params={{ gameId: 'g1' }} />
              </ModalProvider>
            </AccountProvider>
          </RouterProvider>
        </SettingsProvider>
      </I18nProvider>,
    );
    const board = await screen.findByRole('group', { name: 'Board, 8 by 8' });
    expect(screen.getByRole('button', { name: 'D3, empty' })).toBeInTheDocument();

    // A socket of its own, at the instance, with no token; it joins the game's channel.
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.latest;
    expect(socket.url).toMatch(/^wss:\/\/example\.test\/streaming\?_t=\d+$/);
    act(() => socket.open());
    await waitFor(() => expect(socket.channelId('reversiGame')).toBeDefined());
    const join = socket.messages().find((m) => m.type === 'connect');
    expect(join?.body?.params).toEqual({ gameId: 'g1' });

    act(() =>
      socket.receive(socket.channelId('reversiGame') as string, 'log', {
        time: Date.now(),
        player: true,
        operation: 'put',
        pos: 19,
        id: null,
      }),
    );
    expect(await screen.findByText('Black played D3.')).toBeInTheDocument();
    expect(within(board).getByRole('button', { name: /^D3, black/ })).toBeInTheDocument();

    unmount();
    expect(socket.readyState).toBe(FakeWebSocket.CLOSED);
  });
});
