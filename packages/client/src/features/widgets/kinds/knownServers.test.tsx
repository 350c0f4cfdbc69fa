import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import Federation from './Federation';
import InstanceCloud from './InstanceCloud';

const server = (host: string, usersCount: number, extra: Record<string, unknown> = {}) => ({
  id: host,
  host,
  name: `${host} name`,
  usersCount,
  notesCount: 0,
  softwareName: 'misskey',
  iconUrl: null,
  faviconUrl: null,
  ...extra,
});

function renderWith(children: React.ReactNode, federation: 'all' | 'none') {
  const api = fakeApi((endpoint) =>
    endpoint === 'federation/instances'
      ? [server('a.example', 10, { iconUrl: 'https://a.example/icon.png' }), server('b.example', 1000)]
      : null,
  );
  render(
    <SignedInShell store={createMemorySettingsStore({})} api={api} meta={{ federation }}>
      <RouterProvider routes={[]} history={createMemoryHistory('/')} loadPage={vi.fn()}>
        {children}
      </RouterProvider>
    </SignedInShell>,
  );
  return api;
}

describe('the federation widgets', () => {
  it('list what a federating server knows, each leading to its page here', async () => {
    const api = renderWith(<Federation />, 'all');
    const link = await screen.findByRole('link', { name: 'a.example name' });
    expect(link).toHaveAttribute('href', '/instance-info/a.example');
    expect(screen.getByText('b.example · misskey')).toBeInTheDocument();
    expect(api.calls.find((c) => c.endpoint === 'federation/instances')?.params).toEqual({
      sort: '+latestRequestReceivedAt',
      limit: 5,
    });
  });

  it('size the cloud by users, the largest server largest', async () => {
    renderWith(<InstanceCloud />, 'all');
    const small = (await screen.findByRole('link', { name: 'a.example name' })).closest('li');
    const large = screen.getByRole('link', { name: 'b.example name' }).closest('li');
    expect(Number.parseFloat(large?.style.fontSize ?? '')).toBe(1.6);
    expect(Number.parseFloat(small?.style.fontSize ?? '')).toBeLessThan(1.6);
  });

  it('say a server that does not federate knows no others, without asking it', async () => {
    const api = renderWith(<InstanceCloud />, 'none');
    expect(
      await screen.findByText('This server does not federate, so it knows no other servers.'),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.endpoint === 'federation/instances')).toBe(false);
  });
});
