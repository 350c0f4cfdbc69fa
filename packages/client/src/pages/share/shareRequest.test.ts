import { describe, expect, it } from 'vitest';
import { shareRequestOf, shareText } from './shareRequest';

describe('share request', () => {
  it('puts title, text and url on their own lines, without repeating what the text holds', () => {
    expect(shareText('A page', 'Worth reading', 'https://example.com/a')).toBe(
      'A page\nWorth reading\nhttps://example.com/a',
    );
    expect(shareText('A page', 'A page: https://example.com/a', 'https://example.com/a')).toBe(
      'A page: https://example.com/a',
    );
    expect(shareText(null, null, 'https://example.com/a')).toBe('https://example.com/a');
    expect(shareText(null, null, null)).toBe('');
  });

  it('reads every query field and ignores what it cannot use', () => {
    expect(
      shareRequestOf({
        title: ' T ',
        text: 'hello',
        replyId: 'r1',
        renoteId: 'n1',
        visibility: 'followers',
        localOnly: 'true',
        fileIds: 'f1, f2,,f1',
      }),
    ).toEqual({
      text: 'T\nhello',
      replyId: 'r1',
      renoteId: 'n1',
      visibility: 'followers',
      localOnly: true,
      fileIds: ['f1', 'f2'],
    });
    expect(shareRequestOf({ visibility: 'everyone', localOnly: 'yes', replyId: '  ' })).toEqual({
      text: '',
      replyId: null,
      renoteId: null,
      visibility: null,
      localOnly: null,
      fileIds: [],
    });
    expect(shareRequestOf({ localOnly: 'false' }).localOnly).toBe(false);
  });
});
