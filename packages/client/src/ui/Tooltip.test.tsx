import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  const setup = () =>
    render(
      <Tooltip text="Reload the timeline">
        <button type="button">Reload</button>
      </Tooltip>,
    );

  it('describes its control and shows 100 ms after the pointer arrives', () => {
    vi.useFakeTimers();
    setup();
    const button = screen.getByRole('button', { name: 'Reload' });
    expect(button).toHaveAccessibleDescription('Reload the timeline');
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(button);
    act(() => vi.advanceTimersByTime(99));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Reload the timeline');
    fireEvent.mouseLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on focus and hides on Esc and blur', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Reload' });
    act(() => button.focus());
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => button.focus());
    fireEvent.focus(button);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    act(() => button.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
