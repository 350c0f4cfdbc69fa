/**
 * The scratchpad's code as last typed, in localStorage. The `scratchpad` setting is written to
 * IndexedDB in the background, half a second after typing stops, and a reload can end that
 * write; localStorage writes are synchronous, so this copy is always the latest. The page reads
 * it back when it differs from the setting and drops it once the setting holds the same code.
 */
const KEY = 'shiori:scratchpad-unsaved';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: the setting alone keeps the code
  }
}

export function keepUnsaved(code: string): void {
  try {
    storage()?.setItem(KEY, code);
  } catch {
    // Full or blocked: the setting still saves it half a second later.
  }
}

/** The copy when it holds something the setting does not; otherwise the copy is dropped. */
export function takeUnsaved(saved: string): string | null {
  const copy = storage()?.getItem(KEY) ?? null;
  if (copy === null) return null;
  if (copy === saved) {
    storage()?.removeItem(KEY);
    return null;
  }
  return copy;
}
