import { describe, expect, it } from 'vitest';
import { excludeTypesParam, isShown, withTypeShown } from './notificationFilter';

describe('notification filter', () => {
  it('hides excluded types, grouped ones with the type they group', () => {
    expect(isShown({ type: 'follow' }, ['reaction'])).toBe(true);
    expect(isShown({ type: 'reaction' }, ['reaction'])).toBe(false);
    expect(isShown({ type: 'reaction:grouped' }, ['reaction'])).toBe(false);
    expect(isShown({ type: 'renote:grouped' }, ['renote'])).toBe(false);
  });

  it('asks the server to exclude only the types it knows', () => {
    expect(excludeTypesParam([])).toBeUndefined();
    expect(excludeTypesParam(['loginBonus'])).toBeUndefined();
    expect(excludeTypesParam(['reaction', 'loginBonus', 'follow'])).toEqual(['follow', 'reaction']);
  });

  it('toggles one type and keeps the menu order', () => {
    expect(withTypeShown([], 'reaction', false)).toEqual(['reaction']);
    expect(withTypeShown(['reaction'], 'follow', false)).toEqual(['follow', 'reaction']);
    expect(withTypeShown(['follow', 'reaction'], 'follow', true)).toEqual(['reaction']);
  });
});
