import { describe, expect, it } from 'vitest';
import { languageName } from './languageNames';

const ALL = ['de-DE', 'ja-JP', 'ja-KS', 'kab-KAB', 'zh-CN', 'zh-TW'];

describe('languageName', () => {
  it('names each locale in its own language', () => {
    expect(languageName('de-DE', ALL)).toBe('Deutsch');
    expect(languageName('ja-JP', ALL)).toMatch(/^日本語/);
  });

  it('tells apart locales of one language', () => {
    expect(languageName('zh-CN', ALL)).not.toBe(languageName('zh-TW', ALL));
    expect(languageName('ja-KS', ALL)).toContain('関西');
  });

  it('copes with codes Intl does not accept', () => {
    expect(languageName('kab-KAB', ALL)).not.toBe('');
    expect(languageName('xx-invalid-code-!!', ALL)).toBe('xx-invalid-code-!!');
  });
});
