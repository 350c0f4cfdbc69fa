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

/** The ranking spelled out the slow way: every emoji's best tier, then list order within a tier. */
function referenceRank(list: CustomEmoji[], query: string, limit: number): string[] {
  const tierOf = (emoji: CustomEmoji) => {
    const names = [emoji.name, ...emoji.aliases].map((w) => w.toLowerCase());
    const keywords = emoji.category ? [emoji.category.toLowerCase()] : [];
    const tiers = [
      ...names.map((w) => (w === query ? 0 : w.startsWith(query) ? 2 : w.includes(query) ? 4 : 6)),
      ...keywords.map((w) => (w === query ? 1 : w.startsWith(query) ? 3 : w.includes(query) ? 5 : 6)),
    ];
    return Math.min(6, ...tiers);
  };
  return list
    .map((emoji, position) => ({ emoji, position, tier: tierOf(emoji) }))
    .filter((e) => e.tier < 6)
    .sort((a, b) => a.tier - b.tier || a.position - b.position)
    .slice(0, limit)
    .map((e) => e.emoji.name);
}

describe('searchEmoji ranking against the plain definition', () => {
  // Few letters, so that words share prefixes and contain each other in every combination.
  const letters = 'abst';
  let state = 7;
  const random = (n: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state % n;
  };
  const word = () => Array.from({ length: 1 + random(4) }, () => letters[random(letters.length)]).join('');
  const list = Array.from({ length: 400 }, (_, i) =>
    custom(
      `${word()}_${i}`,
      Array.from({ length: random(3) }, word),
      random(4) === 0 ? null : word().toUpperCase(),
    ),
  );
  const queries = ['a', 's', 'b', 't', 'ab', 'ba', 'st', 'ts', 'aa', 'sta', 'abs', 'tsab', '_1', '3', 'x'];

  it.each(queries)('ranks %j as the definition does, whatever the limit', (query) => {
    for (const limit of [1, 5, 40, 100, 400]) {
      expect(names(searchEmoji(query, { custom: list, unicode: [] }, limit).custom)).toEqual(
        referenceRank(list, query, limit),
      );
    }
  });
});
