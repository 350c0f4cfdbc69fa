import { describe, expect, it } from 'vitest';
import { canReactWith, canUseInText, isLikeReaction } from './eligibility';
import type { CustomEmoji, EmojiUser, ReactionTarget } from './types';

function custom(name: string, extra: Partial<CustomEmoji> = {}): CustomEmoji {
  return { name, aliases: [], category: null, url: `https://example.test/emoji/${name}.webp`, ...extra };
}

const index = new Map(
  [
    custom('plain'),
    custom('spicy', { isSensitive: true }),
    custom('homegrown', { localOnly: true }),
    custom('vip', { roleIdsThatCanBeUsedThisEmojiAsReaction: ['role-vip'] }),
  ].map((e) => [e.name, e]),
);

/** The emoji every case tries, in the column order of the table below. */
const CANDIDATES = [
  ['like', '❤️'],
  ['unicode', '👍'],
  ['plain custom', ':plain:'],
  ['sensitive custom', ':spicy:'],
  ['local-only custom', ':homegrown:'],
  ['role-restricted, role missing', ':vip:'],
  ['role-restricted, role held', ':vip:'],
  ['unknown custom', ':nowhere:'],
] as const;

const local: EmojiUser = { host: null, roleIds: [] };
const remote: EmojiUser = { host: 'far.example', roleIds: [] };

/**
 * What each reactionAcceptance allows, one letter per candidate above (Y allowed, n refused),
 * for a local and a remote user. Written out by hand from spec 001 §5 and Misskey's semantics.
 */
const TABLE: Array<[ReactionTarget['reactionAcceptance'], { local: string; remote: string }]> = [
  [null, { local: 'YYYYYnYn', remote: 'YYYYnnYn' }],
  ['likeOnly', { local: 'Ynnnnnnn', remote: 'Ynnnnnnn' }],
  ['likeOnlyForRemote', { local: 'YYYYYnYn', remote: 'Ynnnnnnn' }],
  ['nonSensitiveOnly', { local: 'YYYnYnYn', remote: 'YYYnnnYn' }],
  ['nonSensitiveOnlyForLocalLikeOnlyForRemote', { local: 'YYYnYnYn', remote: 'Ynnnnnnn' }],
];

describe('canReactWith (spec 001 §5)', () => {
  for (const [acceptance, expected] of TABLE) {
    for (const [who, base] of [
      ['local', local],
      ['remote', remote],
    ] as const) {
      it(`${String(acceptance)} × ${who} user`, () => {
        const got = CANDIDATES.map(([label, value]) => {
          const user = label === 'role-restricted, role held' ? { ...base, roleIds: ['role-vip'] } : base;
          return canReactWith(value, { reactionAcceptance: acceptance }, user, index) ? 'Y' : 'n';
        }).join('');
        expect(got).toBe(expected[who]);
      });
    }
  }

  it('takes the heart with or without its presentation selector as the like', () => {
    expect(isLikeReaction('❤')).toBe(true);
    expect(isLikeReaction('❤️')).toBe(true);
    expect(isLikeReaction('💙')).toBe(false);
    expect(canReactWith('❤', { reactionAcceptance: 'likeOnly' }, remote, index)).toBe(true);
  });

  it('refuses another server’s emoji and an empty value', () => {
    expect(canReactWith(':plain@far.example:', { reactionAcceptance: null }, local, index)).toBe(false);
    expect(canReactWith('', { reactionAcceptance: null }, local, index)).toBe(false);
  });
});

describe('canUseInText', () => {
  it('suggests every emoji to a local user, role-restricted and sensitive ones included', () => {
    for (const emoji of index.values()) expect(canUseInText(emoji, local)).toBe(true);
  });

  it('keeps local-only emoji from a remote user', () => {
    expect(canUseInText(custom('homegrown', { localOnly: true }), remote)).toBe(false);
    expect(canUseInText(custom('plain'), remote)).toBe(true);
  });
});
