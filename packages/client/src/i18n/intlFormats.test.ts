import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber } from './format';
import { dateTimeFormat, intlTag, relativeTimeFormat } from './intlFormats';

describe('Intl formatters for every locale code of ours', () => {
  it('format dates, numbers and relative times in Kabyle, whose code Intl refuses', () => {
    // Intl throws a RangeError for `kab-KAB` itself (a three-letter region).
    expect(() => new Intl.NumberFormat('kab-KAB')).toThrow(RangeError);
    expect(intlTag('kab-KAB')).toBe('kab');
    expect(formatNumber(1234, 'kab-KAB')).toMatch(/1.?234/);
    expect(formatDate('2026-01-02T00:00:00Z', 'kab-KAB')).toMatch(/2026/);
    expect(relativeTimeFormat('kab-KAB', { numeric: 'auto' }).format(-3, 'minute')).not.toBe('');
    expect(dateTimeFormat('kab-KAB', { timeStyle: 'short' }).format(new Date(0))).not.toBe('');
  });

  it('keeps codes Intl accepts as they are', () => {
    expect(intlTag('ja-KS')).toBe('ja-KS');
    expect(intlTag('pt-PT')).toBe('pt-PT');
    expect(formatNumber(1234.5, 'de-DE')).toBe('1.234,5');
  });
});
