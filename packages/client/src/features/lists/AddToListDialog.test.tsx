import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi, renderWithProviders } from '@/test/helpers';
import { openAddToListDialog } from './AddToListDialog';

const list = (id: string, name: string, userIds: string[]) =>
  ({ id, name, userIds, isPublic: false, createdAt: '2026-01-01T00:00:00Z' }) as Misskey.entities.UserList;

function setup(handler: (endpoint: string, params: Record<string, unknown>) => unknown) {
  const api = fakeApi(handler);
  const { modals } = renderWithProviders(null);
  act(() => {
    void openAddToListDialog(modals, api, { id: 'u1', username: 'carol' });
  });
  return { api, user: userEvent.setup() };
}

describe('the add-to-list dialog', () => {
  it('ticks the lists the user is on and pushes or pulls on each tick', async () => {
    const { api, user } = setup((endpoint) => {
      if (endpoint === 'users/lists/list') return [list('l1', 'Friends', ['u1']), list('l2', 'Work', ['u9'])];
      return undefined;
    });
    const friends = (await screen.findByRole('checkbox', { name: 'Friends' })) as HTMLInputElement;
    const work = screen.getByRole('checkbox', { name: 'Work' }) as HTMLInputElement;
    expect(friends.checked).toBe(true);
    expect(work.checked).toBe(false);

    await user.click(work);
    await waitFor(() => expect(work.checked).toBe(true));
    await user.click(friends);
    await waitFor(() => expect(friends.checked).toBe(false));
    expect(api.calls.filter((c) => c.endpoint !== 'users/lists/list')).toEqual([
      { endpoint: 'users/lists/push', params: { listId: 'l2', userId: 'u1' } },
      { endpoint: 'users/lists/pull', params: { listId: 'l1', userId: 'u1' } },
    ]);
  });

  it('leaves the tick off and explains when the server refuses', async () => {
    const { user } = setup((endpoint) => {
      if (endpoint === 'users/lists/list') return [list('l2', 'Work', [])];
      if (endpoint === 'users/lists/push')
        throw apiError('TOO_MANY_USERS', '2dd9752e-a338-413d-8eec-41814430989b');
      return undefined;
    });
    const work = (await screen.findByRole('checkbox', { name: 'Work' })) as HTMLInputElement;
    await user.click(work);
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(2));
    expect(work.checked).toBe(false);
  });

  it('makes a new list with the user on it', async () => {
    const { api, user } = setup((endpoint, params) => {
      if (endpoint === 'users/lists/list') return [];
      if (endpoint === 'users/lists/create') return list('l3', String(params.name), []);
      return undefined;
    });
    await screen.findByText('You have no lists yet.');
    await user.click(screen.getByRole('button', { name: 'New list' }));
    const nameDialog = screen.getByRole('dialog', { name: 'New list' });
    await user.type(within(nameDialog).getByRole('textbox', { name: 'Name' }), 'Cats{Enter}');
    const cats = (await screen.findByRole('checkbox', { name: 'Cats' })) as HTMLInputElement;
    await waitFor(() => expect(cats.checked).toBe(true));
    expect(api.calls.map((c) => c.endpoint)).toEqual([
      'users/lists/list',
      'users/lists/create',
      'users/lists/push',
    ]);
  });
});
