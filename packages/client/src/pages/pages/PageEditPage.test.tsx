import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { emptyPageFields, pageDraftKey } from '@/features/pages';
import { createMemoryHistory, RouterProvider } from '@/router';
import { createMemorySettingsStore } from '@/settings';
import { apiError, fakeApi } from '@/test/helpers';
import { SignedInShell } from '@/test/SignedInShell';
import { PageEditPage } from './PageEditPage';

const KEY = pageDraftKey({ id: 'user1', origin: 'https://example.test' }, null);

function open(handler: (endpoint: string) => unknown = () => ({})) {
  const api = fakeApi(handler);
  const history = createMemoryHistory('/pages/new');
  render(
    <SignedInShell store={createMemorySettingsStore()} api={api}>
      <RouterProvider routes={[]} history={history} loadPage={() => {}}>
        <PageEditPage params={{}} />
      </RouterProvider>
    </SignedInShell>,
  );
  return { api, history, user: userEvent.setup() };
}

describe('the new page editor', () => {
  beforeEach(() => localStorage.clear());

  it('brings back what was written before a reload, and can throw it away', async () => {
    localStorage.setItem(KEY, JSON.stringify({ ...emptyPageFields('kept'), title: 'Half written' }));
    const { user } = open();
    expect(await screen.findByText('Your unsaved changes were restored.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Half written');
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(screen.queryByText('Your unsaved changes were restored.')).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('marks the name when the server says it is taken, then saves, drops the draft and opens the page', async () => {
    let taken = true;
    const { api, history, user } = open((endpoint) => {
      if (endpoint !== 'pages/create') return {};
      if (taken) throw apiError('NAME_ALREADY_EXISTS', '4650348e-301c-499a-83c9-6aa988c66bc1');
      return { id: 'p1' };
    });
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Notes');
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'notes');
    expect(localStorage.getItem(KEY)).toContain('"notes"');
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
        /already have a page/,
      ),
    );
    taken = false;
    await user.click(screen.getByRole('button', { name: 'Create page' }));
    await waitFor(() => expect(history.current()).toBe('/@alice/pages/notes'));
    expect(localStorage.getItem(KEY)).toBeNull();
    expect(api.calls.filter((c) => c.endpoint === 'pages/create').at(-1)?.params).toMatchObject({
      title: 'Notes',
      name: 'notes',
      content: [],
      variables: [],
      script: '',
    });
  });
});
