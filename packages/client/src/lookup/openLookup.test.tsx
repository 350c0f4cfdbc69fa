import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n } from '@/i18n';
import { renderWithProviders } from '@/test/helpers';
import { openLookup } from './openLookup';

function setup() {
  const { modals } = renderWithProviders(null);
  const navigate = vi.fn();
  let done!: Promise<string | null>;
  act(() => {
    done = openLookup({ modals, i18n: fallbackI18n(), navigate, origin: 'https://shiori.example' });
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
    expect(navigate).toHaveBeenCalledWith('/@bob');
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
});
