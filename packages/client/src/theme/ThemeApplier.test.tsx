import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@/boot/startup';
import { type InstanceMeta, InstanceProvider } from '@/instance';
import { createMemorySettingsStore, type Settings, SettingsProvider, type SettingsStore } from '@/settings';
import { THEME_STORAGE_KEY } from './apply.ts';
import { darkEmerald, getBuiltinTheme, lightEmerald } from './builtin/index.ts';
import { compileThemeForPage } from './compiled.ts';
import { ThemeApplier } from './ThemeApplier.tsx';
import { useDarkMode } from './useDarkMode.ts';

/** A device whose colour-scheme preference the test can flip, like the OS setting. */
function fakeDevice(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', () => query);
  return {
    set(next: boolean) {
      dark = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

const bg = () => document.documentElement.style.getPropertyValue('--bg');
const lightBg = compileThemeForPage(lightEmerald).vars['--bg'];
const darkBg = compileThemeForPage(darkEmerald).vars['--bg'];

function DarkModeSwitch() {
  const [isDark, setDark] = useDarkMode();
  return (
    <button type="button" aria-pressed={isDark} onClick={() => setDark(!isDark)}>
      Dark mode
    </button>
  );
}

function renderApplier(
  initial: Partial<Settings>,
  options: { meta?: Partial<InstanceMeta> | null; storage?: Storage; children?: ReactNode } = {},
) {
  const store: SettingsStore = createMemorySettingsStore(initial);
  const storage = options.storage ?? new MemoryStorage();
  const meta = (options.meta === undefined ? {} : options.meta) as InstanceMeta | null;
  render(
    <SettingsProvider store={store}>
      <InstanceProvider instance={{ origin: 'http://x', host: 'x', meta }}>
        <ThemeApplier storage={storage} />
        <DarkModeSwitch />
      </InstanceProvider>
    </SettingsProvider>,
  );
  return { store, storage };
}

beforeEach(() => {
  document.documentElement.removeAttribute('style');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThemeApplier: which theme', () => {
  it('shows light emerald, or dark emerald in dark mode, when none was chosen', () => {
    fakeDevice(false);
    renderApplier({ syncDeviceDarkMode: false, darkMode: false });
    expect(bg()).toBe(lightBg);
    act(() => screen.getByRole('button', { name: 'Dark mode' }).click());
    expect(bg()).toBe(darkBg);
    expect(document.documentElement.style.getPropertyValue('color-scheme')).toBe('dark');
  });

  it("shows the user's light and dark themes", () => {
    fakeDevice(false);
    const coffee = getBuiltinTheme('light-coffee');
    const ice = getBuiltinTheme('dark-ice');
    const { store } = renderApplier({ syncDeviceDarkMode: false, lightTheme: coffee, darkTheme: ice });
    expect(bg()).toBe(coffee?.props.bg);
    act(() => store.set('darkMode', true));
    expect(bg()).toBe(ice?.props.bg);
  });

  it('falls back to the default when the chosen theme is broken', () => {
    fakeDevice(false);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApplier({
      syncDeviceDarkMode: false,
      lightTheme: { id: 'b', name: 'Broken', base: 'light', props: { bg: '@nowhere' } },
    });
    expect(bg()).toBe(lightBg);
  });

  it('caches what it applied for the next start', () => {
    fakeDevice(true);
    const { storage } = renderApplier({});
    expect(JSON.parse(storage.getItem(THEME_STORAGE_KEY) ?? '{}')).toMatchObject({
      colorScheme: 'dark',
      vars: { '--bg': darkBg },
    });
  });

  it('reuses that cache at the next start only for the same theme and mode', () => {
    fakeDevice(false);
    const first = renderApplier({ syncDeviceDarkMode: false, darkMode: false });
    // What the previous start stored, marked so that reusing it shows.
    const cached = JSON.parse(first.storage.getItem(THEME_STORAGE_KEY) ?? '{}');
    first.storage.setItem(
      THEME_STORAGE_KEY,
      JSON.stringify({ ...cached, vars: { ...cached.vars, '--bg': '#123456' } }),
    );
    cleanup();
    renderApplier({ syncDeviceDarkMode: false, darkMode: false }, { storage: first.storage });
    expect(bg()).toBe('#123456');
    // Another theme is compiled, not read from the cache of the old one.
    act(() => screen.getByRole('button', { name: 'Dark mode' }).click());
    expect(bg()).toBe(darkBg);
  });
});

describe('ThemeApplier: dark mode and the device', () => {
  it('follows the device live while syncing, and keeps darkMode in step', () => {
    const device = fakeDevice(true);
    const { store } = renderApplier({ darkMode: false, syncDeviceDarkMode: true });
    expect(bg()).toBe(darkBg);
    expect(store.get('darkMode')).toBe(true);
    device.set(false);
    expect(bg()).toBe(lightBg);
    expect(store.get('darkMode')).toBe(false);
    expect(store.get('syncDeviceDarkMode')).toBe(true);
  });

  it('stops following the device once the user picks a mode by hand', async () => {
    const device = fakeDevice(false);
    const { store } = renderApplier({ syncDeviceDarkMode: true });
    await userEvent.click(screen.getByRole('button', { name: 'Dark mode' }));
    expect(bg()).toBe(darkBg);
    expect(store.get('syncDeviceDarkMode')).toBe(false);
    device.set(true);
    device.set(false);
    expect(bg()).toBe(darkBg);
    expect(screen.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('treats darkMode set by another control as a choice by hand too', () => {
    fakeDevice(false);
    const { store } = renderApplier({ syncDeviceDarkMode: true });
    act(() => store.set('darkMode', true));
    expect(store.get('syncDeviceDarkMode')).toBe(false);
    expect(bg()).toBe(darkBg);
  });

  it('ignores the device when not syncing', () => {
    const device = fakeDevice(false);
    renderApplier({ syncDeviceDarkMode: false, darkMode: true });
    expect(bg()).toBe(darkBg);
    device.set(true);
    device.set(false);
    expect(bg()).toBe(darkBg);
  });
});

describe("ThemeApplier: the account's server's default themes", () => {
  const serverLight = { id: 's', name: 'Server', base: 'light', props: { bg: '#fdf6e3' } };

  it('shows a valid server theme while the user has chosen none, without making it their choice', () => {
    fakeDevice(false);
    const { store } = renderApplier(
      { syncDeviceDarkMode: false },
      { meta: { defaultLightTheme: JSON.stringify(serverLight), defaultDarkTheme: '{broken' } },
    );
    expect(bg()).toBe('#fdf6e3');
    // Not copied into the device's settings: an account on another server gets its own.
    expect(store.get('lightTheme')).toBeNull();
    act(() => store.set('darkMode', true));
    expect(bg()).toBe(darkBg);
  });

  it("a theme the user chose wins over the server's", () => {
    fakeDevice(false);
    renderApplier(
      { syncDeviceDarkMode: false, lightTheme: lightEmerald },
      { meta: { defaultLightTheme: JSON.stringify(serverLight) } },
    );
    expect(bg()).toBe(lightBg);
  });
});
