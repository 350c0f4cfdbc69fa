import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { PlayPage } from './PlayPage';

const SCRIPT = ['<: "before"', 'let xs = [1]', '<: xs[2]'].join('\n');

describe('a play’s page', () => {
  it('names a failure’s line, and Show line opens the source with that line marked', async () => {
    const api = fakeApi((endpoint) =>
      endpoint === 'flash/show'
        ? {
            id: 'p1',
            createdAt: '2026-01-01T00:00:00.000Z',
            updatedAt: '2026-01-01T00:00:00.000Z',
            userId: 'someone',
            user: { id: 'someone', username: 'bob', host: null, name: null },
            title: 'Broken',
            summary: '',
            script: SCRIPT,
            visibility: 'public',
            likedCount: 0,
            isLiked: false,
          }
        : [],
    );
    render(
      <RouterProvider routes={[]} history={createMemoryHistory('/play/p1')} loadPage={vi.fn()}>
        <SignedInShell store={createMemorySettingsStore()} api={api}>
          <PlayPage params={{ id: 'p1' }} />
        </SignedInShell>
      </RouterProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Play' }));
    const output = await screen.findByRole('log', { name: 'Output' });
    expect(
      await within(output).findByText(/^Error on line 3, column 4: Index out of range/),
    ).toBeInTheDocument();
    const source = screen.getByText('Source code').closest('details');
    expect(source).not.toHaveAttribute('open');
    fireEvent.click(within(output).getByRole('button', { name: 'Show line 3' }));
    expect(source).toHaveAttribute('open');
    expect(source?.querySelector('mark')).toHaveTextContent('<: xs[2]');
    expect(source?.querySelector('pre')).toHaveFocus();
  });
});
