import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore, type StatusbarSetting } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import Statusbars from './Statusbars';

const bar = (type: string, props: Record<string, unknown>, name = ''): StatusbarSetting => ({
  id: type,
  name,
  type,
  size: 'medium',
  black: false,
  props: { refreshIntervalSec: 120, marqueeDuration: 100, ...props },
});

function renderBars(
  bars: StatusbarSetting[],
  handler: (endpoint: string, params: Record<string, unknown>) => unknown,
) {
  const api = fakeApi(handler);
  render(
    <SignedInShell store={createMemorySettingsStore({})} api={api} meta={{ federation: 'none' }}>
      <RouterProvider routes={[{ path: '/' }]} history={createMemoryHistory('/')} base="/">
        <Statusbars bars={bars} />
      </RouterProvider>
    </SignedInShell>,
  );
  return api;
}

describe('Statusbars', () => {
  it('shows each bar as a named region: feed titles as links, a list’s notes, no servers on a non-federating one', async () => {
    const api = renderBars(
      [
        bar('rss', { url: 'https://news.example/feed.xml', shuffle: false }, 'Morning'),
        bar('userList', { userListId: 'list1' }),
        bar('federation', {}),
        { ...bar('rss', {}), id: 'untyped', type: null },
      ],
      (endpoint, params) => {
        if (endpoint === 'fetch-rss') {
          expect(params).toEqual({ url: 'https://news.example/feed.xml' });
          return {
            items: [
              { title: 'Ferry runs late', link: 'https://news.example/ferry' },
              { title: 'Sneaky', link: 'javascript:alert(1)' },
            ],
          };
        }
        if (endpoint === 'notes/user-list-timeline') {
          expect(params).toMatchObject({ listId: 'list1' });
          return [
            {
              id: 'n1',
              text: 'Low tide at noon',
              cw: null,
              user: { username: 'bob', host: null, name: 'Bob' },
            },
          ];
        }
        return [];
      },
    );
    const morning = await screen.findByRole('region', { name: 'Status bar: Morning' });
    expect((await within(morning).findByRole('link', { name: 'Ferry runs late' })).getAttribute('href')).toBe(
      'https://news.example/ferry',
    );
    expect(within(morning).queryByRole('link', { name: 'Sneaky' })).toBeNull();
    const list = screen.getByRole('region', { name: 'Status bar: User list' });
    expect(await within(list).findByRole('link', { name: /Low tide at noon/ })).toBeTruthy();
    const servers = screen.getByRole('region', { name: 'Status bar: Federation' });
    expect(within(servers).getByText('No other servers to show.')).toBeTruthy();
    expect(api.calls.some((call) => call.endpoint === 'federation/instances')).toBe(false);
    // A bar whose type is not chosen yet shows nothing.
    expect(screen.getAllByRole('region', { name: /^Status bar:/ })).toHaveLength(3);
  });
});
