import { describe, expect, it } from 'vitest';
import en from '@/i18n/locales/en-US.json';
import { describePolicies, POLICY_ORDER, roleColor, roleIcon } from './policies';

describe('describePolicies', () => {
  it('reads yes/no, numbers, the chat state and file types, in the page order', () => {
    const described = describePolicies({
      ltlAvailable: false,
      gtlAvailable: true,
      driveCapacityMb: 100,
      chatAvailability: 'readonly',
      uploadableFileTypes: ['image/*', 'video/*'],
    });
    expect(described).toEqual([
      { key: 'gtlAvailable', value: { kind: 'allowed', allowed: true } },
      { key: 'ltlAvailable', value: { kind: 'allowed', allowed: false } },
      { key: 'chatAvailability', value: { kind: 'chat', state: 'readonly' } },
      { key: 'driveCapacityMb', value: { kind: 'number', value: 100 } },
      { key: 'uploadableFileTypes', value: { kind: 'list', items: ['image/*', 'video/*'] } },
    ]);
  });

  it('leaves out policies it has no words for and values of the wrong shape', () => {
    expect(describePolicies({ someFuturePolicy: true, pinLimit: 'many', chatAvailability: 'maybe' })).toEqual(
      [],
    );
  });

  it('has an English label for every policy it lists', () => {
    const labels = (en as unknown as { rolesSettings: { policies: Record<string, string> } }).rolesSettings
      .policies;
    for (const key of POLICY_ORDER) expect(labels[key], key).toBeTypeOf('string');
  });
});

describe('role colour and icon', () => {
  it('takes hex colours only', () => {
    expect(roleColor('#3cb371')).toBe('#3cb371');
    expect(roleColor('red; background: url(x)')).toBeNull();
    expect(roleColor(null)).toBeNull();
  });

  it('takes http and https icons only', () => {
    expect(roleIcon('https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(roleIcon('javascript:alert(1)')).toBeNull();
    expect(roleIcon('')).toBeNull();
  });
});
