import { describe, expect, it, vi } from 'vitest';
import { fallbackI18n } from '@/i18n';
import type { MenuItem } from '@/ui';
import { muteExpiresAt, type UserMenuActions, userMenuItems } from './userMenuItems';

const i18n = fallbackI18n();
const actions: UserMenuActions = {
  mute: vi.fn(),
  unmute: vi.fn(),
  muteRenotes: vi.fn(),
  unmuteRenotes: vi.fn(),
  block: vi.fn(),
  unblock: vi.fn(),
  report: vi.fn(),
};
const texts = (items: MenuItem[]) => items.map((item) => ('text' in item ? item.text : item.type));
const none = { isMuted: false, isRenoteMuted: false, isBlocking: false };

describe('the user menu', () => {
  it('offers only a pending line until the relation is known', () => {
    expect(texts(userMenuItems(null, i18n, actions))).toEqual(['Loading…']);
  });

  it('offers to mute, mute renotes, block and report someone with no relation', () => {
    expect(texts(userMenuItems(none, i18n, actions))).toEqual([
      'Mute',
      'Mute renotes',
      'Block',
      'divider',
      'Report abuse',
    ]);
  });

  it('offers to undo each relation that holds', () => {
    const items = userMenuItems({ isMuted: true, isRenoteMuted: true, isBlocking: true }, i18n, actions);
    expect(texts(items)).toEqual(['Unmute', 'Unmute renotes', 'Unblock', 'divider', 'Report abuse']);
    const unblock = items.find((item) => 'text' in item && item.text === 'Unblock');
    if (unblock?.type === 'button') unblock.action();
    expect(actions.unblock).toHaveBeenCalled();
  });

  it('puts the entries handed in (Add to list) first', () => {
    const list: MenuItem = { type: 'button', text: 'Add to list', action: vi.fn() };
    expect(texts(userMenuItems(none, i18n, actions, [list]))[0]).toBe('Add to list');
  });
});

describe('mute durations', () => {
  it('turns a choice into expiresAt, and "until unmuted" into null', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(muteExpiresAt('tenMinutes', now)).toBe(now + 600_000);
    expect(muteExpiresAt('oneWeek', now)).toBe(now + 7 * 86_400_000);
    expect(muteExpiresAt('forever', now)).toBeNull();
  });
});
