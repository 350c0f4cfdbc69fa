import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n } from '@/i18n';
import type { MenuItem } from '@/ui';
import { noteMenuItems } from './noteMenu';
import { makeNote } from './testNotes';

const i18n = fallbackI18n();
const actions = {
  copyLink: vi.fn(),
  copyContent: vi.fn(),
  toggleFavorite: vi.fn(),
  clip: vi.fn(),
  openInWindow: vi.fn(),
  share: vi.fn(),
  remove: vi.fn(),
  removeAndEdit: vi.fn(),
  togglePin: vi.fn(),
  report: vi.fn(),
};
const texts = (items: MenuItem[]) => items.flatMap((item) => ('text' in item ? [item.text] : []));

describe('noteMenuItems', () => {
  it('offers a signed-out visitor copy, window and share only', () => {
    expect(texts(noteMenuItems(makeNote(), null, false, i18n, actions))).toEqual([
      'Copy link',
      'Copy content',
      'Open in window',
      'Share',
    ]);
  });

  it('offers favorite or unfavorite by the note state', () => {
    const viewer = { id: 'me' };
    expect(texts(noteMenuItems(makeNote(), viewer, false, i18n, actions))).toContain('Favorite');
    expect(texts(noteMenuItems(makeNote(), viewer, true, i18n, actions))).toContain('Unfavorite');
  });

  it('offers Clip to a signed-in viewer, right after favorite', () => {
    const items = texts(noteMenuItems(makeNote(), { id: 'me' }, false, i18n, actions));
    expect(items.slice(items.indexOf('Favorite'), items.indexOf('Favorite') + 2)).toEqual([
      'Favorite',
      'Clip',
    ]);
  });

  it("leaves out Favorite and Clip when the account's server offers neither (no action given)", () => {
    const { toggleFavorite: _favorite, clip: _clip, ...withoutThem } = actions;
    const items = texts(noteMenuItems(makeNote(), { id: 'me' }, false, i18n, withoutThem));
    expect(items).not.toContain('Favorite');
    expect(items).not.toContain('Clip');
    expect(items).toContain('Copy link');
  });

  it('offers delete and delete-and-edit on my own notes only', () => {
    const mine = texts(noteMenuItems(makeNote({ userId: 'me' }), { id: 'me' }, false, i18n, actions));
    expect(mine).toEqual(expect.arrayContaining(['Delete', 'Delete and edit']));
    const theirs = texts(noteMenuItems(makeNote({ userId: 'bob' }), { id: 'me' }, false, i18n, actions));
    expect(theirs).not.toContain('Delete');
    const asModerator = texts(
      noteMenuItems(makeNote(), { id: 'me', isModerator: true }, false, i18n, actions),
    );
    expect(asModerator).toContain('Delete');
    expect(asModerator).not.toContain('Delete and edit');
  });

  it('offers Pin on my own notes, Unpin once pinned, and neither on others’ notes', () => {
    const note = makeNote({ userId: 'me' });
    expect(texts(noteMenuItems(note, { id: 'me', pinnedNoteIds: [] }, false, i18n, actions))).toContain(
      'Pin to profile',
    );
    const pinned = texts(noteMenuItems(note, { id: 'me', pinnedNoteIds: [note.id] }, false, i18n, actions));
    expect(pinned).toContain('Unpin from profile');
    expect(pinned).not.toContain('Pin to profile');
    const theirs = texts(noteMenuItems(makeNote({ userId: 'bob' }), { id: 'me' }, false, i18n, actions));
    expect(theirs.filter((text) => text.includes('profile'))).toEqual([]);
  });

  it("offers Report on someone else's note only, and only to a signed-in viewer", () => {
    expect(texts(noteMenuItems(makeNote({ userId: 'bob' }), { id: 'me' }, false, i18n, actions))).toContain(
      'Report abuse',
    );
    expect(
      texts(noteMenuItems(makeNote({ userId: 'me' }), { id: 'me' }, false, i18n, actions)),
    ).not.toContain('Report abuse');
    expect(texts(noteMenuItems(makeNote({ userId: 'bob' }), null, false, i18n, actions))).not.toContain(
      'Report abuse',
    );
  });

  it('offers Translate only when given (server and policy allow it), signed in, on a note with text', () => {
    const translate = vi.fn();
    const items = noteMenuItems(makeNote(), { id: 'me' }, false, i18n, { ...actions, translate });
    const item = items.find((entry) => 'text' in entry && entry.text === 'Translate');
    expect(item).toBeDefined();
    if (item?.type === 'button') item.action();
    expect(translate).toHaveBeenCalled();
    expect(texts(noteMenuItems(makeNote(), { id: 'me' }, false, i18n, actions))).not.toContain('Translate');
    expect(texts(noteMenuItems(makeNote(), null, false, i18n, { ...actions, translate }))).not.toContain(
      'Translate',
    );
    const noText = makeNote({ text: null });
    expect(texts(noteMenuItems(noText, { id: 'me' }, false, i18n, { ...actions, translate }))).not.toContain(
      'Translate',
    );
  });

  it('leaves out copy content when the note has no text', () => {
    expect(texts(noteMenuItems(makeNote({ text: null }), null, false, i18n, actions))).not.toContain(
      'Copy content',
    );
  });
});
