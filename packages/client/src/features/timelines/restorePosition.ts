import type * as Misskey from 'misskey-js';
import type { LoadPage } from './NoteList';

/** Pages of newer notes counted above a restored position; beyond them the count says "+". */
export const NEWER_PAGES = 5;

/**
 * The smallest id after `id`: a page asked for with it as untilId starts at the note itself.
 * Misskey's ids are letters and digits compared as strings, so `id + '0'` sorts after `id` and
 * before every later id.
 */
export function justAfter(id: string): string {
  return `${id}0`;
}

export interface RestoredPage {
  /** The saved note, then older ones: the list's first page. */
  older: Misskey.entities.Note[];
  cursor?: string;
  exhausted: boolean;
  /** Notes newer than the saved one, newest first, held above the list. */
  newer: Misskey.entities.Note[];
  /** There were more newer notes than NEWER_PAGES pages: the count is a lower bound. */
  more: boolean;
}

/**
 * Loads the page starting at `noteId` and the notes posted since, in parallel. Null when the
 * note is no longer in the timeline (deleted, hidden, filtered out): the reader then starts at
 * the top.
 */
export async function loadAround(load: LoadPage, noteId: string): Promise<RestoredPage | null> {
  const [page, newer] = await Promise.all([load(justAfter(noteId)), loadNewer(load, noteId)]);
  if (page.notes[0]?.id !== noteId) return null;
  return {
    older: page.notes,
    cursor: page.cursor ?? page.notes[page.notes.length - 1]?.id,
    exhausted: page.exhausted ?? page.notes.length === 0,
    ...newer,
  };
}

async function loadNewer(
  load: LoadPage,
  sinceId: string,
): Promise<{ newer: Misskey.entities.Note[]; more: boolean }> {
  const found = new Map<string, Misskey.entities.Note>();
  let cursor = sinceId;
  for (let round = 0; round < NEWER_PAGES; round += 1) {
    const page = await load(undefined, cursor);
    for (const note of page.notes) if (note.id > sinceId) found.set(note.id, note);
    // The cursor of a sinceId page is its newest note (the loader's contract).
    const next = page.cursor ?? cursor;
    if ((page.exhausted ?? page.notes.length === 0) || next <= cursor) {
      return { newer: newestFirst(found), more: false };
    }
    cursor = next;
  }
  return { newer: newestFirst(found), more: true };
}

function newestFirst(notes: Map<string, Misskey.entities.Note>): Misskey.entities.Note[] {
  return [...notes.values()].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
