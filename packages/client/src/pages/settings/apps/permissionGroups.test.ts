import { describe, expect, it } from 'vitest';
import { allPermissions, groupPermissions } from './permissionGroups';

describe('groupPermissions', () => {
  it('pairs read and write of one subject and keeps single-access subjects', () => {
    const groups = groupPermissions(['read:notes', 'write:notes', 'write:votes', 'read:account']);
    expect(groups).toEqual([
      { subject: 'notes', admin: false, read: 'read:notes', write: 'write:notes' },
      { subject: 'votes', admin: false, read: null, write: 'write:votes' },
      { subject: 'account', admin: false, read: 'read:account', write: null },
    ]);
  });

  it('puts administration after the user’s own subjects, apart from a same-named own subject', () => {
    const groups = groupPermissions(['read:admin:account', 'read:account', 'write:admin:account']);
    expect(groups.map((g) => [g.subject, g.admin])).toEqual([
      ['account', false],
      ['account', true],
    ]);
    expect(groups[1]).toMatchObject({ read: 'read:admin:account', write: 'write:admin:account' });
  });

  it('drops strings that are not permissions', () => {
    expect(groupPermissions(['everything', 'read:', 'write:drive'])).toEqual([
      { subject: 'drive', admin: false, read: null, write: 'write:drive' },
    ]);
  });

  it('covers every permission misskey-js knows, each once', () => {
    const groups = groupPermissions();
    const all = allPermissions(groups);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain('write:notes');
    expect(all).toContain('read:admin:meta');
    expect(allPermissions(groups, 'read').every((p) => p.startsWith('read:'))).toBe(true);
  });
});
