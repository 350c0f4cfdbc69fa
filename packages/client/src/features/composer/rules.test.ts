import { describe, expect, it } from 'vitest';
import {
  counterState,
  notePayload,
  type PayloadInput,
  type PostableState,
  postBlocker,
  submitIcon,
  textLength,
} from './rules';
import type { DriveFile } from './types';

const ready: PostableState = {
  busy: false,
  uploading: false,
  text: 'hello',
  composition: '',
  maxTextLength: 1000,
  useCw: false,
  cw: '',
  files: [],
  poll: null,
  hasRenote: false,
  scheduleValid: true,
};

describe('postBlocker (can-post rules)', () => {
  it('allows a note with text', () => {
    expect(postBlocker(ready)).toBeNull();
  });

  it('allows a note with only a file, a poll or a renote', () => {
    const empty = { ...ready, text: '  ' };
    expect(postBlocker({ ...empty, files: [{ id: 'f' } as DriveFile] })).toBeNull();
    expect(
      postBlocker({
        ...empty,
        poll: { choices: ['a', 'b'], multiple: false, expiresAt: null, expiredAfter: null },
      }),
    ).toBeNull();
    expect(postBlocker({ ...empty, hasRenote: true })).toBeNull();
  });

  it('blocks an empty note and a busy form', () => {
    expect(postBlocker({ ...ready, text: ' \n' })).toBe('empty');
    expect(postBlocker({ ...ready, busy: true })).toBe('busy');
  });

  it('waits for running uploads, so a note is never posted without a file being attached', () => {
    expect(postBlocker({ ...ready, uploading: true })).toBe('uploading');
    expect(postBlocker({ ...ready, text: '', files: [{ id: 'f' } as DriveFile], uploading: true })).toBe(
      'uploading',
    );
  });

  it('blocks text over the limit, counting what is being composed', () => {
    expect(postBlocker({ ...ready, text: 'x'.repeat(1000) })).toBeNull();
    expect(postBlocker({ ...ready, text: 'x'.repeat(1001) })).toBe('tooLong');
    expect(postBlocker({ ...ready, text: 'x'.repeat(999), composition: 'にほ' })).toBe('tooLong');
  });

  it('blocks more than 16 files', () => {
    const files = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `f${i}` }) as DriveFile);
    expect(postBlocker({ ...ready, files: files(16) })).toBeNull();
    expect(postBlocker({ ...ready, files: files(17) })).toBe('tooManyFiles');
  });

  it('requires the CW text once the CW is on', () => {
    expect(postBlocker({ ...ready, useCw: true, cw: ' ' })).toBe('cwRequired');
    expect(postBlocker({ ...ready, useCw: true, cw: 'spoilers' })).toBeNull();
  });

  it('blocks a poll with fewer than two choices and a schedule in the past', () => {
    expect(
      postBlocker({
        ...ready,
        poll: { choices: ['a', ''], multiple: false, expiresAt: null, expiredAfter: null },
      }),
    ).toBe('pollInvalid');
    expect(postBlocker({ ...ready, scheduleValid: false })).toBe('scheduleInvalid');
  });
});

describe('the counter', () => {
  it('counts characters, not UTF-16 units, plus the composition', () => {
    expect(textLength('😀a', '')).toBe(2);
    expect(textLength('ab', 'かな')).toBe(4);
  });

  it('appears below 100 remaining and turns over-limit past the maximum', () => {
    expect(counterState(900, 1000)).toEqual({ visible: false, remaining: 100, over: false });
    expect(counterState(901, 1000)).toEqual({ visible: true, remaining: 99, over: false });
    expect(counterState(1000, 1000)).toEqual({ visible: true, remaining: 0, over: false });
    expect(counterState(1003, 1000)).toEqual({ visible: true, remaining: -3, over: true });
  });
});

describe('submitIcon', () => {
  const none = { posted: false, scheduled: false, isReply: false, isQuote: false };
  it('chooses check, clock, reply, quote, then send', () => {
    expect(submitIcon({ ...none, posted: true, scheduled: true, isReply: true })).toBe('check');
    expect(submitIcon({ ...none, scheduled: true, isReply: true })).toBe('clock');
    expect(submitIcon({ ...none, isReply: true, isQuote: true })).toBe('reply');
    expect(submitIcon({ ...none, isQuote: true })).toBe('quote');
    expect(submitIcon(none)).toBe('send');
  });
});

describe('notePayload', () => {
  const input: PayloadInput = {
    mode: 'plain',
    text: 'hi',
    useCw: false,
    cw: 'ignored',
    visibility: 'public',
    localOnly: false,
    visibleUserIds: ['u1'],
    files: [],
    poll: null,
    reactionAcceptance: null,
    replyId: null,
    renoteId: null,
    channelId: null,
    scheduledAt: null,
    noteId: 'n1',
  };

  it('sends Misskey field names and leaves out what is not used', () => {
    expect(notePayload(input)).toEqual({
      text: 'hi',
      cw: null,
      visibility: 'public',
      localOnly: false,
      reactionAcceptance: null,
    });
  });

  it('adds recipients, files, poll, targets, schedule and the edited note id', () => {
    const body = notePayload({
      ...input,
      mode: 'update',
      useCw: true,
      visibility: 'specified',
      files: [{ id: 'f1' } as DriveFile],
      poll: { choices: ['a', 'b'], multiple: false, expiresAt: null, expiredAfter: 1000 },
      replyId: 'r1',
      renoteId: 'q1',
      scheduledAt: 42,
    });
    expect(body).toMatchObject({
      cw: 'ignored',
      visibleUserIds: ['u1'],
      fileIds: ['f1'],
      poll: { choices: ['a', 'b'], multiple: false, expiredAfter: 1000 },
      replyId: 'r1',
      renoteId: 'q1',
      schedule: { scheduledAt: 42 },
      noteId: 'n1',
    });
  });
});
