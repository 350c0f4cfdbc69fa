import { startTransition, useEffect, useMemo, useState } from 'react';
import { EMOJI_SEARCH_LIMIT } from '@/constants';
import { searchEmoji } from '../search';
import type { CustomEmoji, UnicodeEmoji } from '../types';
import { SearchResults } from './panels';
import { customItem, type PickerItem, unicodeItem } from './pickerData';

/**
 * Runs `task` in an idle moment after the next frame, so never before the picker is on screen
 * (an idle moment can come between its render and its first paint); within `timeout` ms of
 * that frame at the latest. Returns a cancel.
 */
function afterPaintWhenIdle(task: () => void, timeout = 1000): () => void {
  let cancelIdle = () => {};
  const frame = requestAnimationFrame(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(task, { timeout });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(task, 200);
      cancelIdle = () => clearTimeout(id);
    }
  });
  return () => {
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}

/** A broad query: most lists have many words with it, so the ranking runs its whole course. */
const WARM_QUERY = 'a';
/** Emoji of each kind in the rehearsal: as many as a search gives, a full first screen at any width. */
const SAMPLE_SIZE = EMOJI_SEARCH_LIMIT;

export interface ResultsSample {
  custom: PickerItem[];
  unicode: PickerItem[];
}

type Stage = 'waiting' | 'rehearsing' | 'done';

/**
 * Readies the picker for its first keystroke while the user looks at it (issue 6).
 *
 * Why: the first keystroke swaps the tabs for the results view and was the slowest one, about
 * 13–15 ms against 9 for the next ones in the bench (3,000 custom emoji), close to the frame
 * budget. The difference was mostly code running for the first time (the ranking, the results
 * view's components, their buttons), which the browser compiles as it goes, not the number of
 * elements: a pool of result buttons built in advance, which a keystroke only relabels, gained
 * no more than running that code once beforehand, and its hidden buttons would have to be kept
 * out of the keyboard's and screen readers' way on every keystroke.
 *
 * So, in idle time after the picker is painted: the search index is built and searched once,
 * then the results view is rendered once with a sample of both kinds, hidden, and removed at
 * the next idle moment. Returns that sample while it is to be rendered, otherwise null; none
 * once the user has typed (the real results have done the work).
 */
export function usePickerWarmUp(
  custom: readonly CustomEmoji[],
  unicode: readonly UnicodeEmoji[] | null,
  searching: boolean,
): ResultsSample | null {
  // Again for every new list (an emoji added or removed): the index is kept per list.
  useEffect(() => {
    if (!unicode) return;
    return afterPaintWhenIdle(() => searchEmoji(WARM_QUERY, { custom, unicode }));
  }, [custom, unicode]);

  const [stage, setStage] = useState<Stage>('waiting');
  const ready = unicode !== null;
  useEffect(() => {
    if (!ready || stage === 'done') return;
    // A transition: typing during the rehearsal's render interrupts it rather than waiting.
    return afterPaintWhenIdle(() =>
      startTransition(() => setStage(stage === 'waiting' ? 'rehearsing' : 'done')),
    );
  }, [ready, stage]);

  const rehearsing = stage === 'rehearsing' && !searching;
  return useMemo(
    () =>
      rehearsing
        ? {
            custom: custom.slice(0, SAMPLE_SIZE).map(customItem),
            unicode: (unicode ?? []).slice(0, SAMPLE_SIZE).map(unicodeItem),
          }
        : null,
    [rehearsing, custom, unicode],
  );
}

const NONE: PickerItem[] = [];

/**
 * The rehearsal itself: each kind of results as a first screen of them shows it, hidden. The
 * picker renders it beside its panel, not in it, so the keyboard never meets it.
 */
export function ResultsRehearsal({ sample }: { sample: ResultsSample }) {
  return (
    <div hidden>
      {sample.custom.length > 0 && <SearchResults custom={sample.custom} unicode={NONE} query="" />}
      {sample.unicode.length > 0 && <SearchResults custom={NONE} unicode={sample.unicode} query="" />}
    </div>
  );
}
