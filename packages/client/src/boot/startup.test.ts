import { describe, expect, it } from 'vitest';
import { compareVersions } from '@/version';
import { applyVersionChange, MemoryStorage, takeLoginId, withoutPswpHash } from './startup';

describe('applyVersionChange', () => {
  it('stores the version on first use without announcing an update', () => {
    const storage = new MemoryStorage();
    expect(applyVersionChange(storage, '1.3.0-beta.1')).toBe(false);
    expect(storage.getItem('lastVersion')).toBe('1.3.0-beta.1');
  });

  it('clears the theme and flags an update when the client is newer', () => {
    const storage = new MemoryStorage();
    storage.setItem('lastVersion', '1.2.0');
    storage.setItem('theme', '{}');
    expect(applyVersionChange(storage, '1.3.0-beta.1')).toBe(true);
    expect(storage.getItem('theme')).toBeNull();
    expect(applyVersionChange(storage, '1.3.0-beta.1')).toBe(false);
  });

  it('does not call a downgrade an update', () => {
    const storage = new MemoryStorage();
    storage.setItem('lastVersion', '1.3.0');
    expect(applyVersionChange(storage, '1.3.0-beta.1')).toBe(false);
    expect(storage.getItem('lastVersion')).toBe('1.3.0-beta.1');
  });
});

describe('compareVersions', () => {
  it('orders releases and pre-releases', () => {
    expect(compareVersions('1.3.0', '1.3.0-beta.1')).toBeGreaterThan(0);
    expect(compareVersions('1.3.0-beta.2', '1.3.0-beta.10')).toBeLessThan(0);
    expect(compareVersions('1.10.0', '1.9.9')).toBeGreaterThan(0);
    expect(compareVersions('1.3.0', '1.3.0')).toBe(0);
  });
});

describe('address clean-up', () => {
  it('takes loginId out of the address', () => {
    expect(takeLoginId('https://x.example/settings?loginId=abc&tab=1#h')).toEqual({
      loginId: 'abc',
      rest: '/settings?tab=1#h',
    });
    expect(takeLoginId('https://x.example/').loginId).toBeNull();
  });

  it('removes only the #pswp hash', () => {
    expect(withoutPswpHash('https://x.example/notes/1?a=1#pswp')).toBe('/notes/1?a=1');
    expect(withoutPswpHash('https://x.example/about#emojis')).toBeNull();
  });
});
