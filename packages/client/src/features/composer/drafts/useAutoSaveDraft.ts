import { useEffect, useRef } from 'react';
import type { DraftData } from '../types';
import { useDrafts } from './useDrafts';

export const AUTO_SAVE_DELAY_MS = 300;

/**
 * Saves the form as a draft a moment after each change, and at once when the page is hidden or
 * left (pagehide, visibilitychange), so a reload, a closed tab or a crash loses nothing.
 */
export function useAutoSaveDraft(key: string, data: DraftData, enabled: boolean): void {
  const drafts = useDrafts();
  const pending = useRef<{ key: string; data: DraftData } | null>(null);
  // Compared as JSON: the form builds a fresh object on every render, changed or not.
  const lastSaved = useRef<string | null>(null);
  const serialized = JSON.stringify(data);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `serialized` stands for `data`.
  useEffect(() => {
    if (!enabled) {
      pending.current = null;
      return;
    }
    // The first render is what the form opened with: nothing changed yet.
    if (lastSaved.current === null) {
      lastSaved.current = serialized;
      return;
    }
    if (lastSaved.current === serialized) return;
    pending.current = { key, data };
    const timer = setTimeout(() => {
      if (!pending.current) return;
      drafts.save(pending.current.key, pending.current.data);
      lastSaved.current = JSON.stringify(pending.current.data);
      pending.current = null;
    }, AUTO_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [key, serialized, enabled, drafts]);

  useEffect(() => {
    const flush = () => {
      if (!pending.current) return;
      drafts.save(pending.current.key, pending.current.data);
      lastSaved.current = JSON.stringify(pending.current.data);
      pending.current = null;
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      // Closing the form with a change still waiting keeps it.
      flush();
    };
  }, [drafts]);
}
