import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/helpers';
import { Chart } from './Chart';

// The canvas drawing is uPlot's business; here only the figure and its text alternative count.
vi.mock('./ChartView', () => ({ default: () => <div data-testid="drawing" /> }));

const DAY = 86_400_000;
const start = Date.UTC(2026, 0, 5, 12);

describe('Chart', () => {
  it('names the figure and keeps a captioned data table, shown with the button', async () => {
    renderWithProviders(
      <Chart
        title="Notes per day"
        kind="bar"
        span="day"
        times={[start, start + DAY]}
        series={[
          { label: 'Notes', values: [3, 1200] },
          { label: 'Replies', values: [0, 2] },
        ]}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Notes per day' })).toBeInTheDocument();
    expect(await screen.findByTestId('drawing')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Notes per day' });
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Time',
      'Notes',
      'Replies',
    ]);
    expect(screen.getAllByRole('row')[2]?.textContent).toContain('1,200');
    expect(table.parentElement?.classList.contains('visually-hidden')).toBe(true);

    const toggle = screen.getByRole('button', { name: 'Show data' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide data' })).toHaveAttribute('aria-expanded', 'true');
    expect(table.parentElement?.classList.contains('visually-hidden')).toBe(false);
  });
});
