import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n } from '@/i18n';
import { renderWithProviders } from '@/test/helpers';
import { openLookup } from './openLookup';

const noSuchObject = {
  code: 'NO_SUCH_OBJECT',
  id: 'dc94d745-1262-4e63-a17d-fecaa57efc82',
  message: 'No such object.',
};

/** The server: bob exists by name; ap/show knows one note link and nothing else. */
const server = vi.fn(async (endpoint: string, params: Record<string, unknown>) => {
  if (endpoint === 'users/show' && params.username === 'bob') return { username: 'bob', host: null };
  if (endpoint === 'ap/show' && params.uri === 'https://remote.example/notes/1')
    return { type: 'Note', object: { id: 'n1' } };
  throw endpoint === 'users/show' ? { ...noSuchObject, code: 'NO_SUCH_USER' } : noSuchObject;
});

function setup(initial?: string) {
  const { modals } = renderWithProviders(null);
  const navigate = vi.fn();
  server.mockClear();
  let done!: Promise<string | null>;
  act(() => {
    done = openLookup(
      {
        modals,
        i18n: fallbackI18n(),
        navigate,
        origin: 'https://shiori.example',
        api: { call: server as never },
      },
      initial,
    );
  });
  return { navigate, done, user: userEvent.setup() };
}

describe('look-up dialog', () => {
  it('asks for a user or URL, with OK off while empty, and goes to the user page', async () => {
    const { navigate, done, user } = setup();
    expect(screen.getByRole('dialog', { name: 'Look up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    await user.type(screen.getByLabelText('User or URL'), '@bob{Enter}');
    await expect(done).resolves.toBe('/@bob');
    expect(navigate).toHaveBeenCalledWith('/@bob', { replace: false });
  });

  it("has the current account's server resolve a link to another server's note", async () => {
    const { navigate, done, user } = setup();
    await user.type(screen.getByLabelText('User or URL'), 'https://remote.example/notes/1{Enter}');
    await expect(done).resolves.toBe('/notes/n1');
    expect(server).toHaveBeenCalledWith('ap/show', { uri: 'https://remote.example/notes/1' });
    expect(navigate).toHaveBeenCalledWith('/notes/n1', { replace: false });
  });

  it('refuses more than 512 characters', async () => {
    const { navigate, user } = setup();
    const field = screen.getByLabelText('User or URL');
    await user.click(field);
    await user.paste('x'.repeat(513));
    expect(field).toHaveAccessibleDescription('513 / 512 characters: too long');
    await user.keyboard('{Enter}');
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Look up' })).toBeInTheDocument();
  });

  it('explains what it cannot look up, then comes back with the text kept', async () => {
    const { navigate, user } = setup();
    await user.type(screen.getByLabelText('User or URL'), 'bob{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Cannot look that up' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByLabelText('User or URL')).toHaveValue('bob');
    expect(navigate).not.toHaveBeenCalled();
  });

  it("looks up the page's query first and replaces /lookup with what it found", async () => {
    const { navigate, done } = setup('acct:bob@shiori.example');
    await expect(done).resolves.toBe('/@bob');
    expect(server).toHaveBeenCalledWith('users/show', { username: 'bob', host: null });
    expect(navigate).toHaveBeenCalledWith('/@bob', { replace: true });
  });

  it('names the server that found nothing, then asks with the text kept', async () => {
    const { navigate, user } = setup('https://remote.example/notes/404');
    const alert = await screen.findByRole('dialog', { name: 'Cannot look that up' });
    expect(alert).toHaveTextContent('shiori.example could not find that user or note.');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByLabelText('User or URL')).toHaveValue('https://remote.example/notes/404');
    expect(navigate).not.toHaveBeenCalled();
  });
});
