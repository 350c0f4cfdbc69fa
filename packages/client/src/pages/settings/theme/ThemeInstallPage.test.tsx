import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore } from '@/settings';
import { fakeApi } from '@/test/helpers';
import { SettingsPageHarness } from '../testing';
import { ThemeInstallPage } from './ThemeInstallPage';

function renderPage() {
  const store = createMemorySettingsStore({ darkMode: false, syncDeviceDarkMode: false });
  render(
    <SettingsPageHarness store={store} api={fakeApi(() => ({}))} at="/settings/theme/install">
      <ThemeInstallPage />
    </SettingsPageHarness>,
  );
  return store;
}

const paste = (code: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: 'Theme code' }), { target: { value: code } });
const check = () => fireEvent.click(screen.getByRole('button', { name: 'Check and preview' }));

describe('ThemeInstallPage', () => {
  it('says which field is wrong and installs nothing', async () => {
    const store = renderPage();
    paste("{ id: 'x', name: 'X', base: 'light', props: { fg: '@nowhere' } }");
    check();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The prop "fg" cannot be worked out: it refers to something missing or uses an unknown function.',
    );
    expect(screen.getByRole('textbox', { name: 'Theme code' })).toHaveAttribute('aria-invalid', 'true');
    paste("{ id: 'x',\n name: }");
    check();
    expect(await screen.findByText('This is not valid JSON5: line 2, column 8.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    expect(store.get('themes')).toEqual([]);
  });

  it('previews, installs into the account-scope themes, and uses a dark theme in dark mode', async () => {
    const store = renderPage();
    paste("{ id: 'night', name: 'Night', base: 'dark', props: { accent: '#e0a030' } }");
    check();
    expect(await screen.findByRole('figure', { name: 'Preview of Night' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    const night = { id: 'night', name: 'Night', base: 'dark', props: { accent: '#e0a030' } };
    expect(store.get('themes')).toEqual([night]);
    expect(screen.getByText('Night is installed.')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Use this theme' }));
    expect(store.get('darkTheme')).toEqual(night);
    expect(store.get('lightTheme')).toBeNull();
    expect(store.get('darkMode')).toBe(true);
    expect(screen.getByText('Night is installed and in use.')).toBeInTheDocument();

    // Installed once: the same id again is refused.
    paste("{ id: 'night', name: 'Night again', base: 'dark', props: {} }");
    check();
    expect(await screen.findByRole('alert')).toHaveTextContent('A theme with this id is already installed.');
  });
});
