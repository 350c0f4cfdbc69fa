import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemoryHistory, type MemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { type AccountStream, openAccountStream, StreamProvider } from '@/stream';
import { FakeWebSocket } from '@/stream/testing';
import { fakeApi, makeMe } from '@/test/helpers';
import NotificationPopups from './NotificationPopups';
import { holdNotificationPopups } from './popupHold';

const bob = { id: 'bob', username: 'bob', name: 'Bob', host: null, avatarUrl: null };
const mention = (id: string, text = 'hello there') => ({
  id,
  createdAt: '2026-01-01T00:00:00Z',
  type: 'mention',
  user: bob,
  userId: 'bob',
  note: { id: `note-${id}`, text, cw: null, user: bob, userId: 'bob' },
});

let stream: AccountStream | null = null;
beforeEach(() => FakeWebSocket.reset());
afterEach(() => {
  stream?.close();
  stream = null;
});

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

async function renderPopups(
  path = '/',
  settings: Partial<Settings> = {},
  me: Parameters<typeof makeMe>[0] = {},
) {
  stream = openAccountStream({ origin: 'https://example.test', token: 't' }, { WebSocket: FakeWebSocket });
  await tick();
  const socket = FakeWebSocket.latest;
  act(() => socket.open());
  const history: MemoryHistory = createMemoryHistory(path);
  const api = fakeApi(() => ({}));
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <RouterProvider routes={[]} history={history} loadPage={vi.fn()}>
        <AccountProvider
          initialAccount={toAccount(makeMe(me), 'token', 'https://example.test')}
          session={{ updateCurrent: vi.fn() } as unknown as AccountSession}
          createApi={() => api}
          instanceOrigin="https://example.test"
          connectStream={null}
        >
          <SettingsProvider store={createMemorySettingsStore(settings)}>
            <StreamProvider stream={stream}>
              <NotificationPopups />
            </StreamProvider>
          </SettingsProvider>
        </AccountProvider>
      </RouterProvider>
    </I18nProvider>,
  );
  const send = (notification: unknown) =>
    act(() => socket.receive(socket.channelId('main') as string, 'notification', notification));
  return { send, history, api };
}

const region = () => screen.queryByRole('region', { name: 'New notifications' });

describe('NotificationPopups', () => {
  it('marks what popped up as read, once for a burst, but leaves a test notification unread', async () => {
    const { send, api } = await renderPopups('/');
    const marks = () => api.calls.filter((call) => call.endpoint === 'notifications/mark-all-as-read');
    send({ id: 't', createdAt: '2026-01-01T00:00:00Z', type: 'test' });
    expect(region()).not.toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(marks()).toHaveLength(0);
    send(mention('1'));
    send(mention('2'));
    await waitFor(() => expect(marks()).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(marks()).toHaveLength(1);
  });

  it('shows no pop-up while a deck notifications column holds them, and marks the arrival read', async () => {
    const { send, api } = await renderPopups('/');
    const release = holdNotificationPopups('user1');
    try {
      send(mention('1'));
      expect(region()).toBeNull();
      await waitFor(() =>
        expect(api.calls.map((call) => call.endpoint)).toContain('notifications/mark-all-as-read'),
      );
    } finally {
      release();
    }
    send(mention('2'));
    expect(region()).not.toBeNull();
  });

  it('pops a live notification up in the chosen corner, announces it politely, and opens its note', async () => {
    const { send, history } = await renderPopups('/', {
      notificationPosition: 'leftTop',
      notificationStackAxis: 'vertical',
    });
    expect(region()).toBeNull();
    send(mention('1'));
    const stack = region();
    expect(stack).not.toBeNull();
    expect(stack).toHaveAttribute('data-edge-x', 'left');
    expect(stack).toHaveAttribute('data-edge-y', 'top');
    expect(stack).toHaveAttribute('data-direction', 'column');
    const announcer = document.querySelector('[aria-live="polite"][data-popup-announcer]');
    expect(announcer).toHaveTextContent('Bob mentioned you');
    const link = within(stack as HTMLElement).getByRole('link', { name: /mentioned you.*hello there/ });
    await userEvent.click(link);
    expect(history.current()).toBe('/notes/note-1');
    expect(region()).toBeNull();
  });

  it('keeps three at most, newest first, and each can be dismissed', async () => {
    const { send } = await renderPopups();
    for (const id of ['1', '2', '3', '4']) send(mention(id, `text ${id}`));
    const links = within(region() as HTMLElement).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual([
      expect.stringContaining('text 4'),
      expect.stringContaining('text 3'),
      expect.stringContaining('text 2'),
    ]);
    await userEvent.click(
      within(region() as HTMLElement).getAllByRole('button', { name: 'Dismiss' })[0] as HTMLElement,
    );
    expect(within(region() as HTMLElement).getAllByRole('link')).toHaveLength(2);
  });

  it('shows nothing while the notifications page is open', async () => {
    const onPage = await renderPopups('/my/notifications');
    onPage.send(mention('1'));
    expect(region()).toBeNull();
    stream?.close();
  });

  it('obeys the filter and the hard word mutes', async () => {
    const { send } = await renderPopups('/', { notificationExcludeTypes: ['follow'] }, {
      hardMutedWords: [['secret']],
    } as never);
    send({ id: 'f', createdAt: '2026-01-01T00:00:00Z', type: 'follow', user: bob, userId: 'bob' });
    send(mention('m', 'a secret plan'));
    expect(region()).toBeNull();
    send(mention('ok', 'nothing hidden'));
    expect(within(region() as HTMLElement).getAllByRole('link')).toHaveLength(1);
  });

  it('goes after its time unless the pointer rests on the stack', async () => {
    const { send } = await renderPopups();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      send(mention('1'));
      const stack = region() as HTMLElement;
      act(() =>
        stack.dispatchEvent(new MouseEvent('mouseover', { bubbles: true, relatedTarget: document.body })),
      );
      act(() => vi.advanceTimersByTime(20_000));
      expect(region()).not.toBeNull();
      act(() =>
        stack.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body })),
      );
      act(() => vi.advanceTimersByTime(5_000));
      expect(region()).not.toBeNull();
      act(() => vi.advanceTimersByTime(1_500));
      expect(region()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
