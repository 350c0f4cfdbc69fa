import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { serverCapabilities } from '@/instance/capabilities';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { ProfileTabs } from './ProfileTabs';

function renderTabs(origin: string, endpoints: string[] | null) {
  const api = fakeApi((endpoint) => (endpoint === 'endpoints' ? endpoints : {}), origin);
  render(
    <SignedInShell store={createMemorySettingsStore()} api={api}>
      <RouterProvider routes={[]} history={createMemoryHistory('/@bob')} loadPage={vi.fn()}>
        <ProfileTabs acctPath="/@bob" current="notes" showReactions={false} />
      </RouterProvider>
    </SignedInShell>,
  );
  return api;
}

describe('ProfileTabs', () => {
  it("leaves out Clips once the account's server turns out not to have clips", async () => {
    const api = renderTabs('https://no-clips.example', ['users/notes', 'users/reactions']);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Clips' })).toBeNull());
    expect(api.calls.map((call) => call.endpoint)).toContain('endpoints');
    expect(screen.getByRole('link', { name: 'Files' })).toBeTruthy();
  });

  it('leaves out Pages, Play and Gallery on a server without them, and shows them on one that has them', async () => {
    renderTabs('https://no-pages.example', ['users/notes', 'clips/list']);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Pages' })).toBeNull());
    expect(screen.queryByRole('link', { name: 'Play' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Gallery' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Clips' })).toBeTruthy();
    cleanup();

    renderTabs('https://pages.example', [
      'users/notes',
      'pages/featured',
      'gallery/featured',
      'flash/featured',
    ]);
    await waitFor(() => expect(serverCapabilities.offers('https://pages.example', 'clips')).toBe(false));
    for (const name of ['Pages', 'Play', 'Gallery']) expect(screen.getByRole('link', { name })).toBeTruthy();
  });

  it('shows Clips on a server that has them', async () => {
    renderTabs('https://with-clips.example', ['users/notes', 'clips/list']);
    // The list has arrived once what it leaves out (antennas) counts as missing.
    await waitFor(() =>
      expect(serverCapabilities.offers('https://with-clips.example', 'antennas')).toBe(false),
    );
    expect(screen.getByRole('link', { name: 'Clips' })).toBeTruthy();
  });
});
