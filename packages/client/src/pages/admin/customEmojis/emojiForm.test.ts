import { describe, expect, it } from 'vitest';
import {
  canManageCustomEmojis,
  categoriesOf,
  emojiNameProblem,
  emojiParams,
  emptyFormValues,
  formValuesOf,
  nameFromFileName,
  parseAliases,
} from './emojiForm';

describe('custom emoji name', () => {
  it('accepts letters, digits, underscore, plus and hyphen', () => {
    for (const name of ['blobcat', 'Blob_Cat', 'party-parrot', '+1', 'a1'])
      expect(emojiNameProblem(name)).toBeNull();
  });

  it('requires a name', () => {
    expect(emojiNameProblem('')).toBe('required');
    expect(emojiNameProblem('   ')).toBe('required');
  });

  it('rejects spaces, colons, dots and other characters', () => {
    for (const name of ['blob cat', ':blobcat:', 'blob.cat', 'ねこ', 'a/b'])
      expect(emojiNameProblem(name)).toBe('invalid');
  });

  it('rejects names past 128 characters', () => {
    expect(emojiNameProblem('a'.repeat(128))).toBeNull();
    expect(emojiNameProblem('a'.repeat(129))).toBe('tooLong');
  });

  it('suggests a valid name from the file name', () => {
    expect(nameFromFileName('party parrot.png')).toBe('party_parrot');
    expect(nameFromFileName('blobcat.webp')).toBe('blobcat');
    expect(emojiNameProblem(nameFromFileName('ねこ!.gif'))).toBe('required');
  });
});

describe('emoji form', () => {
  it('splits aliases on spaces and commas, once each', () => {
    expect(parseAliases('cat, kitty  neko,cat')).toEqual(['cat', 'kitty', 'neko']);
    expect(parseAliases('  ')).toEqual([]);
  });

  it('sends empty category and license as null', () => {
    const params = emojiParams({ ...emptyFormValues(' blob '), aliases: 'a b' });
    expect(params).toEqual({
      name: 'blob',
      category: null,
      aliases: ['a', 'b'],
      license: null,
      isSensitive: false,
      localOnly: false,
      roleIdsThatCanBeUsedThisEmojiAsReaction: [],
    });
  });

  it('round-trips an existing emoji', () => {
    const emoji = {
      id: '1',
      name: 'blob',
      host: null,
      url: 'https://x/emoji/blob.webp',
      category: 'Blobs',
      aliases: ['b1', 'b2'],
      license: 'CC0',
      isSensitive: true,
      localOnly: true,
      roleIdsThatCanBeUsedThisEmojiAsReaction: ['r1'],
    };
    const { name, ...rest } = emojiParams(formValuesOf(emoji));
    expect(name).toBe('blob');
    expect(rest).toEqual({
      category: 'Blobs',
      aliases: ['b1', 'b2'],
      license: 'CC0',
      isSensitive: true,
      localOnly: true,
      roleIdsThatCanBeUsedThisEmojiAsReaction: ['r1'],
    });
  });

  it('lists each category once, sorted, without the uncategorised', () => {
    expect(
      categoriesOf([{ category: 'b' }, { category: null }, { category: 'a' }, { category: 'b' }]),
    ).toEqual(['a', 'b']);
  });
});

describe('who may manage custom emoji', () => {
  it('is staff or holds the policy', () => {
    expect(canManageCustomEmojis({ isModerator: true })).toBe(true);
    expect(canManageCustomEmojis({ isAdmin: true })).toBe(true);
    expect(canManageCustomEmojis({ policies: { canManageCustomEmojis: true } })).toBe(true);
    expect(canManageCustomEmojis({ isModerator: false, policies: { canManageCustomEmojis: false } })).toBe(
      false,
    );
    expect(canManageCustomEmojis(null)).toBe(false);
  });
});
