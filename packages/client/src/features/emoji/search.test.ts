import { describe, expect, it } from 'vitest';
import { searchEmoji } from './search';
import type { CustomEmoji, UnicodeEmoji } from './types';
import { loadUnicodeEmoji } from './unicode/loadUnicodeEmoji';

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

/**
 * The ranking spelled out the slow way: every emoji's best tier, then list order within a
 * tier. Words are keywords (a custom emoji's category) and the parts of names with several;
 * loosely, custom names and words may contain the query, unicode ones must end with it.
 */
function referenceRank(list: (CustomEmoji | UnicodeEmoji)[], query: string, limit: number): string[] {
  const tierOf = (emoji: CustomEmoji | UnicodeEmoji) => {
    const isUnicode = 'char' in emoji;
    const names = [emoji.name, ...emoji.aliases].map((w) => w.toLowerCase());
    const keywords = isUnicode ? emoji.keywords : emoji.category ? [emoji.category] : [];
    const parts = names.flatMap((name) => {
      const split = name.split('_').filter(Boolean);
      return split.length > 1 ? split : [];
    });
    const words = [...keywords.map((w) => w.toLowerCase()), ...parts];
    const loose = (w: string) => (isUnicode ? query.length >= 3 && w.endsWith(query) : w.includes(query));
    const tiers = [
      ...names.map((w) => (w === query ? 0 : w.startsWith(query) ? 2 : loose(w) ? 4 : 6)),
      ...words.map((w) => (w === query ? 1 : w.startsWith(query) ? 3 : loose(w) ? 5 : 6)),
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
  const customList = Array.from({ length: 400 }, (_, i) =>
    custom(
      `${word()}_${i}`,
      Array.from({ length: random(3) }, word),
      random(4) === 0 ? null : word().toUpperCase(),
    ),
  );
  const unicodeList = Array.from({ length: 400 }, (_, i) =>
    unicode(
      String(i),
      random(2) === 0 ? `${word()}${word()}` : `${word()}_${word()}`,
      Array.from({ length: random(2) }, word),
      Array.from({ length: random(4) }, word),
    ),
  );
  const queries = 'a s b t ab ba st ts aa sta abs tsab _1 3 x bst'.split(' ');

  it.each(queries)('ranks %j as the definition does, whatever the limit', (query) => {
    for (const limit of [1, 5, 40, 100, 400]) {
      expect(names(searchEmoji(query, { custom: customList, unicode: [] }, limit).custom)).toEqual(
        referenceRank(customList, query, limit),
      );
      expect(names(searchEmoji(query, { custom: [], unicode: unicodeList }, limit).unicode)).toEqual(
        referenceRank(unicodeList, query, limit),
      );
    }
  });
});

describe('searchEmoji on the real unicode data', () => {
  const chars = (list: UnicodeEmoji[]) => list.map((e) => e.char);
  const search = async (query: string) => {
    const unicodeList = await loadUnicodeEmoji();
    return chars(searchEmoji(query, { custom: [], unicode: unicodeList }).unicode);
  };

  it('finds cats for "cat", and no books, phones or ID cards', async () => {
    const found = await search('cat');
    expect(found.slice(0, 12)).toEqual('🐱 🐈 😺 😸 😹 😻 😼 😽 🙀 😿 😾 🐈‍⬛'.split(' '));
    // "cat" inside "communication", "education", "identification" is not a match.
    for (const unrelated of ['📚', '📖', '📱', '📞', '🪪', '🎒', '✖️']) expect(found).not.toContain(unrelated);
  });

  it('finds dogs for "dog", the dog faces first', async () => {
    const found = await search('dog');
    expect(found.slice(0, 2)).toEqual(['🐶', '🐕']);
    expect(found.slice(0, 6)).toEqual(expect.arrayContaining(['🦮', '🐕‍🦺', '🐩']));
  });

  it('finds hearts for "heart", the red heart first', async () => {
    const found = await search('heart');
    expect(found[0]).toBe('❤️');
    expect(found.slice(0, 30)).toEqual(
      expect.arrayContaining(['💛', '💚', '💙', '💜', '🖤', '🤍', '🧡', '💔', '💕', '💖']),
    );
  });

  it('still finds compounds ending with the query', async () => {
    expect(await search('fly')).toContain('🦋');
    expect(await search('ball')).toContain('🏀');
  });
});
