import { describe, expect, it } from 'vitest';
import { UNICODE_CATEGORIES } from '../types';
import { buildUnicodeEmoji, canonicalEmoji, categoryOfGroup } from './buildUnicodeEmoji';
import { loadUnicodeEmoji } from './loadUnicodeEmoji';

describe('unicode emoji data', () => {
  it('maps emojibase groups to the nine categories and skips the components group', () => {
    expect([0, 1, 3, 4, 5, 6, 7, 8, 9].map(categoryOfGroup)).toEqual([
      'face',
      'people',
      'animals_and_nature',
      'food_and_drink',
      'travel_and_places',
      'activity',
      'objects',
      'symbols',
      'flags',
    ]);
    expect(categoryOfGroup(2)).toBeNull();
    expect(categoryOfGroup(undefined)).toBeNull();
  });

  it('names an emoji by the word people type and keeps symbols as aliases, in emojibase order', () => {
    const list = buildUnicodeEmoji(
      [
        { hexcode: '1F44D', label: 'thumbs up', unicode: '👍', group: 1, order: 20, tags: ['hand'] },
        { hexcode: '1F3FB', label: 'light skin tone', unicode: '🏻', group: 2, order: 5 },
        { hexcode: '2764', label: 'red heart', unicode: '❤️', group: 0, order: 10, tags: ['love'] },
      ],
      { '1F44D': ['+1', 'thumbsup'], '2764': 'heart' },
      { '1F44D': ['+1', 'thumbsup', 'yes'], '2764': ['heart', 'red_heart'] },
    );
    expect(list).toEqual([
      { char: '❤️', name: 'heart', aliases: ['red_heart'], keywords: ['love'], category: 'face' },
      {
        char: '👍',
        name: 'thumbsup',
        aliases: ['+1', 'yes', 'thumbs_up'],
        keywords: ['hand'],
        category: 'people',
      },
    ]);
  });

  it('drops the presentation selector only where the emoji shows as an emoji without it', () => {
    expect(canonicalEmoji('👍\ufe0f')).toBe('👍');
    expect(canonicalEmoji('❤\ufe0f')).toBe('❤\ufe0f');
    expect(canonicalEmoji('☺\ufe0f')).toBe('☺\ufe0f');
    expect(canonicalEmoji('1\ufe0f\u20e3')).toBe('1\ufe0f\u20e3');
  });

  it('loads the real data once, with familiar names in every category', async () => {
    const list = await loadUnicodeEmoji();
    expect(await loadUnicodeEmoji()).toBe(list);
    expect(list.length).toBeGreaterThan(1800);
    const byName = new Map(list.map((e) => [e.name, e]));
    expect(byName.get('thumbsup')?.char).toBe('👍');
    expect(byName.get('heart')?.char).toBe('❤️');
    expect(byName.get('smile')?.category).toBe('face');
    expect(new Set(list.map((e) => e.category))).toEqual(new Set(UNICODE_CATEGORIES));
    expect(list.some((e) => e.char === '🏻')).toBe(false);
    expect(list[0]?.char).toBe('😀');
  });
});
