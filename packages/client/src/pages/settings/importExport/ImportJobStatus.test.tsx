import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/helpers';
import { ImportJobStatus } from './ImportJobStatus';
import type { ServerJob } from './jobs';

const job = (over: Partial<ServerJob>): ServerJob => ({
  id: 'j1',
  direction: 'import',
  entity: 'following',
  state: 'running',
  done: 312,
  total: 1000,
  skipped: 0,
  error: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  finishedAt: null,
  ...over,
});

describe('ImportJobStatus', () => {
  it('shows a running import as a progress bar with its count', () => {
    renderWithProviders(<ImportJobStatus job={job({})} />);
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '312');
    expect(bar).toHaveAttribute('aria-valuemax', '1000');
    expect(screen.getByText('312 of 1,000')).toBeInTheDocument();
  });

  it('keeps the bar empty while the total is not known yet', () => {
    renderWithProviders(<ImportJobStatus job={job({ done: 0, total: 0 })} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });

  it('tells how many rows were imported and skipped once done', () => {
    renderWithProviders(<ImportJobStatus job={job({ state: 'done', done: 1000, skipped: 998 })} />);
    expect(screen.getByText('Done: 2 imported, 998 skipped.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('gives the reason of a failed import', () => {
    renderWithProviders(<ImportJobStatus job={job({ state: 'failed', error: 'interrupted' })} />);
    expect(screen.getByText('The import failed: interrupted')).toBeInTheDocument();
  });
});
