import { useEffect, useState } from 'react';
import type { UnicodeEmoji } from '../types';

let loaded: readonly UnicodeEmoji[] | null = null;
let loading: Promise<readonly UnicodeEmoji[]> | null = null;

/** The unicode emoji list, fetched once as a lazy chunk and shared by every caller. */
export function loadUnicodeEmoji(): Promise<readonly UnicodeEmoji[]> {
  if (!loading) {
    loading = import('./unicodeData').then(
      (module) => {
        loaded = Object.freeze(module.unicodeEmojiList());
        return loaded;
      },
      (error: unknown) => {
        // A failed chunk load (offline, new deploy) may succeed on the next attempt.
        loading = null;
        throw error;
      },
    );
  }
  return loading;
}

/** The unicode emoji list, or null while it loads (or if it could not be loaded). */
export function useUnicodeEmoji(): readonly UnicodeEmoji[] | null {
  const [list, setList] = useState(loaded);
  useEffect(() => {
    if (list) return;
    let live = true;
    loadUnicodeEmoji().then(
      (value) => {
        if (live) setList(value);
      },
      (error: unknown) => console.error('Could not load the unicode emoji data', error),
    );
    return () => {
      live = false;
    };
  }, [list]);
  return list;
}
