import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeNote } from '@/features/notes/testNotes';
import { Composer } from '../Composer';
import { setupComposer } from '../testing';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('posting as another account', () => {
  it("sends the chosen account's token, not the current one", async () => {
    const fetchSpy = vi.fn(
      async () =>
        new Response(JSON.stringify({ createdNote: makeNote({ id: 'as-carol' }) }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchSpy);
    const { user, api } = setupComposer(<Composer />, {
      otherAccounts: [{ id: 'u2', username: 'carol', token: 'carol-token' }],
    });
    await user.click(screen.getByRole('button', { name: /^Posting account/ }));
    await user.click(await screen.findByRole('menuitemradio', { name: /carol @carol/ }));
    await user.type(screen.getByRole('textbox', { name: "What's happening?" }), 'from carol');
    await user.click(screen.getByRole('button', { name: 'Post' }));

    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://example.test/api/notes/create');
    expect(JSON.parse(init.body as string)).toMatchObject({ i: 'carol-token', text: 'from carol' });
    // The current account's API was not used for the post.
    expect(api.calls.some((call) => call.endpoint === 'notes/create')).toBe(false);
  });
});
