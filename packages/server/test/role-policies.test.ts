import { describe, expect, it } from 'vitest';
import { combinePolicies, defaultPolicies, invalidRolePolicies } from '../src/services/policies.js';

const base = { ...defaultPolicies(), canPublicNote: true, gtlAvailable: false, clipLimit: 10 };
const own = (value: unknown, priority = 0) => ({ useDefault: false, priority, value });

describe('combining the policies of a user’s roles (Misskey’s getUserPolicies)', () => {
  it('gives the base policies to a user without roles', () => {
    expect(combinePolicies(base, [])).toEqual(base);
  });

  it('takes the most generous value: any true, the largest number, every file type, the most open chat', () => {
    const combined = combinePolicies(base, [
      { policies: { gtlAvailable: own(true), clipLimit: own(3), uploadableFileTypes: own(['text/plain']) } },
      { policies: { clipLimit: own(50), chatAvailability: own('readonly') } },
    ]);
    expect(combined.gtlAvailable).toBe(true);
    expect(combined.clipLimit).toBe(50);
    expect(combined.uploadableFileTypes).toEqual(['text/plain', ...base.uploadableFileTypes]);
    // The second role says nothing of chat for the first: that one gives the base ('available').
    expect(combined.chatAvailability).toBe('available');
  });

  it('lets a role that says nothing (or useDefault) bring the base value into the comparison', () => {
    const one = combinePolicies(base, [{ policies: { canPublicNote: own(false) } }]);
    expect(one.canPublicNote).toBe(false);
    const two = combinePolicies(base, [{ policies: { canPublicNote: own(false) } }, { policies: {} }]);
    expect(two.canPublicNote).toBe(true);
    const useDefault = combinePolicies(base, [
      { policies: { clipLimit: { useDefault: true, priority: 0, value: 99 } } },
    ]);
    expect(useDefault.clipLimit).toBe(10);
  });

  it('counts only the roles of the highest priority present for each policy', () => {
    const roles: { policies: Record<string, ReturnType<typeof own>> }[] = [
      { policies: { canPublicNote: own(true, 0), clipLimit: own(500, 0) } },
      { policies: { canPublicNote: own(false, 2), clipLimit: own(5, 1) } },
      { policies: { clipLimit: own(7, 1) } },
    ];
    const combined = combinePolicies(base, roles);
    expect(combined.canPublicNote).toBe(false);
    expect(combined.clipLimit).toBe(7);
  });

  it('ignores a role value of the wrong type (the base counts instead)', () => {
    expect(combinePolicies(base, [{ policies: { clipLimit: own('many') } }]).clipLimit).toBe(10);
  });

  it('checks what an admin stores: useDefault, priority, the value’s type; unknown policies kept', () => {
    expect(invalidRolePolicies({ clipLimit: own(3), somethingNewer: own(1) })).toBeNull();
    expect(invalidRolePolicies({ clipLimit: own('3') })?.key).toBe('clipLimit');
    expect(invalidRolePolicies({ canPublicNote: own(true, 3) })?.reason).toMatch(/priority/);
    expect(invalidRolePolicies({ canPublicNote: { useDefault: false, priority: 0 } })?.reason).toMatch(
      /value/,
    );
    expect(invalidRolePolicies({ canPublicNote: true })?.key).toBe('canPublicNote');
  });
});
