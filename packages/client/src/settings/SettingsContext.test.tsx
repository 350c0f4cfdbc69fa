import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SettingsProvider, useSetting } from './SettingsContext';
import { createMemorySettingsStore } from './store';

function DarkModeButton() {
  const [darkMode, setDarkMode] = useSetting('darkMode');
  return (
    <button type="button" onClick={() => setDarkMode(!darkMode)}>
      {darkMode ? 'dark' : 'light'}
    </button>
  );
}

describe('useSetting', () => {
  it('shows the setting and re-renders when it changes from anywhere', () => {
    const store = createMemorySettingsStore({ darkMode: true });
    render(
      <SettingsProvider store={store}>
        <DarkModeButton />
      </SettingsProvider>,
    );
    expect(screen.getByRole('button')).toHaveTextContent('dark');
    fireEvent.click(screen.getByRole('button'));
    expect(store.get('darkMode')).toBe(false);
    expect(screen.getByRole('button')).toHaveTextContent('light');
    act(() => store.set('darkMode', true));
    expect(screen.getByRole('button')).toHaveTextContent('dark');
  });

  it('needs a provider', () => {
    expect(() => render(<DarkModeButton />)).toThrow(/SettingsProvider/);
  });
});
