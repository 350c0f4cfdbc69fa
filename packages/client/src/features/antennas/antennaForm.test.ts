import { describe, expect, it } from 'vitest';
import {
  acctOf,
  addUser,
  antennaRequest,
  EMPTY_ANTENNA_FORM,
  formatKeywordLines,
  formFromAntenna,
  formProblem,
  parseKeywordLines,
} from './antennaForm';

describe('antenna form', () => {
  it('reads keyword lines: words on a line (AND), one line per alternative (OR)', () => {
    expect(parseKeywordLines('red  apple\n\n  banana \n\t')).toEqual([['red', 'apple'], ['banana']]);
    expect(formatKeywordLines([['red', 'apple'], ['banana']])).toBe('red apple\nbanana');
  });

  it('builds the antennas/create body, dropping the list unless the source is a list', () => {
    const body = antennaRequest({
      ...EMPTY_ANTENNA_FORM,
      name: '  Cats ',
      src: 'users',
      userListId: 'stale-list',
      users: '@alice\n\n bob@example.com ',
      keywords: 'cat',
      excludeKeywords: 'sad cat',
      withFile: true,
    });
    expect(body).toMatchObject({
      name: 'Cats',
      src: 'users',
      userListId: null,
      users: ['@alice', 'bob@example.com'],
      keywords: [['cat']],
      excludeKeywords: [['sad', 'cat']],
      withFile: true,
      withReplies: false,
    });
  });

  it('names what keeps the form from being sent', () => {
    const ok = { ...EMPTY_ANTENNA_FORM, name: 'a', keywords: 'cat' };
    expect(formProblem(ok)).toBeNull();
    expect(formProblem({ ...ok, name: '  ' })).toBe('nameMissing');
    expect(formProblem({ ...ok, keywords: ' \n ' })).toBe('keywordsMissing');
    expect(formProblem({ ...ok, keywords: '', excludeKeywords: 'dog' })).toBeNull();
    expect(formProblem({ ...ok, src: 'list' })).toBe('listMissing');
    expect(formProblem({ ...ok, src: 'users_blacklist', users: '' })).toBe('usersMissing');
  });

  it('round-trips an antenna through the form', () => {
    const antenna = {
      id: 'a1',
      createdAt: '2026-01-01T00:00:00.000Z',
      name: 'News',
      keywords: [['breaking', 'news'], ['update']],
      excludeKeywords: [['sports']],
      src: 'list' as const,
      userListId: 'l1',
      users: [],
      caseSensitive: true,
      localOnly: true,
      excludeBots: true,
      withReplies: true,
      withFile: false,
      isActive: true,
      hasUnreadNote: false,
      notify: false,
      excludeNotesInSensitiveChannel: true,
    };
    const {
      name,
      src,
      userListId,
      keywords,
      excludeKeywords,
      caseSensitive,
      excludeNotesInSensitiveChannel,
    } = antennaRequest(formFromAntenna(antenna));
    expect({
      name,
      src,
      userListId,
      keywords,
      excludeKeywords,
      caseSensitive,
      excludeNotesInSensitiveChannel,
    }).toEqual({
      name: 'News',
      src: 'list',
      userListId: 'l1',
      keywords: antenna.keywords,
      excludeKeywords: antenna.excludeKeywords,
      caseSensitive: true,
      excludeNotesInSensitiveChannel: true,
    });
  });

  it('adds a found user to the users text once, as their acct', () => {
    expect(acctOf({ username: 'bob', host: null })).toBe('@bob');
    expect(acctOf({ username: 'eve', host: 'example.com' })).toBe('@eve@example.com');
    expect(addUser('', '@bob')).toBe('@bob');
    expect(addUser('alice\n\n', '@bob')).toBe('alice\n@bob');
    expect(addUser('@alice\nBOB', '@bob')).toBe('@alice\nBOB');
  });
});
