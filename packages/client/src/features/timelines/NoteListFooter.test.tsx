import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/helpers';
import { NoteListFooter } from './NoteListFooter';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('NoteListFooter', () => {
  it('online, a failed older page is an error with Try again', () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <NoteListFooter status={{ error: 'Server down' }} onLoadMore={vi.fn()} onRetry={onRetry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Server down');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('offline, it says the older notes come with the network and asks again once online', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const onRetry = vi.fn();
    renderWithProviders(
      <NoteListFooter status={{ error: 'Failed to fetch' }} onLoadMore={vi.fn()} onRetry={onRetry} />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText("Older notes load when you're back online.").getAttribute('role')).toBe('status');
    expect(onRetry).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
