import { describe, expect, it } from 'vitest';
import { headerTabs, shownSource } from './headerTabs';

describe('headerTabs', () => {
  const all = ['home', 'local', 'social', 'global'] as const;

  it('follows the setting’s order and leaves out what it hides or the server does not offer', () => {
    expect(headerTabs(all, ['global', 'home', 'lists', 'social'])).toEqual(['global', 'home', 'social']);
    expect(headerTabs(['home', 'local', 'social'], ['home', 'global', 'local'])).toEqual(['home', 'local']);
  });

  it('keeps one tab when every offered source is hidden', () => {
    expect(headerTabs(all, ['lists', 'antennas'])).toEqual(['home']);
  });

  it('shows the saved source only while it has a tab', () => {
    expect(shownSource('local', ['home', 'local'])).toBe('local');
    expect(shownSource('global', ['social', 'home'])).toBe('social');
  });
});
