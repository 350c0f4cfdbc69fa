import { describe, expect, it } from 'vitest';
import { extractHashtags, hashtagHistory, mergeHashtagSuggestions, rememberHashtags } from './hashtagHistory';
import { applyCompletion, detectToken } from './token';

const at = (text: string) => detectToken(text, text.length);

describe('detectToken', () => {
  it('finds a mention of letters, digits and underscore after @', () => {
    expect(at('hi @ali_ce9')).toEqual({ kind: 'mention', query: 'ali_ce9', start: 3, end: 11 });
    expect(at('@')).toMatchObject({ kind: 'mention', query: '' });
  });

  it('stops the mention at any other character', () => {
    expect(at('hi @ali-ce')).toBeNull();
    expect(at('hi @alice.')).toBeNull();
  });

  it('needs the trigger at the start or after whitespace', () => {
    expect(at('mail me at bob@example')).toBeNull();
    expect(at('at 12:30')).toBeNull();
  });

  it('finds hashtags and emoji codes', () => {
    expect(at('news #misskey')).toMatchObject({ kind: 'hashtag', query: 'misskey', start: 5 });
    expect(at('#')).toMatchObject({ kind: 'hashtag', query: '' });
    expect(at('nice :thumbs_up')).toMatchObject({ kind: 'emoji', query: 'thumbs_up', start: 5 });
    expect(at('nice :')).toBeNull();
  });

  it('only looks before the caret', () => {
    expect(detectToken('@alice hello', 3)).toMatchObject({ kind: 'mention', query: 'al' });
    expect(detectToken('@alice hello', 9)).toBeNull();
  });
});

describe('applyCompletion', () => {
  it('replaces the typed token and puts the caret after it', () => {
    const token = at('hello @al');
    expect(token).not.toBeNull();
    if (!token) return;
    expect(applyCompletion('hello @al', token, '@alice')).toEqual({ text: 'hello @alice ', caret: 13 });
  });

  it('keeps text after the caret and does not double a space', () => {
    const token = detectToken('x #mis more', 6);
    if (!token) throw new Error('no token');
    expect(applyCompletion('x #mis more', token, '#misskey')).toEqual({ text: 'x #misskey more', caret: 11 });
  });
});

describe('hashtag history', () => {
  it('extracts hashtags, skipping all-digit ones and repeats', () => {
    expect(extractHashtags('#one two #two #123 #one')).toEqual(['one', 'two']);
  });

  it('remembers posted hashtags most recent first', () => {
    rememberHashtags('#cats and #dogs');
    rememberHashtags('more #birds and #cats');
    expect(hashtagHistory()).toEqual(['birds', 'cats', 'dogs']);
  });

  it('offers matching history before the server results, without repeats', () => {
    expect(mergeHashtagSuggestions('ca', ['cats', 'dogs', 'camels'], ['Cats', 'cars'])).toEqual([
      'cats',
      'camels',
      'cars',
    ]);
  });
});
