import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/helpers';
import { applyVersionChange, MemoryStorage } from './startup';
import { showClientUpdated } from './startupDialogs';
import { shouldShowUpdateDialog } from './UpdateDialog';

describe('the update dialog', () => {
  it('is shown once to a signed-in user whose stored version was older', () => {
    const storage = new MemoryStorage();
    storage.setItem('lastVersion', '1.2.0');
    expect(shouldShowUpdateDialog(applyVersionChange(storage, '1.3.0-beta.1'), true)).toBe(true);
    // The next start has the new version stored: nothing to tell.
    expect(shouldShowUpdateDialog(applyVersionChange(storage, '1.3.0-beta.1'), true)).toBe(false);
  });

  it('is never shown to visitors, on a first visit or after a downgrade', () => {
    const storage = new MemoryStorage();
    storage.setItem('lastVersion', '1.2.0');
    expect(shouldShowUpdateDialog(applyVersionChange(storage, '1.3.0-beta.1'), false)).toBe(false);

    expect(shouldShowUpdateDialog(applyVersionChange(new MemoryStorage(), '1.3.0-beta.1'), true)).toBe(false);

    const newer = new MemoryStorage();
    newer.setItem('lastVersion', '1.4.0');
    expect(shouldShowUpdateDialog(applyVersionChange(newer, '1.3.0-beta.1'), true)).toBe(false);
  });

  it('names the new version and closes with OK', async () => {
    const { modals } = renderWithProviders(null);
    let shown!: Promise<void>;
    act(() => {
      shown = showClientUpdated(true, { id: 'user1' }, modals, '1.3.0-beta.1');
    });
    const dialog = screen.getByRole('dialog', { name: 'Shiori has been updated' });
    expect(dialog).toHaveTextContent('1.3.0-beta.1');
    expect(dialog).toHaveTextContent('You are now on version 1.3.0-beta.1');
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await expect(shown).resolves.toBeUndefined();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens nothing for a visitor', async () => {
    const { modals } = renderWithProviders(null);
    await act(() => showClientUpdated(true, null, modals, '1.3.0-beta.1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
