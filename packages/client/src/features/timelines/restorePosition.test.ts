import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import type { LoadPage } from './NoteList';
import { justAfter, loadAround, NEWER_PAGES } from './restorePosition';

const note = (id: string) => ({ id }) as Misskey.entities.Note;
const idOf = (n: number) => `n${String(n).padStart(4, '0')}`;

/** A server timeline of notes 1..count, paged as Misskey does (sinceId: oldest first). */
function timeline(count: number, gone: number[] = []): { load: LoadPage; calls: string[] } {
  const ids = Array.from({ length: count }, (_, i) => idOf(i + 1)).filter(
    (id) => !gone.map(idOf).includes(id),
  );
  const calls: string[] = [];
  const load: LoadPage = async (untilId, sinceId) => {
    calls.push(untilId ? `until ${untilId}` : `since ${sinceId}`);
    if (sinceId !== undefined) {
      const page = ids.filter((id) => id > sinceId).slice(0, 3);
      return { notes: page.map(note), cursor: page[page.length - 1] };
    }
    const page = ids
      .filter((id) => untilId === undefined || id < untilId)
      .reverse()
      .slice(0, 3);
    return { notes: page.map(note), cursor: page[page.length - 1] };
  };
  return { load, calls };
}

describe('opening a timeline at a remembered note', () => {
  it('asks for a page starting at the note itself', () => {
    expect(justAfter('9xyz') > '9xyz').toBe(true);
    expect(justAfter('9xyz') < '9xz0').toBe(true);
    expect(justAfter('9xyz') < '9xyza').toBe(true);
  });

  it('loads the note with older ones below and counts the newer ones, newest first', async () => {
    const { load } = timeline(12);
    const restored = await loadAround(load, idOf(5));
    expect(restored?.older.map((n) => n.id)).toEqual([idOf(5), idOf(4), idOf(3)]);
    expect(restored?.cursor).toBe(idOf(3));
    expect(restored?.newer.map((n) => n.id)).toEqual([12, 11, 10, 9, 8, 7, 6].map(idOf));
    expect(restored?.more).toBe(false);
  });

  it('starts at the top when the note is gone', async () => {
    const { load } = timeline(12, [5]);
    expect(await loadAround(load, idOf(5))).toBeNull();
  });

  it('says when there are more newer notes than it counted', async () => {
    const { load, calls } = timeline(100);
    const restored = await loadAround(load, idOf(1));
    expect(restored?.newer).toHaveLength(NEWER_PAGES * 3);
    expect(restored?.more).toBe(true);
    expect(calls.filter((call) => call.startsWith('since'))).toHaveLength(NEWER_PAGES);
  });

  it('takes newer pages in whatever order the server sends them', async () => {
    const { load } = timeline(8);
    const reversed: LoadPage = async (untilId, sinceId) => {
      const page = await load(untilId, sinceId);
      return sinceId === undefined ? page : { ...page, notes: [...page.notes].reverse() };
    };
    const restored = await loadAround(reversed, idOf(2));
    expect(restored?.newer.map((n) => n.id)).toEqual([8, 7, 6, 5, 4, 3].map(idOf));
  });
});
