import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createMemorySettingsStore, SettingsProvider } from '@/settings';
import { useRecentEmojis, withRecentEmoji } from './recent';

describe('recently used emoji', () => {
  it('puts the latest first, drops the earlier use and keeps 32', () => {
    expect(withRecentEmoji(['👍', ':blobcat:', '🎉'], '🎉')).toEqual(['🎉', '👍', ':blobcat:']);
    const full = Array.from({ length: 32 }, (_, i) => `:e${i}:`);
    const next = withRecentEmoji(full, '😀');
    expect(next).toHaveLength(32);
    expect(next[0]).toBe('😀');
    expect(next).not.toContain(':e31:');
  });

  it('remembers through the recentlyUsedEmojis setting', () => {
    const store = createMemorySettingsStore({ recentlyUsedEmojis: ['👍'] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SettingsProvider store={store}>{children}</SettingsProvider>
    );
    const { result } = renderHook(() => useRecentEmojis(), { wrapper });
    expect(result.current.recent).toEqual(['👍']);
    act(() => {
      // Two picks before React re-renders: neither may be lost.
      result.current.remember(':blobcat:');
      result.current.remember('🎉');
    });
    act(() => result.current.remember('👍'));
    expect(result.current.recent).toEqual(['👍', '🎉', ':blobcat:']);
    expect(store.get('recentlyUsedEmojis')).toEqual(['👍', '🎉', ':blobcat:']);
  });
});
