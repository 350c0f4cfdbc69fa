import type * as Misskey from 'misskey-js';
import type { RefObject } from 'react';
import type { LoadPage } from './NoteList';

/** How many pages of newer notes one catch-up reads at most. */
const NEWER_PAGES = 5;

/**
 * Reads the notes after the newest one the timeline has read, oldest first, and hands each to
 * `add` as the stream would have brought it. The loader moves `newest` on with each page. Used by
 * the Refresh button of a timeline that joins no channel, and by a streamed timeline when its
 * connection opens again (the notes posted while it was down never came by the stream).
 */
export async function readNewer(
  load: LoadPage,
  newest: RefObject<string | undefined>,
  add: (note: Misskey.entities.Note) => void,
): Promise<void> {
  for (let page = 0; page < NEWER_PAGES && newest.current; page += 1) {
    const { notes, exhausted } = await load(undefined, newest.current);
    for (const note of notes) add(note);
    if (exhausted) break;
  }
}
