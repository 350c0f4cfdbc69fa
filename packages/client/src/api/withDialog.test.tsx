import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, fakeApi, renderWithProviders } from '@/test/helpers';
import { errorReport, openApiErrorDialog } from './ApiErrorDialog';
import { createApiClient } from './apiClient';
import { apiWithDialog, callWithWaiting } from './withDialog';

afterEach(() => {
  vi.useRealTimers();
});

describe('API error dialog', () => {
  it('offers to copy the details of an internal error, then says it was copied', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { modals } = renderWithProviders(null);
    let closed!: Promise<void>;
    act(() => {
      closed = openApiErrorDialog(modals, apiError('INTERNAL_ERROR', 'int-1', 'Internal error occurred.'), {
        endpoint: 'notes/create',
      });
    });
    expect(screen.getByRole('dialog', { name: 'Internal server error' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy error info' }));
    const copied = JSON.parse(String(writeText.mock.calls[0]?.[0 as never]));
    expect(copied).toMatchObject({
      endpoint: 'notes/create',
      error: { code: 'INTERNAL_ERROR', id: 'int-1' },
    });
    expect(new Date(copied.date).toISOString()).toBe(copied.date);
    await waitFor(() => expect(screen.getByText('Copied')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Got it' }));
    await expect(closed).resolves.toBeUndefined();
  });

  it('shows the message and id of an unknown error with one OK button', () => {
    const { modals } = renderWithProviders(null);
    act(() => {
      void openApiErrorDialog(modals, apiError('NO_SUCH_NOTE', 'n-1', 'No such note.'));
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('No such note. (Error ID: n-1)');
    expect(screen.queryByRole('button', { name: 'Copy error info' })).toBeNull();
  });

  it('writes a report with endpoint, error and date', () => {
    const report = JSON.parse(errorReport(new Error('boom'), 'meta', new Date('2026-01-02T03:04:05Z')));
    expect(report).toEqual({
      endpoint: 'meta',
      error: { message: 'boom' },
      date: '2026-01-02T03:04:05.000Z',
    });
  });
});

describe('calls with the waiting dialog', () => {
  it('shows the check after success and closes 1 s later', async () => {
    vi.useFakeTimers();
    const { modals } = renderWithProviders(null);
    let resolve!: (value: string) => void;
    let result!: Promise<string>;
    act(() => {
      result = callWithWaiting(modals, new Promise<string>((r) => (resolve = r)));
    });
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Working…');
    await act(async () => resolve('ok'));
    await expect(result).resolves.toBe('ok');
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Done');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes the waiting dialog at once on failure and opens the error dialog', async () => {
    const { modals } = renderWithProviders(null);
    const api = fakeApi(() => {
      throw apiError('RATE_LIMIT_EXCEEDED', 'rl');
    });
    let call!: Promise<unknown>;
    act(() => {
      call = apiWithDialog(api, 'notes/create', { text: 'hi' }, { modals });
    });
    await act(async () => {
      await expect(call).rejects.toMatchObject({ code: 'RATE_LIMIT_EXCEEDED' });
    });
    const dialogs = screen.getAllByRole('dialog');
    expect(dialogs).toHaveLength(1);
    expect(dialogs[0]).toHaveTextContent('cannot be performed right now');
  });

  it('uses per-call messages by error id', async () => {
    const { modals } = renderWithProviders(null);
    const api = fakeApi(() => {
      throw apiError('ALREADY_REACTED', 'dup');
    });
    await act(async () => {
      await apiWithDialog(
        api,
        'notes/reactions/create',
        { noteId: 'n', reaction: '👍' },
        {
          modals,
          customMessages: { dup: 'You already reacted.' },
        },
      ).catch(() => {});
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('You already reacted.');
  });

  it('shows refused calls: an endpoint with a scheme, and signed-in calls without a session', async () => {
    const { modals } = renderWithProviders(null);
    const api = createApiClient({ origin: 'https://example.test', fetch: vi.fn() });
    await act(async () => {
      await apiWithDialog(api, 'https://evil.example/x' as 'meta', {}, { modals }).catch(() => {});
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('not a valid API endpoint');
    act(() => modals.closeAll());
    await act(async () => {
      await apiWithDialog(api, 'i/update', { name: 'x' }, { modals }).catch(() => {});
    });
    expect(screen.getByRole('dialog')).toHaveTextContent('Sign in to do this.');
  });
});
