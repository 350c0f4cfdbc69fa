import { useEffect, useState } from 'react';
import { highlightCode, highlightedBefore } from '@/mfm/highlight/highlightCode';
import type { Highlight } from './highlightedLines';

/** Typing is highlighted once the writer pauses this long, not on every key. */
export const HIGHLIGHT_AFTER_MS = 100;
const LANG = 'aiscript';

/**
 * The last finished highlight of the code, asked of the highlighting worker (off the page's
 * thread) after a short pause; null until the first one arrives or when `enabled` is off.
 * A failed highlight keeps the previous one: the editor then draws edited lines plain.
 */
export function useCodeHighlight(code: string, enabled: boolean): Highlight | null {
  const [highlight, setHighlight] = useState<Highlight | null>(() => {
    const tokens = enabled ? highlightedBefore(code, LANG) : null;
    return tokens ? { code, tokens } : null;
  });
  useEffect(() => {
    if (!enabled) {
      setHighlight(null);
      return;
    }
    let live = true;
    const timer = setTimeout(() => {
      highlightCode(code, LANG).then(
        (tokens) => {
          if (live && tokens) setHighlight({ code, tokens });
        },
        () => {},
      );
    }, HIGHLIGHT_AFTER_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [code, enabled]);
  return enabled ? highlight : null;
}
