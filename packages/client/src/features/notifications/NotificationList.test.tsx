import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, SettingsProvider, type SettingsStore } from '@/settings';
import { type AccountStream, openAccountStream, StreamProvider } from '@/stream';
import { FakeWebSocket } from '@/stream/testing';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { NotificationList } from './NotificationList';
import { notificationPopupsHeld } from './popups/popupHold';

const bob = { id: 'bob', username: 'bob', name: 'Bob', host: null, avatarUrl: null };

let stream: AccountStream | null = null;
beforeEach(() => FakeWebSocket.reset());
afterEach(() => {
  stream?.close();
  stream = null;
});

const tick = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

/** A live main channel over a fake socket; returns a function that delivers a notification. */
async function liveMainChannel() {
  stream = openAccountStream({ origin: 'https://example.test', token: 't' }, { WebSocket: FakeWebSocket });
  await tick();
  const socket = FakeWebSocket.latest;
  act(() => socket.open());
  return (notification: unknown) =>
    act(() => socket.receive(socket.channelId('main') as string, 'notification', notification));
}

function renderList(
  notifications: unknown[],
  settings: SettingsStore = createMemorySettingsStore({}),
  me: Parameters<typeof makeMe>[0] = {},
  list = <NotificationList />,
) {
  const api = fakeApi((endpoint, params) => {
    if (endpoint !== 'i/notifications' && endpoint !== 'i/notifications-grouped') return {};
    // Answers like a server: without the excluded types; after sinceId, oldest first.
    const { excludeTypes = [], sinceId } = params as { excludeTypes?: string[]; sinceId?: string };
    const list = (notifications as { id: string; type: string }[]).filter(
      (n) => !excludeTypes.includes(n.type),
    );
    return sinceId === undefined ? list : list.filter((n) => n.id > sinceId).reverse();
  });
  const session = { updateCurrent: vi.fn() } as unknown as AccountSession;
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <RouterProvider routes={[]} history={createMemoryHistory('/my/notifications')} loadPage={vi.fn()}>
        <AccountProvider
          initialAccount={toAccount(
            makeMe({ hasUnreadNotification: true, ...me }),
            'token',
            'https://example.test',
          )}
          session={session}
          createApi={() => api}
          instanceOrigin="https://example.test"
          connectStream={null}
        >
          <SettingsProvider store={settings}>
            <StreamProvider stream={stream}>
              <ModalProvider controller={new ModalController(() => false)}>{list}</ModalProvider>
            </StreamProvider>
          </SettingsProvider>
        </AccountProvider>
      </RouterProvider>
    </I18nProvider>,
  );
  return api;
}

describe('NotificationList', () => {
  it('leaves out hard word-muted notes and does not quote soft word-muted ones', async () => {
    const mention = (id: string, text: string) => ({
      id,
      createdAt: '2026-01-01T00:00:00Z',
      type: 'mention',
      user: bob,
      userId: 'bob',
      note: { id: `n${id}`, userId: 'bob', text, cw: null },
    });
    renderList(
      [mention('1', 'Free CRYPTO here'), mention('2', 'the finale spoiler'), mention('3', 'hello there')],
      createMemorySettingsStore({}),
      { mutedWords: [['finale', 'spoiler']], hardMutedWords: ['/crypto/i'] as unknown as string[][] },
    );
    expect(await screen.findByRole('link', { name: 'hello there' })).toBeTruthy();
    expect(screen.queryByText('Free CRYPTO here')).toBeNull();
    expect(screen.queryByText('the finale spoiler')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Collapsed: it contains a word you muted.' }).getAttribute('href'),
    ).toBe('/notes/n2');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('lists notifications with their texts and marks all as read', async () => {
    const api = renderList([
      { id: '2', createdAt: '2026-01-01T00:00:00Z', type: 'follow', user: bob, userId: 'bob' },
      {
        id: '1',
        createdAt: '2026-01-01T00:00:00Z',
        type: 'reaction',
        user: bob,
        userId: 'bob',
        reaction: '🎉',
        note: { id: 'n1', text: 'my note', cw: null },
      },
    ]);
    expect(await screen.findByRole('link', { name: 'Bob followed you' })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Reaction.*🎉/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'my note' }).getAttribute('href')).toBe('/notes/n1');
    expect(screen.getByText('You have unread notifications.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('All caught up.')).toBeTruthy();
    expect(api.calls.map((call) => call.endpoint)).toContain('notifications/mark-all-as-read');
  });

  it('answers a follow request with Accept', async () => {
    const api = renderList([
      { id: '3', createdAt: '2026-01-01T00:00:00Z', type: 'receiveFollowRequest', user: bob, userId: 'bob' },
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Request accepted.')).toBeTruthy();
    expect(api.calls.at(-1)).toEqual({ endpoint: 'following/requests/accept', params: { userId: 'bob' } });
  });

  it('asks for grouped notifications and shows who reacted with what, unless grouping is off', async () => {
    const carol = { id: 'carol', username: 'carol', name: 'Carol', host: null, avatarUrl: null };
    const group = {
      id: '5',
      createdAt: '2026-01-01T00:00:00Z',
      type: 'reaction:grouped',
      note: { id: 'n1', text: 'my note', cw: null },
      reactions: [
        { user: bob, reaction: '🎉' },
        { user: carol, reaction: '👍' },
      ],
    };
    const api = renderList([group]);
    const people = await screen.findByRole('list', { name: 'Reactions by' });
    expect(within(people).getByRole('link', { name: 'Bob' }).getAttribute('href')).toBe('/@bob');
    expect(within(people).getByRole('img', { name: /Reaction.*👍/ })).toBeTruthy();
    expect(screen.getByText(/2 reactions/)).toBeTruthy();
    expect(api.calls[0]?.endpoint).toBe('i/notifications-grouped');

    cleanup();
    const plain = renderList([follow], createMemorySettingsStore({ useGroupedNotifications: false }));
    expect(await screen.findByRole('link', { name: 'Bob followed you' })).toBeTruthy();
    expect(plain.calls[0]?.endpoint).toBe('i/notifications');
  });

  it('holds the pop-ups while a deck column shows the arrivals', () => {
    renderList([], createMemorySettingsStore({}), {}, <NotificationList holdsPopups />);
    expect(notificationPopupsHeld('user1')).toBe(true);
    cleanup();
    expect(notificationPopupsHeld('user1')).toBe(false);
  });

  it('reads the notifications that came while the connection was down when it opens again', async () => {
    await liveMainChannel();
    const socket = FakeWebSocket.latest;
    const held = [follow, reaction];
    const api = renderList(held);
    expect(await screen.findByRole('link', { name: 'Bob followed you' })).toBeTruthy();

    act(() => socket.serverClose());
    await waitFor(() => expect(FakeWebSocket.latest).not.toBe(socket));
    // Two came meanwhile; the main channel never brought them.
    const carol = { ...bob, id: 'carol', username: 'carol', name: 'Carol' };
    const dave = { ...bob, id: 'dave', username: 'dave', name: 'Dave' };
    held.unshift(
      { ...follow, id: '4', user: dave, userId: 'dave' },
      { ...follow, id: '3', user: carol, userId: 'carol' },
    );
    act(() => FakeWebSocket.latest.open());

    expect(await screen.findByRole('link', { name: 'Dave followed you' })).toBeTruthy();
    const names = screen.getAllByRole('listitem').map((item) => item.textContent ?? '');
    expect(names.map((text) => /Dave|Carol|Bob/.exec(text)?.[0])).toEqual(['Dave', 'Carol', 'Bob', 'Bob']);
    expect(api.calls.find((call) => 'sinceId' in call.params)?.params).toMatchObject({ sinceId: '2' });
  });

  it('says when there is nothing yet', async () => {
    renderList([]);
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });
});

const follow = { id: '2', createdAt: '2026-01-01T00:00:00Z', type: 'follow', user: bob, userId: 'bob' };
const reaction = {
  id: '1',
  createdAt: '2026-01-01T00:00:00Z',
  type: 'reaction',
  user: bob,
  userId: 'bob',
  reaction: '🎉',
  note: { id: 'n1', text: 'my note', cw: null },
};

describe('NotificationList filter', () => {
  it('hides a type from the Filter menu: reloads without it and remembers the choice', async () => {
    const settings = createMemorySettingsStore({});
    const api = renderList([follow, reaction], settings);
    expect(await screen.findByRole('link', { name: 'my note' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const menu = await screen.findByRole('menu', { name: 'Filter' });
    const reactions = within(menu).getByRole('menuitemcheckbox', { name: 'Reactions' });
    expect(reactions.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(reactions);

    expect(await screen.findByRole('link', { name: 'Bob followed you' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'my note' })).toBeNull();
    expect(api.calls.at(-1)?.params).toMatchObject({ excludeTypes: ['reaction'] });
    expect(settings.get('notificationExcludeTypes')).toEqual(['reaction']);
    expect(screen.getByRole('button', { name: /Filter.*some types hidden/ })).toBeTruthy();
  });

  it('filters by the types it is handed instead, and hands the Filter menu’s change back (a deck column)', async () => {
    const settings = createMemorySettingsStore({ notificationExcludeTypes: ['follow'] });
    const onChange = vi.fn();
    const api = renderList(
      [follow, reaction],
      settings,
      {},
      <NotificationList exclude={{ types: ['reaction'], onChange }} />,
    );
    expect(await screen.findByRole('link', { name: 'Bob followed you' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'my note' })).toBeNull();
    expect(api.calls.at(-1)?.params).toMatchObject({ excludeTypes: ['reaction'] });

    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    const menu = await screen.findByRole('menu', { name: 'Filter' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Reactions' }));
    expect(onChange).toHaveBeenCalledWith([]);
    expect(settings.get('notificationExcludeTypes')).toEqual(['follow']);
  });

  it('does not show a live notification of an excluded type, and shows the others', async () => {
    const deliver = await liveMainChannel();
    renderList([follow], createMemorySettingsStore({ notificationExcludeTypes: ['reaction'] }));
    expect(await screen.findByRole('link', { name: 'Bob followed you' })).toBeTruthy();

    deliver({ ...reaction, id: '9' });
    deliver({ ...follow, id: '10', user: { ...bob, name: 'Bobby' } });
    expect(await screen.findByRole('link', { name: 'Bobby followed you' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'my note' })).toBeNull();
  });

  it('hides every type with "Hide all types" and brings them back with "Show all types"', async () => {
    renderList([follow, reaction]);
    await screen.findByRole('link', { name: 'Bob followed you' });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Hide all types' }));
    expect(await screen.findByText('Every type is hidden by the filter.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: /Filter/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Show all types' }));
    expect(await screen.findByRole('link', { name: 'my note' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bob followed you' })).toBeTruthy();
  });
});
