import { describe, expect, it } from 'vitest';
import { searchEmoji } from './search';
import type { CustomEmoji, UnicodeEmoji } from './types';

function custom(name: string, aliases: string[] = [], category: string | null = null): CustomEmoji {
  return { name, aliases, category, url: `https://example.test/emoji/${name}.webp` };
}

function unicode(char: string, name: string, aliases: string[] = [], keywords: string[] = []): UnicodeEmoji {
  return { char, name, aliases, keywords, category: 'face' };
}

const names = (list: { name: string }[]) => list.map((e) => e.name);

describe('searchEmoji', () => {
  it('ranks exact names before prefixes before names containing the query', () => {
    const list = [custom('blobcat'), custom('cat_heart'), custom('cat'), custom('dog')];
    expect(names(searchEmoji('cat', { custom: list, unicode: [] }).custom)).toEqual([
      'cat',
      'cat_heart',
      'blobcat',
    ]);
  });

  it('finds aliases and keywords, ignoring case and colons', () => {
    const list = [
      unicode('😄', 'smile', [], ['happy', 'joy']),
      unicode('👍', 'thumbsup', ['+1']),
      unicode('😹', 'joy_cat'),
    ];
    expect(names(searchEmoji(':+1:', { custom: [], unicode: list }).unicode)).toEqual(['thumbsup']);
    expect(names(searchEmoji('HAPPY', { custom: [], unicode: list }).unicode)).toEqual(['smile']);
    // An exact keyword beats a name that merely starts with the query.
    expect(names(searchEmoji('joy', { custom: [], unicode: list }).unicode)).toEqual(['smile', 'joy_cat']);
  });

  it('keeps custom and unicode hits apart and caps each group', () => {
    const many = Array.from({ length: 150 }, (_, i) => custom(`party${i}`));
    const result = searchEmoji('party', { custom: many, unicode: [unicode('🎉', 'tada', ['party_popper'])] });
    expect(result.custom).toHaveLength(100);
    expect(names(result.unicode)).toEqual(['tada']);
    expect(searchEmoji('party', { custom: many, unicode: [] }, 5).custom).toHaveLength(5);
  });

  it('matches nothing for an empty query', () => {
    expect(searchEmoji('::', { custom: [custom('a')], unicode: [] })).toEqual({ custom: [], unicode: [] });
  });

  it('sees a changed list (a new array) rather than a stale index', () => {
    const before = [custom('old')];
    expect(searchEmoji('new', { custom: before, unicode: [] }).custom).toEqual([]);
    const after = [...before, custom('new')];
    expect(names(searchEmoji('new', { custom: after, unicode: [] }).custom)).toEqual(['new']);
  });
});
