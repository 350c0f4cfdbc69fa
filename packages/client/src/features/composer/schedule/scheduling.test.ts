import { describe, expect, it } from 'vitest';
import { canEditNotes, canScheduleNotes, readScheduledNote } from './scheduling';

describe('policies', () => {
  it('allows scheduling with canScheduleNote or a positive scheduledNoteLimit', () => {
    expect(canScheduleNotes({ canScheduleNote: true })).toBe(true);
    expect(canScheduleNotes({ scheduledNoteLimit: 3 })).toBe(true);
    expect(canScheduleNotes({ scheduledNoteLimit: 0 })).toBe(false);
    expect(canScheduleNotes(undefined)).toBe(false);
  });

  it('allows editing only with canEditNote', () => {
    expect(canEditNotes({ canEditNote: true })).toBe(true);
    expect(canEditNotes({})).toBe(false);
  });
});

describe('readScheduledNote', () => {
  it('reads the list entry shape: id, scheduledAt and the note to be posted', () => {
    const note = readScheduledNote({
      id: 's1',
      scheduledAt: '2026-05-01T10:00:00.000Z',
      note: {
        text: 'later',
        cw: null,
        visibility: 'home',
        localOnly: true,
        fileIds: ['f1'],
        poll: { choices: [{ text: 'a' }, { text: 'b' }], multiple: true, expiresAt: null },
        replyId: null,
        renoteId: null,
        visibleUserIds: [],
      },
    });
    expect(note).toEqual({
      id: 's1',
      scheduledAt: Date.parse('2026-05-01T10:00:00.000Z'),
      text: 'later',
      cw: null,
      visibility: 'home',
      localOnly: true,
      fileIds: ['f1'],
      poll: { choices: ['a', 'b'], multiple: true, expiresAt: null, expiredAfter: null },
      replyId: null,
      renoteId: null,
      visibleUserIds: [],
    });
  });
});
