import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountProvider, type AccountSession, toAccount } from '@/accounts';
import { fallbackI18n, I18nProvider } from '@/i18n';
import { createMemoryHistory, RouterProvider } from '@/router';
import { fakeApi, makeMe } from '@/test/helpers';
import { ModalController, ModalProvider } from '@/ui';
import { NotificationList } from './NotificationList';

const bob = { id: 'bob', username: 'bob', name: 'Bob', host: null, avatarUrl: null };

function renderList(notifications: unknown[]) {
  const api = fakeApi((endpoint) => (endpoint === 'i/notifications' ? notifications : {}));
  const session = { updateCurrent: vi.fn() } as unknown as AccountSession;
  render(
    <I18nProvider i18n={fallbackI18n()}>
      <RouterProvider routes={[]} history={createMemoryHistory('/my/notifications')} loadPage={vi.fn()}>
        <AccountProvider
          initialAccount={toAccount(makeMe({ hasUnreadNotification: true }), 'token', 'https://example.test')}
          session={session}
          createApi={() => api}
          instanceOrigin="https://example.test"
          connectStream={null}
        >
          <ModalProvider controller={new ModalController(() => false)}>
            <NotificationList />
          </ModalProvider>
        </AccountProvider>
      </RouterProvider>
    </I18nProvider>,
  );
  return api;
}

describe('NotificationList', () => {
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

  it('says when there is nothing yet', async () => {
    renderList([]);
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });
});
