import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { ReversiLobbyPage } from './ReversiLobbyPage';

function renderLobby() {
  // Nobody else waits: every match answers null (Misskey's 204), so the page keeps waiting.
  const api = fakeApi((endpoint) => (endpoint === 'reversi/match' ? null : []));
  render(
    <RouterProvider routes={[]} history={createMemoryHistory('/reversi')} loadPage={vi.fn()}>
      <SignedInShell store={createMemorySettingsStore()} api={api}>
        <ReversiLobbyPage />
      </SignedInShell>
    </RouterProvider>,
  );
  const matches = () => api.calls.filter((c) => c.endpoint === 'reversi/match').map((c) => c.params);
  return { matches };
}

describe('the reversi lobby', () => {
  it('matches with anyone allowing irregular rules unless "regular only" is ticked, as Misskey offers', async () => {
    const user = userEvent.setup();
    const { matches } = renderLobby();
    await user.click(screen.getByRole('button', { name: 'Match with anyone' }));
    await waitFor(() => expect(matches()).toEqual([{ userId: null, noIrregularRules: false }]));
    await user.click(screen.getByRole('button', { name: 'Stop waiting' }));

    await user.click(screen.getByRole('checkbox', { name: 'Regular board and rules only' }));
    await user.click(screen.getByRole('button', { name: 'Match with anyone' }));
    expect(await screen.findByText('Waiting for an opponent…')).toBeInTheDocument();
    await waitFor(() => expect(matches()).toHaveLength(2));
    expect(matches()[1]).toEqual({ userId: null, noIrregularRules: true });
  });
});
