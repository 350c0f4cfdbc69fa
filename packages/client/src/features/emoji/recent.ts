import { useCallback } from 'react';
import { RECENT_EMOJI_LIMIT } from '@/constants';
import { useSetting, useSettingsStore } from '@/settings';
import type { EmojiValue } from './types';

/** `value` first, any earlier use of it dropped, at most RECENT_EMOJI_LIMIT kept. */
export function withRecentEmoji(recent: readonly EmojiValue[], value: EmojiValue): EmojiValue[] {
  return [value, ...recent.filter((v) => v !== value)].slice(0, RECENT_EMOJI_LIMIT);
}

/** The emoji this device used last (setting `recentlyUsedEmojis`), newest first. */
export function useRecentEmojis(): { recent: readonly EmojiValue[]; remember(value: EmojiValue): void } {
  const [recent] = useSetting('recentlyUsedEmojis');
  const store = useSettingsStore();
  // Read at call time, so two picks before a re-render (or one in another tab) are both kept.
  const remember = useCallback(
    (value: EmojiValue) =>
      store.set('recentlyUsedEmojis', withRecentEmoji(store.get('recentlyUsedEmojis'), value)),
    [store],
  );
  return { recent, remember };
}
