import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ChoiceGroup } from './ChoiceGroup';

const CHOICES = [
  { value: 'low', label: 'Low' },
  { value: 'medium', label: 'Medium' },
  { value: 'high', label: 'High' },
] as const;

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;

type Level = (typeof CHOICES)[number]['value'];

function Harness({ onChange, disabled }: { onChange?(value: Level): void; disabled?: boolean }) {
  const [value, setValue] = useState<Level>('medium');
  return (
    <ChoiceGroup
      legend="Level"
      choices={CHOICES}
      value={value}
      disabled={disabled}
      hint="How strict to be"
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('ChoiceGroup', () => {
  it('is a named group of radios, described by its hint, with the chosen one checked', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Level' });
    expect(group).toHaveAccessibleDescription('How strict to be');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    expect(checked(screen.getByRole('radio', { name: 'Medium' }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: 'Low' }))).toBe(false);
  });

  it('chooses on click and tells the new value', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(screen.getByRole('radio', { name: 'High' }));
    expect(onChange).toHaveBeenLastCalledWith('high');
    expect(checked(screen.getByRole('radio', { name: 'High' }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: 'Medium' }))).toBe(false);
  });

  it('moves the choice and the focus with the arrows, wrapping at the ends; only the chosen radio is in the tab order', () => {
    render(<Harness />);
    const medium = screen.getByRole('radio', { name: 'Medium' });
    expect(medium).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('radio', { name: 'Low' })).toHaveAttribute('tabindex', '-1');
    medium.focus();
    fireEvent.keyDown(medium, { key: 'ArrowDown' });
    const high = screen.getByRole('radio', { name: 'High' });
    expect(checked(high)).toBe(true);
    expect(high).toHaveFocus();
    expect(high).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(high, { key: 'ArrowRight' });
    const low = screen.getByRole('radio', { name: 'Low' });
    expect(checked(low)).toBe(true);
    expect(low).toHaveFocus();
    fireEvent.keyDown(low, { key: 'ArrowUp' });
    expect(checked(high)).toBe(true);
    fireEvent.keyDown(high, { key: 'ArrowLeft' });
    expect(checked(medium)).toBe(true);
    fireEvent.keyDown(medium, { key: 'a' });
    expect(checked(medium)).toBe(true);
  });

  it('disables every radio when the group is disabled', () => {
    render(<Harness disabled />);
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});
