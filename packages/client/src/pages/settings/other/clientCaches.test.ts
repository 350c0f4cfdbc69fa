import { describe, expect, it } from 'vitest';
import { emojiCacheKey } from '@/features/emoji/custom/cache';
import { LOCALE_STORAGE_KEYS } from '@/i18n/loadLocale';
import { serverMetaKey } from '@/instance';
import { endpointsKey } from '@/instance/capabilities';
import { clearClientCaches, debugText } from './clientCaches';

describe('clearClientCaches', () => {
  it('removes emoji, meta, endpoint and language caches and keeps everything else', () => {
    localStorage.clear();
    const kept = {
      [LOCALE_STORAGE_KEYS.lang]: 'de-DE',
      'shiori-settings:device': '{}',
      'shiori:accounts': '[]',
    };
    const cached = {
      [emojiCacheKey('https://a.example')]: '{}',
      [serverMetaKey('https://a.example')]: '{}',
      [endpointsKey('https://a.example')]: '[]',
      [LOCALE_STORAGE_KEYS.texts]: '{}',
      [LOCALE_STORAGE_KEYS.version]: '1',
    };
    for (const [key, value] of Object.entries({ ...kept, ...cached })) localStorage.setItem(key, value);
    expect(clearClientCaches(localStorage)).toBe(5);
    const left = Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)]));
    expect(left).toEqual(kept);
  });

  it('writes the debug facts one a line', () => {
    expect(
      debugText([
        { label: 'Client', value: '1.0' },
        { label: 'Server', value: '2024.1' },
      ]),
    ).toBe('Client: 1.0\nServer: 2024.1');
  });
});
