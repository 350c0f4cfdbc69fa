import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Misskey from 'misskey-js';
import { afterEach, describe, expect, it } from 'vitest';
import { pluginRegistry } from '@/features/plugins';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { ModalController } from '@/ui';
import { PageShowPage } from './PageShowPage';

function page(userId: string): Misskey.entities.Page {
  return {
    id: 'p1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    userId,
    user: { id: userId, username: 'alice', host: null, name: 'Alice' } as Misskey.entities.UserLite,
    content: [{ id: 't', type: 'text', text: 'The original text' }],
    variables: [],
    title: 'Field notes',
    name: 'field-notes',
    summary: null,
    hideTitleWhenPinned: false,
    alignCenter: false,
    font: 'sans-serif',
    script: '',
    eyeCatchingImageId: null,
    eyeCatchingImage: null,
    attachedFiles: [],
    likedCount: 2,
    isLiked: false,
  };
}

function open(authorId: string, answers: Record<string, unknown> = {}) {
  const api = fakeApi((endpoint) => (endpoint === 'pages/show' ? page(authorId) : answers[endpoint]));
  const history = createMemoryHistory('/@alice/pages/field-notes');
  render(
    <SignedInShell
      store={createMemorySettingsStore()}
      api={api}
      me={{ id: 'me' }}
      modals={new ModalController()}
    >
      <RouterProvider routes={[]} history={history} loadPage={() => {}}>
        <PageShowPage params={{ username: 'alice', pageName: 'field-notes' }} />
      </RouterProvider>
    </SignedInShell>,
  );
  return { api, history, user: userEvent.setup() };
}

describe('a page’s own screen', () => {
  afterEach(() => pluginRegistry.removePlugin('test-plugin'));

  it('lets a reader like and unlike it, the count following', async () => {
    const { api, user } = open('someone');
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(screen.getByText('2 likes')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByText('3 likes')).toBeInTheDocument();
    await user.click(like);
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
    expect(api.calls.filter((c) => c.endpoint !== 'pages/show').map((c) => c.endpoint)).toEqual([
      'pages/like',
      'pages/unlike',
    ]);
    expect(api.calls[0]).toEqual({
      endpoint: 'pages/show',
      params: { username: 'alice', name: 'field-notes' },
    });
  });

  it('gives its author edit and delete (after a confirm), and no like', async () => {
    const { api, history, user } = open('me');
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/pages/edit/p1');
    expect(screen.queryByRole('button', { name: 'Like' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this page?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.calls.some((c) => c.endpoint === 'pages/delete')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this page?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    await waitFor(() => expect(history.current()).toBe('/pages#my'));
    expect(api.calls.find((c) => c.endpoint === 'pages/delete')?.params).toEqual({ pageId: 'p1' });
  });

  it('lets its author pin it to the profile, the button showing it pinned', async () => {
    const { api, user } = open('me', { 'i/update': { id: 'me', pinnedPageId: 'p1' } });
    const pin = await screen.findByRole('button', { name: 'Pin to profile' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await user.click(pin);
    await waitFor(() => expect(pin).toHaveAttribute('aria-pressed', 'true'));
    expect(await screen.findByText('Pinned to your profile')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpoint === 'i/update')?.params).toEqual({ pinnedPageId: 'p1' });
  });

  it('shows the page as a plugin’s page view interruptor returns it', async () => {
    pluginRegistry.add({
      pluginId: 'test-plugin',
      pluginName: 'Test',
      kind: 'pageViewInterruptor',
      title: '',
      run: async (input) => ({ ...(input as object), title: 'Retitled by a plugin' }),
    });
    open('someone');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Retitled by a plugin' }),
    ).toBeInTheDocument();
    expect(screen.getByText('The original text')).toBeInTheDocument();
  });
});
