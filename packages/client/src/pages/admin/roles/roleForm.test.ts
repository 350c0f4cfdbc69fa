import type * as Misskey from 'misskey-js';
import { describe, expect, it } from 'vitest';
import { POLICY_ORDER } from '@/pages/settings/roles/policies';
import {
  basePoliciesParams,
  draftFromBase,
  draftFromRole,
  EDITABLE_POLICIES,
  policyKind,
  policyValue,
  roleParams,
} from './roleForm';

const base = {
  canPublicNote: true,
  clipLimit: 10,
  chatAvailability: 'available',
  uploadableFileTypes: ['image/*', 'video/*'],
} as Partial<Misskey.entities.RolePolicies>;

describe('the role editor’s form', () => {
  it('edits each policy by its value type', () => {
    expect(policyKind('canPublicNote')).toBe('boolean');
    expect(policyKind('clipLimit')).toBe('number');
    expect(policyKind('rateLimitFactor')).toBe('number');
    expect(policyKind('chatAvailability')).toBe('chat');
    expect(policyKind('uploadableFileTypes')).toBe('list');
    // The policies spec 000 §3 adds to misskey-js's list.
    expect(policyKind('canEditNote')).toBe('boolean');
    expect(policyKind('emojiPickerProfileLimit')).toBe('number');
  });

  it('reads typed text as the policy’s value, or undefined when it is not one', () => {
    expect(policyValue('clipLimit', '25')).toBe(25);
    expect(policyValue('clipLimit', ' 2.5 ')).toBe(2.5);
    expect(policyValue('clipLimit', '-1')).toBeUndefined();
    expect(policyValue('clipLimit', 'lots')).toBeUndefined();
    expect(policyValue('uploadableFileTypes', 'image/*\n text/plain ,\n')).toEqual(['image/*', 'text/plain']);
    expect(policyValue('chatAvailability', 'readonly')).toBe('readonly');
    expect(policyValue('chatAvailability', 'sometimes')).toBeUndefined();
    expect(policyValue('canPublicNote', false)).toBe(false);
  });

  it('starts a new role with Misskey’s defaults, every policy using the default and showing it', () => {
    const draft = draftFromRole(null, base);
    expect(draft).toMatchObject({ name: '', target: 'manual', isPublic: false, displayOrder: '0' });
    expect(Object.keys(draft.policies)).toEqual([...EDITABLE_POLICIES]);
    expect(EDITABLE_POLICIES).toEqual(expect.arrayContaining([...POLICY_ORDER, 'canScheduleNote']));
    expect(draft.policies.clipLimit).toEqual({ useDefault: true, priority: 0, value: '10' });
    expect(draft.policies.uploadableFileTypes.value).toBe('image/*\nvideo/*');
  });

  it('sends every field and every policy with useDefault, priority and a typed value', () => {
    const draft = draftFromRole(null, base);
    draft.name = ' Quiet ';
    draft.target = 'conditional';
    draft.condFormula = { id: 'c', type: 'notesMoreThanOrEq', value: 1 };
    draft.policies.canPublicNote = { useDefault: false, priority: 2, value: false };
    draft.policies.clipLimit = { useDefault: false, priority: 0, value: '30' };
    const { params } = roleParams(draft);
    expect(params).toMatchObject({
      name: 'Quiet',
      color: null,
      iconUrl: null,
      target: 'conditional',
      condFormula: { id: 'c', type: 'notesMoreThanOrEq', value: 1 },
      displayOrder: 0,
      policies: {
        canPublicNote: { useDefault: false, priority: 2, value: false },
        clipLimit: { useDefault: false, priority: 0, value: 30 },
        gtlAvailable: { useDefault: true, priority: 0 },
      },
    });
  });

  it('round-trips a stored role', () => {
    const role = {
      name: 'Helpers',
      description: '',
      color: '#ff0000',
      iconUrl: null,
      target: 'manual',
      condFormula: {},
      isPublic: true,
      isExplorable: true,
      asBadge: true,
      isModerator: true,
      isAdministrator: false,
      canEditMembersByModerator: true,
      displayOrder: 4,
      policies: { clipLimit: { useDefault: false, priority: 1, value: 99 } },
    } as unknown as Misskey.entities.Role;
    const { params } = roleParams(draftFromRole(role, base));
    expect(params).toMatchObject({
      name: 'Helpers',
      color: '#ff0000',
      condFormula: {},
      isModerator: true,
      canEditMembersByModerator: true,
      displayOrder: 4,
      policies: { clipLimit: { useDefault: false, priority: 1, value: 99 } },
    });
  });

  it('names what cannot be saved: no name, a bad number, an unfinished condition', () => {
    const draft = draftFromRole(null, base);
    expect(roleParams(draft).problem).toEqual({ field: 'name' });
    draft.name = 'x';
    draft.policies.clipLimit = { useDefault: false, priority: 0, value: 'ten' };
    expect(roleParams(draft).problem).toEqual({ field: 'policy', key: 'clipLimit' });
    draft.policies.clipLimit = { useDefault: true, priority: 0, value: 'ten' };
    expect(roleParams(draft).problem).toBeNull();
    draft.target = 'conditional';
    draft.condFormula = { id: 'r', type: 'roleAssignedTo', roleId: '' };
    expect(roleParams(draft).problem).toEqual({ field: 'condFormula', nodeId: 'r' });
  });
});

describe('the default policies form', () => {
  it('holds each base value as its own and sends them all typed', () => {
    const draft = draftFromBase(base);
    expect(draft.clipLimit).toEqual({ useDefault: false, priority: 0, value: '10' });
    draft.clipLimit = { useDefault: false, priority: 0, value: '12' };
    draft.canPublicNote = { useDefault: false, priority: 0, value: false };
    const { policies } = basePoliciesParams(draft);
    expect(policies).toMatchObject({
      clipLimit: 12,
      canPublicNote: false,
      uploadableFileTypes: ['image/*', 'video/*'],
    });
    // Only what the server sent comes back: no made-up values for policies it did not name.
    expect(Object.keys(policies ?? {}).sort()).toEqual(
      ['canPublicNote', 'chatAvailability', 'clipLimit', 'uploadableFileTypes'].sort(),
    );
  });

  it('names the first policy that is not a value', () => {
    const draft = draftFromBase(base);
    draft.clipLimit = { useDefault: false, priority: 0, value: 'many' };
    expect(basePoliciesParams(draft).problem).toBe('clipLimit');
  });
});
