import { describe, expect, it } from 'vitest';
import { kindOf, kindsFor, listOf, withRule } from './receiveConfig';

describe('notification receive config', () => {
  it('reads a missing rule as everyone', () => {
    expect(kindOf({}, 'follow')).toBe('all');
    expect(listOf({}, 'follow')).toBeNull();
  });

  it('stores everyone as no rule, and other kinds as Misskey writes them', () => {
    const never = withRule({}, 'follow', 'never', null);
    expect(never).toEqual({ follow: { type: 'never' } });
    expect(withRule(never, 'follow', 'all', null)).toEqual({});
    expect(withRule(never, 'mention', 'mutualFollow', null)).toEqual({
      follow: { type: 'never' },
      mention: { type: 'mutualFollow' },
    });
  });

  it('needs a list for the list rule', () => {
    expect(withRule({}, 'reply', 'list', null)).toEqual({});
    const config = withRule({}, 'reply', 'list', 'l1');
    expect(config).toEqual({ reply: { type: 'list', userListId: 'l1' } });
    expect(kindOf(config, 'reply')).toBe('list');
    expect(listOf(config, 'reply')).toBe('l1');
  });

  it('offers only everyone or nobody for what no user causes', () => {
    expect(kindsFor('test')).toEqual(['all', 'never']);
    expect(kindsFor('mention')).toContain('list');
  });
});
