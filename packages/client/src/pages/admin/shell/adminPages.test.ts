import { describe, expect, it } from 'vitest';
import { ADMIN_GROUPS, adminGroupsFor } from './adminPages';

const paths = (groups: ReturnType<typeof adminGroupsFor>) =>
  groups.flatMap((g) => g.pages.map((p) => p.path));

describe('adminGroupsFor', () => {
  it('offers an administrator every section', () => {
    expect(paths(adminGroupsFor(true))).toEqual(paths(ADMIN_GROUPS));
  });

  it('leaves the administrators’ sections out for a moderator, and groups left empty', () => {
    const moderator = adminGroupsFor(false);
    expect(paths(moderator)).toContain('/admin/users');
    expect(paths(moderator)).toContain('/admin/abuses');
    expect(paths(moderator)).not.toContain('/admin/modlog');
    expect(paths(moderator)).not.toContain('/admin/settings');
    expect(moderator.every((group) => group.pages.length > 0)).toBe(true);
    expect(moderator.map((g) => g.title)).not.toContain('adminShell.groupServer');
  });
});
