import { describe, expect, it } from 'vitest';
import {
  decideVisibility,
  isVisibilityAllowed,
  mentionsMissingFromRecipients,
  moreRestrictive,
  type VisibilityContext,
} from './rules';

const base: VisibilityContext = {
  isSilenced: false,
  canPublicNote: true,
  channel: null,
  replyVisibility: null,
};

describe('decideVisibility', () => {
  it('keeps what was asked when nothing restricts it', () => {
    expect(decideVisibility('public', false, base)).toEqual({
      visibility: 'public',
      localOnly: false,
      visibilityLocked: false,
      federationLocked: false,
    });
    expect(decideVisibility('followers', true, base).localOnly).toBe(true);
  });

  it('turns public into home for silenced users', () => {
    expect(decideVisibility('public', false, { ...base, isSilenced: true }).visibility).toBe('home');
    expect(decideVisibility('followers', false, { ...base, isSilenced: true }).visibility).toBe('followers');
  });

  it('turns public into home when the canPublicNote policy is off', () => {
    expect(decideVisibility('public', false, { ...base, canPublicNote: false }).visibility).toBe('home');
  });

  it('forces channel notes public and locks the visibility button', () => {
    const decision = decideVisibility('followers', false, { ...base, channel: { name: 'Cats' } });
    expect(decision).toMatchObject({ visibility: 'public', visibilityLocked: true, federationLocked: false });
  });

  it('forces local only in a local-only channel and locks federation', () => {
    const decision = decideVisibility('public', false, {
      ...base,
      channel: { name: 'Here', isLocalOnly: true },
    });
    expect(decision).toMatchObject({ visibility: 'public', localOnly: true, federationLocked: true });
  });

  it.each([
    ['home', 'public', 'home'],
    ['followers', 'public', 'followers'],
    ['followers', 'home', 'followers'],
    ['specified', 'followers', 'specified'],
    ['home', 'followers', 'followers'],
    ['public', 'public', 'public'],
  ] as const)('a reply to a %s note asked as %s is %s', (reply, asked, expected) => {
    expect(decideVisibility(asked, false, { ...base, replyVisibility: reply }).visibility).toBe(expected);
  });

  it('locks federation for direct notes, which are never federated as local-only', () => {
    expect(decideVisibility('specified', true, base)).toMatchObject({
      localOnly: false,
      federationLocked: true,
    });
  });
});

describe('isVisibilityAllowed', () => {
  it('does not offer public to silenced users or without canPublicNote', () => {
    expect(isVisibilityAllowed('public', { ...base, isSilenced: true })).toBe(false);
    expect(isVisibilityAllowed('public', { ...base, canPublicNote: false })).toBe(false);
    expect(isVisibilityAllowed('home', { ...base, isSilenced: true })).toBe(true);
  });

  it('offers nothing wider than the note replied to', () => {
    const context = { ...base, replyVisibility: 'followers' as const };
    expect(isVisibilityAllowed('public', context)).toBe(false);
    expect(isVisibilityAllowed('home', context)).toBe(false);
    expect(isVisibilityAllowed('followers', context)).toBe(true);
    expect(isVisibilityAllowed('specified', context)).toBe(true);
  });

  it('offers only public in a channel', () => {
    const context = { ...base, channel: { name: 'Cats' } };
    expect(isVisibilityAllowed('public', context)).toBe(true);
    expect(isVisibilityAllowed('home', context)).toBe(false);
  });
});

describe('moreRestrictive', () => {
  it('orders public < home < followers < specified', () => {
    expect(moreRestrictive('public', 'home')).toBe('home');
    expect(moreRestrictive('specified', 'followers')).toBe('specified');
  });
});

describe('mentionsMissingFromRecipients', () => {
  it('lists mentioned users who are not recipients, once each, ignoring case and the local host', () => {
    const missing = mentionsMissingFromRecipients(
      [
        { username: 'Alice', host: null },
        { username: 'bob', host: 'example.test' },
        { username: 'carol', host: 'far.example' },
        { username: 'carol', host: 'far.example' },
      ],
      [
        { username: 'alice', host: null },
        { username: 'bob', host: null },
      ],
      'example.test',
    );
    expect(missing).toEqual([{ username: 'carol', host: 'far.example' }]);
  });
});
