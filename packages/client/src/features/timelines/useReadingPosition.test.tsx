import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { readPosition } from './readingPosition';
import { useReadingPosition } from './useReadingPosition';

function setup(enabled: boolean, key: string | null = 'origin|alice|home') {
  const store = createMemorySettingsStore({ rememberReadingPosition: enabled });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SettingsProvider store={store}>{children}</SettingsProvider>
  );
  return {
    store,
    ...renderHook(({ at }) => useReadingPosition(at), { wrapper, initialProps: { at: key ?? undefined } }),
  };
}

describe('a timeline’s reading position', () => {
  it('saves the note being read and opens there next time', () => {
    const { result, unmount } = setup(true);
    expect(result.current.saved()).toBeUndefined();
    act(() => result.current.note('n1'));
    act(() => result.current.note('n2'));
    // n2 waits for the second to pass; flush (pagehide) writes it now.
    expect(readPosition('origin|alice|home', Date.now())?.id).toBe('n1');
    act(() => result.current.flush());
    expect(readPosition('origin|alice|home', Date.now())?.id).toBe('n2');
    unmount();
    expect(setup(true).result.current.saved()).toBe('n2');
  });

  it('writes what waits when the list goes away', () => {
    const { result, unmount } = setup(true);
    act(() => result.current.note('n1'));
    act(() => result.current.note('n2'));
    unmount();
    expect(readPosition('origin|alice|home', Date.now())?.id).toBe('n2');
  });

  it('neither saves nor restores with the setting off, nor for a list without a key', () => {
    const on = setup(true);
    act(() => on.result.current.note('n1'));
    on.unmount();
    const off = setup(false);
    expect(off.result.current.saved()).toBeUndefined();
    act(() => off.result.current.note('n5'));
    act(() => off.result.current.flush());
    expect(readPosition('origin|alice|home', Date.now())?.id).toBe('n1');
    const keyless = setup(true, null);
    expect(keyless.result.current.saved()).toBeUndefined();
  });

  it('drops what waits when the setting is turned off', () => {
    const { result, store } = setup(true);
    act(() => result.current.note('n1'));
    act(() => result.current.note('n2'));
    act(() => store.set('rememberReadingPosition', false));
    act(() => result.current.flush());
    expect(readPosition('origin|alice|home', Date.now())?.id).toBe('n1');
  });
});
