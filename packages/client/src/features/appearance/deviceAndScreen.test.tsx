import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemorySettingsStore, type Settings, SettingsProvider } from '@/settings';
import { isSmallOrTouchScreen } from '@/ui';
import { AppearanceApplier } from './AppearanceApplier';

// overridedDeviceKind and keepScreenOn as the app applies them (issue 22).

function mount(initial: Partial<Settings> = {}) {
  const store = createMemorySettingsStore(initial);
  const view = render(
    <SettingsProvider store={store}>
      <AppearanceApplier />
    </SettingsProvider>,
  );
  return { store, view };
}

/** A stand-in for navigator.wakeLock whose locks the test can see (and drop, as a browser does on hide). */
function fakeWakeLock() {
  const locks: { released: boolean; release: ReturnType<typeof vi.fn> }[] = [];
  const request = vi.fn(async () => {
    const lock = {
      released: false,
      release: vi.fn(async () => {
        lock.released = true;
      }),
    };
    locks.push(lock);
    return lock;
  });
  Object.defineProperty(navigator, 'wakeLock', { value: { request }, configurable: true });
  return { request, locks };
}

let visibility: DocumentVisibilityState = 'visible';
Object.defineProperty(document, 'visibilityState', { get: () => visibility, configurable: true });
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  delete document.documentElement.dataset.device;
  // @ts-expect-error removing the stand-in again
  delete navigator.wakeLock;
  visibility = 'visible';
});

describe('device kind', () => {
  it('marks the document for the layout and tells the menus, and detects again on Automatic', () => {
    const { store, view } = mount({ overridedDeviceKind: 'smartphone' });
    expect(document.documentElement.dataset.device).toBe('smartphone');
    expect(isSmallOrTouchScreen()).toBe(true);
    act(() => store.set('overridedDeviceKind', null));
    expect(document.documentElement.dataset.device).toBeUndefined();
    // jsdom's window is 1024 px wide with no coarse pointer: detected, it is no phone.
    expect(isSmallOrTouchScreen()).toBe(false);
    view.unmount();
  });
});

describe('keep the screen on', () => {
  it('asks for no wake lock unless switched on', async () => {
    const { request } = fakeWakeLock();
    mount();
    await act(async () => {});
    expect(request).not.toHaveBeenCalled();
  });

  it('holds a screen wake lock while visible, takes it again after the page was hidden, and lets go when switched off', async () => {
    const { request, locks } = fakeWakeLock();
    const { store } = mount({ keepScreenOn: true });
    await vi.waitFor(() => expect(request).toHaveBeenCalledWith('screen'));
    // Hidden, the browser drops the lock; back on screen it is asked for again.
    (locks[0] as { released: boolean }).released = true;
    setVisibility('hidden');
    expect(request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    await vi.waitFor(() => expect(request).toHaveBeenCalledTimes(2));
    await act(async () => {});
    act(() => store.set('keepScreenOn', false));
    expect(locks[1]?.release).toHaveBeenCalled();
  });

  it('does nothing where the browser has no wake lock', async () => {
    const { store } = mount({ keepScreenOn: true });
    await act(async () => {});
    act(() => store.set('keepScreenOn', false));
    expect('wakeLock' in navigator).toBe(false);
  });
});
